import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { Card } from '#src/components/ui/card.tsx'
import { ReviewForm } from '#src/features/reviews/components/review-form.tsx'

/** /review: a visitor leaves a review, published once the school approves it. */
export function ReviewRoute() {
  const { t } = useTranslation()
  return (
    <ContentLayout title={t('pages.review.title')} width="narrow">
      <p className="mb-8 text-lg text-charcoal-700">{t('reviewForm.intro')}</p>
      <Card>
        <ReviewForm />
      </Card>
    </ContentLayout>
  )
}
