import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { ReviewSubmitLimits } from '@aula/contract/review-submit'
import type { ReviewDetail } from '@aula/contract/reviews'
import { refreshLists } from '#src/lib/query-client.ts'
import { requiredText } from '#src/lib/validation.ts'
import { AreaField, InputField, SelectBox } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { pendingReviewsQueryKey } from '../api/get-pending-reviews.ts'
import { updateReview } from '../api/update-review.ts'

/** The select's choices, best first, as on /review. */
export const RATING_CHOICES = [
  { value: '5', label: 'reviewForm.stars.five' },
  { value: '4', label: 'reviewForm.stars.four' },
  { value: '3', label: 'reviewForm.stars.three' },
  { value: '2', label: 'reviewForm.stars.two' },
  { value: '1', label: 'reviewForm.stars.one' },
] as const

/** ReviewUpdateSchema's rules: name, rating and comment required. */
const ReviewFormSchema = z.object({
  name: requiredText(ReviewSubmitLimits.name),
  rating: z.enum(['1', '2', '3', '4', '5'], { error: 'reviewForm.validation.rating' }),
  review: requiredText(ReviewSubmitLimits.review),
})
type ReviewFormValues = z.infer<typeof ReviewFormSchema>

const valuesOf = (review: ReviewDetail): ReviewFormValues => ({
  name: review.name,
  rating: String(review.rating) as ReviewFormValues['rating'],
  review: review.review,
})

/** /modifica-recensione/{id}: the same fields as /review, saved with PUT /api/review/. */
export function ReviewEditForm({
  review,
  invalidate,
}: {
  review: ReviewDetail
  invalidate: QueryKey[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    schema: ReviewFormSchema,
    defaultValues: valuesOf(review),
    send: ({ values }) => updateReview({ id: review.id, ...values, rating: Number(values.rating) }),
    success: 'adminContent.review.edited',
    failure: { failure: 'adminContent.review.editError' },
    resetTo: (_, values) => values,
    // The testimonials and the moderation queue.
    onSuccess: () => refreshLists(queryClient, [...invalidate, pendingReviewsQueryKey]),
  })

  return (
    <Form form={form} marks>
      {review.status === 'pending' ? (
        <p className="self-start rounded-full bg-crust-300 px-4 py-1.5 text-sm font-semibold text-charcoal-900">
          {t('adminContent.review.pendingNote')}
        </p>
      ) : null}
      <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>
      <InputField
        label={t('reviewForm.fields.name')}
        required
        autoComplete="off"
        maxLength={ReviewSubmitLimits.name}
        error={form.errorText('name')}
        {...form.register('name')}
      />
      <SelectBox
        label={t('reviewForm.fields.rating')}
        required
        className="sm:max-w-xs"
        error={form.errorText('rating')}
        {...form.register('rating')}
      >
        {RATING_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </SelectBox>
      <AreaField
        label={t('reviewForm.fields.review')}
        required
        rows={6}
        maxLength={ReviewSubmitLimits.review}
        error={form.errorText('review')}
        {...form.register('review')}
      />
      <FormFooter form={form} submit={t('adminForms.save')} pendingLabel={t('adminForms.saving')} />
    </Form>
  )
}
