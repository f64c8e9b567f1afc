import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import type { QueryKey } from '@tanstack/react-query'
import { z } from 'zod'
import { ReviewSubmitLimits } from '@aula/contract/review-submit'
import type { ReviewDetail } from '@aula/contract/reviews'
import { Button } from '#src/components/ui/button.tsx'
import { FormResult } from '#src/components/ui/form-controls.tsx'
import { requiredText } from '#src/lib/validation.ts'
import { failureKey, placeServerErrors } from '#src/lib/admin/form-errors.ts'
import { useUpdateReview } from '../api/update-review.ts'
import { useFieldError } from '#src/lib/admin/form.ts'
import { AreaField, InputField, SelectBox } from '#src/components/admin/fields.tsx'

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

const FIELDS = ['name', 'rating', 'review'] as const

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
  const fieldError = useFieldError()
  const save = useUpdateReview(invalidate)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReviewFormValues>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: valuesOf(review),
  })

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: review.id, name: values.name, review: values.review, rating: Number(values.rating) },
      {
        onSuccess: () => reset(values),
        onError: (error) => placeServerErrors(error, setError, FIELDS, t('validation.required')),
      },
    ),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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
        error={fieldError(errors.name)}
        {...register('name')}
      />
      <SelectBox
        label={t('reviewForm.fields.rating')}
        required
        className="sm:max-w-xs"
        error={fieldError(errors.rating)}
        {...register('rating')}
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
        error={fieldError(errors.review)}
        {...register('review')}
      />
      {save.isSuccess ? (
        <FormResult key={save.submittedAt} tone="success">
          {t('adminContent.review.edited')}
        </FormResult>
      ) : null}
      {save.isError ? (
        <FormResult key={save.submittedAt} tone="error">
          {t(failureKey(save.error, 'adminContent.review.editError'))}
        </FormResult>
      ) : null}
      <Button type="submit" size="lg" pending={save.isPending} className="self-start">
        {save.isPending ? t('adminForms.saving') : t('adminForms.save')}
      </Button>
    </form>
  )
}
