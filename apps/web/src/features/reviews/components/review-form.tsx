import { useTranslation } from '#src/lib/i18n/react.tsx'
import { z } from 'zod/mini'
import { ReviewSubmitLimits, ReviewSubmitMessages } from '@aula/contract/review-submit'
import { AreaField, InputField, SelectBox } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { requiredText } from '#src/lib/validation.ts'
import { submitReview } from '#src/features/reviews/api/submit-review.ts'

/** The select's choices, best first: 5 to 1 stars. */
const RATINGS = [
  { value: '5', label: 'reviewForm.stars.five' },
  { value: '4', label: 'reviewForm.stars.four' },
  { value: '3', label: 'reviewForm.stars.three' },
  { value: '2', label: 'reviewForm.stars.two' },
  { value: '1', label: 'reviewForm.stars.one' },
] as const

const ReviewFormSchema = z.object({
  name: requiredText(ReviewSubmitLimits.name),
  rating: z.pipe(
    z.pipe(
      z.string(),
      z.enum(['1', '2', '3', '4', '5'], { error: 'reviewForm.validation.rating' }),
    ),
    z.transform(Number),
  ),
  review: requiredText(ReviewSubmitLimits.review),
})

/** /review: name, rating and comment, all required, sent to POST /api/review/. */
export function ReviewForm() {
  const { t } = useTranslation()
  const form = useEndpointForm({
    schema: ReviewFormSchema,
    // The select starts at 5 stars (docs/product.md#limits-and-constants).
    defaultValues: { name: '', rating: String(ReviewSubmitLimits.ratingDefault), review: '' },
    send: ({ values }) => submitReview(values),
    success: 'reviewSuccess',
    failure: { failure: 'reviewError', network: 'reviewSubmitError' },
    // The server's words on a field: a rating out of range, a text too long, or a value missing.
    serverWords: {
      messages: { [ReviewSubmitMessages.rating]: 'reviewForm.validation.rating' },
      otherKey: 'validation.required',
    },
  })

  return (
    <Form form={form} note={t('reviewForm.allRequired')}>
      <InputField
        label={t('reviewForm.fields.name')}
        autoComplete="name"
        required
        maxLength={ReviewSubmitLimits.name}
        hint={t('reviewForm.fields.nameHint')}
        error={form.errorText('name')}
        {...form.register('name')}
      />
      <SelectBox
        label={t('reviewForm.fields.rating')}
        required
        error={form.errorText('rating')}
        className="sm:max-w-xs"
        {...form.register('rating')}
      >
        {RATINGS.map((rating) => (
          <option key={rating.value} value={rating.value}>
            {t(rating.label)}
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
      <FormFooter form={form} submit={t('reviewForm.submit')} />
    </Form>
  )
}
