import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { useReview } from '#src/features/reviews/admin/api/get-review.ts'
import { LoadState, NotFoundNotice } from '#src/components/admin/load-state.tsx'
import { PendingReviews } from '#src/features/reviews/admin/components/pending-reviews.tsx'
import { ReviewEditForm } from '#src/features/reviews/admin/components/review-edit-form.tsx'
import { idFromParam } from '#src/lib/admin/form.ts'
import { reviewsQueryOptions } from '#src/features/reviews/api/get-reviews.ts'

/** The testimonials on the home page. */
const invalidate = [reviewsQueryOptions().queryKey]

function EditReview({ id }: { id: number }) {
  const review = useReview(id)
  return (
    <LoadState query={review} layout="detail">
      {(data) => <ReviewEditForm key={data.id} review={data} invalidate={invalidate} />}
    </LoadState>
  )
}

export function EditReviewRoute() {
  const { t } = useTranslation()
  const { id: param } = useParams()
  const id = idFromParam(param)
  return (
    <AdminFormPage title={t('admin.editReview', { id: param ?? '' })}>
      {id === null ? <NotFoundNotice /> : <EditReview id={id} />}
    </AdminFormPage>
  )
}

export function PendingReviewsRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.reviews')}>
      <PendingReviews invalidate={invalidate} />
    </AdminFormPage>
  )
}
