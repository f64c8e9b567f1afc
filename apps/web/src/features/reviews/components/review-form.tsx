import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ReviewSubmitLimits, ReviewSubmitMessages } from '@aula/contract/review-submit'
import { Button } from '#src/components/ui/button.tsx'
import { ChoiceField, FormResult, TextAreaField } from '#src/components/ui/form-controls.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { requiredText, useErrorText } from '#src/lib/validation.ts'
import { useSubmitReview } from '#src/features/reviews/api/submit-review.ts'

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
  rating: z
    .string()
    .pipe(z.enum(['1', '2', '3', '4', '5'], { error: 'reviewForm.validation.rating' }))
    .transform(Number),
  review: requiredText(ReviewSubmitLimits.review),
})
type ReviewFormInput = z.input<typeof ReviewFormSchema>
type ReviewFormOutput = z.output<typeof ReviewFormSchema>

const FIELDS = ['name', 'rating', 'review'] as const

// The select starts at 5 stars (docs/product.md#limits-and-constants).
const empty: ReviewFormInput = {
  name: '',
  rating: String(ReviewSubmitLimits.ratingDefault),
  review: '',
}

/** What a refused review tells: the network, the rate limit, or any other refusal. */
function failureKey(error: unknown) {
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'reviewSubmitError'
  return 'reviewError'
}

function serverMessageKey(message: string) {
  if (message === ReviewSubmitMessages.rating) return 'reviewForm.validation.rating'
  if (/too big/i.test(message)) return 'validation.tooLong'
  return 'validation.required'
}

/** /review: name, rating and comment, all required, sent to POST /api/review/. */
export function ReviewForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const submit = useSubmitReview()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: empty,
  })

  const onSubmit = handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => reset(empty),
      onError: (error) => {
        if (!isApiError(error, 400)) return
        const seen = new Set<string>()
        for (const { path, message } of error.errors) {
          const field = FIELDS.find((name) => name === path)
          if (!field || seen.has(field)) continue
          seen.add(field)
          setError(field, { type: 'server', message: serverMessageKey(message) })
        }
      },
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-charcoal-500">{t('reviewForm.allRequired')}</p>
      <TextField
        label={t('reviewForm.fields.name')}
        autoComplete="name"
        required
        maxLength={ReviewSubmitLimits.name}
        hint={t('reviewForm.fields.nameHint')}
        error={errorText(errors.name)}
        {...register('name')}
      />
      <ChoiceField
        label={t('reviewForm.fields.rating')}
        required
        error={errorText(errors.rating)}
        className="sm:max-w-xs"
        {...register('rating')}
      >
        {RATINGS.map((rating) => (
          <option key={rating.value} value={rating.value}>
            {t(rating.label)}
          </option>
        ))}
      </ChoiceField>
      <TextAreaField
        label={t('reviewForm.fields.review')}
        required
        rows={6}
        maxLength={ReviewSubmitLimits.review}
        error={errorText(errors.review)}
        {...register('review')}
      />
      {submit.isSuccess ? (
        <FormResult key={submit.submittedAt} tone="success">
          {t('reviewSuccess')}
        </FormResult>
      ) : null}
      {submit.isError ? (
        <FormResult key={submit.submittedAt} tone="error">
          {t(failureKey(submit.error))}
        </FormResult>
      ) : null}
      <Button type="submit" size="lg" pending={submit.isPending} className="self-start">
        {t('reviewForm.submit')}
      </Button>
    </form>
  )
}
