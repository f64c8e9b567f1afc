import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { RATING_MAX } from '@aula/contract/values/reviews'
import type { Review } from '@aula/contract/reviews'
import { QuoteIcon, StarIcon } from '#src/components/ui/catalog-icons.tsx'
import { ErrorState } from '#src/components/ui/query-state.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import { SHOWN_REVIEWS, useLatestReviews } from '#src/features/reviews/api/get-reviews.ts'

interface Testimonial {
  key: string
  name: string
  text: string
  rating: number
  /** The review behind it; the samples have none. */
  review?: Review
}

/** The two sample testimonials shown before the reviews. */
const SAMPLES = ['first', 'second'] as const

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation()
  return (
    <p className="flex items-center gap-0.5 text-crust-400">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarIcon key={index} filled={index < rating} className="size-5" />
      ))}
      <span className="sr-only">{t('testimonials.rating', { rating, max: RATING_MAX })}</span>
    </p>
  )
}

function TestimonialCard({
  testimonial,
  actions,
}: {
  testimonial: Testimonial
  actions?: ReactNode
}) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <Stars rating={testimonial.rating} />
        <QuoteIcon className="size-8 text-tomato-100" />
      </div>
      <blockquote className="flex-1 whitespace-pre-line text-charcoal-800">
        {testimonial.text}
      </blockquote>
      <figcaption className="font-display text-lg font-bold text-charcoal-900">
        {testimonial.name}
      </figcaption>
      {actions}
    </figure>
  )
}

/**
 * What students say: the two samples first, then the approved reviews. An admin
 * gets edit and delete buttons on each review through `actions`.
 */
export function Testimonials({ actions }: { actions?: (review: Review) => ReactNode }) {
  const { t } = useTranslation()
  // Only the few reviews shown are asked for.
  const reviews = useLatestReviews(SHOWN_REVIEWS)
  const samples: Testimonial[] = SAMPLES.map((sample) => ({
    key: `sample-${sample}`,
    name: t(`testimonials.samples.${sample}.name`),
    text: t(`testimonials.samples.${sample}.text`),
    rating: RATING_MAX,
  }))
  const loaded: Testimonial[] = (reviews.data?.reviews ?? []).map((review) => ({
    key: `review-${review.id}`,
    name: review.name,
    text: review.review,
    rating: review.rating,
    review,
  }))
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[...samples, ...loaded].map((testimonial) => (
          <li key={testimonial.key}>
            <TestimonialCard
              testimonial={testimonial}
              actions={testimonial.review && actions ? actions(testimonial.review) : undefined}
            />
          </li>
        ))}
      </ul>
      {reviews.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-charcoal-700">
          <Spinner className="size-4 text-tomato-600" />
          {t('testimonials.loading')}
        </p>
      ) : reviews.isError ? (
        <ErrorState
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : null}
    </div>
  )
}
