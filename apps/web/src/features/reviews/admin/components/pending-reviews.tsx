import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useSearchParams } from 'react-router'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { RATING_MAX } from '@aula/contract/values/reviews'
import type { PendingReviewPageAnswer, PendingReviewsAnswer } from '@aula/contract/reviews'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { StarIcon } from '#src/components/ui/catalog-icons.tsx'
import { pageCount } from '#src/components/ui/paged-list.tsx'
import { Pagination, useFocusOnPageChange } from '#src/components/ui/pagination.tsx'
import { EmptyState } from '#src/components/ui/query-state.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { isApiError, NetworkError } from '#src/lib/api-client.ts'
import { catalogFiltersOf } from '#src/lib/catalog-filters.ts'
import { refreshLists } from '#src/lib/query-client.ts'
import {
  pendingReviewPageQueryOptions,
  pendingReviewsQueryKey,
  usePendingReviewPage,
} from '../api/get-pending-reviews.ts'
import { approveReview, deleteReview } from '../api/moderate-review.ts'
import { LoadState } from '#src/components/admin/load-state.tsx'
import { MissingPage } from '#src/components/admin/missing-page.tsx'

type PendingReview = PendingReviewsAnswer['reviews'][number]

type Done = { key: 'adminPanel.reviews.approved' | 'adminPanel.reviews.deleted'; name: string }

function moderationFailureKey(error: unknown, action: 'approve' | 'delete') {
  if (error instanceof NetworkError) return 'adminForms.networkError'
  if (isApiError(error, 401) || isApiError(error, 403)) return 'adminForms.sessionExpired'
  if (isApiError(error, 404)) return 'adminPanel.reviews.gone'
  return action === 'approve' ? 'adminPanel.reviews.approveError' : 'adminPanel.reviews.deleteError'
}

/**
 * One review waiting for approval: approve, edit or delete it. Once approved or deleted it
 * leaves the queue at once (the count with it) and the page says what happened; a failure
 * is told on the row itself.
 */
function PendingReviewRow({
  review,
  page,
  invalidate,
  onDone,
}: {
  review: PendingReview
  /** The page it is shown on. */
  page: number
  invalidate: QueryKey[]
  onDone: (done: Done) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const nameId = useId()
  const [busy, setBusy] = useState<'approve' | 'delete' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const run = async (action: 'approve' | 'delete') => {
    setBusy(action)
    setFailure(null)
    try {
      if (action === 'approve') await approveReview(review.id)
      else await deleteReview(review.id)
    } catch (error) {
      setFailure(moderationFailureKey(error, action))
      setBusy(null)
      return
    }
    onDone({
      key: action === 'approve' ? 'adminPanel.reviews.approved' : 'adminPanel.reviews.deleted',
      name: review.name,
    })
    // Out of the queue now, then the queue and the testimonials are read again.
    queryClient.setQueryData<PendingReviewPageAnswer>(
      pendingReviewPageQueryOptions(page).queryKey,
      (answer) =>
        answer && {
          ...answer,
          reviews: answer.reviews.filter((item) => item.id !== review.id),
          total: answer.total - 1,
        },
    )
    await refreshLists(queryClient, [pendingReviewsQueryKey, ...invalidate])
  }

  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col gap-4 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={nameId} className="text-xl font-bold">
          {review.name}
        </h2>
        <p className="flex items-center gap-0.5 text-crust-400">
          {Array.from({ length: RATING_MAX }, (_, index) => (
            <StarIcon key={index} filled={index < review.rating} className="size-5" />
          ))}
          <span className="sr-only">
            {t('testimonials.rating', { rating: review.rating, max: RATING_MAX })}
          </span>
        </p>
      </div>
      <blockquote className="whitespace-pre-line text-charcoal-800">{review.review}</blockquote>
      {failure ? <FormMessage tone="error">{t(failure)}</FormMessage> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="basil"
          pending={busy === 'approve'}
          disabled={busy !== null}
          onClick={() => void run('approve')}
          aria-describedby={nameId}
        >
          {t('adminPanel.reviews.approve')}
        </Button>
        <Link
          to={paths.admin.editReview.getHref(review.id)}
          className={buttonClasses('secondary', 'md')}
          aria-describedby={nameId}
        >
          {t('adminPanel.reviews.edit')}
        </Link>
        <Button
          variant="ghost"
          className="text-tomato-700"
          disabled={busy !== null}
          aria-expanded={confirming}
          aria-describedby={nameId}
          onClick={() => setConfirming((open) => !open)}
        >
          {t('adminPanel.reviews.delete')}
        </Button>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={t('adminPanel.reviews.confirmDelete', { name: review.name })}
          className="flex flex-col gap-3 rounded-2xl border border-tomato-100 bg-tomato-50 p-4"
        >
          <p className="font-semibold text-charcoal-900">
            {t('adminPanel.reviews.confirmDelete', { name: review.name })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" pending={busy === 'delete'} onClick={() => void run('delete')}>
              {t('adminForms.actions.confirmYes')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('adminForms.actions.confirmNo')}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  )
}

/**
 * /pannello/recensioni: the reviews visitors left, waiting for an admin (oldest first), a
 * page at a time (`?pagina=2`, numbered pages under the list).
 */
export function PendingReviews({ invalidate }: { invalidate: QueryKey[] }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { page } = catalogFiltersOf(params)
  const pending = usePendingReviewPage(page)
  const [done, setDone] = useState<Done | null>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  // Turning the page takes the focus to the list, which names its page.
  useFocusOnPageChange(page, listRef)

  // The row that had the focus is gone: the focus moves to what happened to it.
  useEffect(() => {
    if (done) noticeRef.current?.focus()
  }, [done])

  return (
    <>
      <div ref={noticeRef} tabIndex={-1} className="outline-none">
        {done ? (
          <FormMessage tone="success" className="mb-6">
            {t(done.key, { name: done.name })}
          </FormMessage>
        ) : null}
      </div>
      <LoadState query={pending}>
        {({ reviews, ...paging }) => {
          const pages = pageCount(paging)
          if (paging.total === 0) return <EmptyState title={t('adminPanel.reviews.empty')} />
          if (reviews.length === 0) return <MissingPage pages={pages} />
          return (
            <>
              <p className="mb-6 text-charcoal-700">
                {t('adminPanel.reviews.count', { number: paging.total })}
              </p>
              <ul
                ref={listRef}
                tabIndex={-1}
                aria-label={
                  pages > 1 ? t('pagination.list', { page: paging.page, pages }) : undefined
                }
                aria-busy={pending.isPlaceholderData}
                className="flex flex-col gap-5 outline-none"
              >
                {reviews.map((review) => (
                  <li key={review.id}>
                    <PendingReviewRow
                      review={review}
                      page={paging.page}
                      invalidate={invalidate}
                      onDone={setDone}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={paging.page} pages={pages} />
            </>
          )
        }}
      </LoadState>
    </>
  )
}
