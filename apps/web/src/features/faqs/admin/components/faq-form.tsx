import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import type { QueryKey } from '@tanstack/react-query'
import { z } from 'zod'
import { FaqLimits, type Faq } from '@aula/contract/faqs'
import { Button } from '#src/components/ui/button.tsx'
import { FormResult } from '#src/components/ui/form-controls.tsx'
import { requiredText } from '#src/lib/validation.ts'
import { failureKey, placeServerErrors } from '#src/lib/admin/form-errors.ts'
import { useSaveFaq } from '../api/save-faq.ts'
import { useFieldError } from '#src/lib/admin/form.ts'
import { AreaField } from '#src/components/admin/fields.tsx'

/** FaqCreateSchema's rules, with messages the admin reads in their language. */
const FaqFormSchema = z.object({
  question: requiredText(FaqLimits.question),
  answer: requiredText(FaqLimits.answer),
})
type FaqFormValues = z.infer<typeof FaqFormSchema>

const FIELDS = ['question', 'answer'] as const
const empty: FaqFormValues = { question: '', answer: '' }

/** One pair of messages for adding, one for editing. */
const messages = {
  add: { success: 'adminContent.faq.saved', failure: 'adminContent.faq.saveError' },
  edit: { success: 'adminContent.faq.edited', failure: 'adminContent.faq.editError' },
} as const

/**
 * /aggiungifaq and /modifica-faq/{id}: question and answer, both required. A new FAQ empties
 * the form for the next one; an edit keeps what was saved on screen.
 */
export function FaqForm({ faq, invalidate }: { faq?: Faq; invalidate: QueryKey[] }) {
  const { t } = useTranslation()
  const fieldError = useFieldError()
  const save = useSaveFaq(invalidate)
  const mode = faq ? 'edit' : 'add'
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FaqFormValues>({
    resolver: zodResolver(FaqFormSchema),
    defaultValues: faq ? { question: faq.question, answer: faq.answer } : empty,
  })

  const onSubmit = handleSubmit((values) =>
    save.mutate(faq ? { ...values, idFaq: faq.idFaq } : values, {
      onSuccess: (answer) =>
        reset(faq ? { question: answer.faq.question, answer: answer.faq.answer } : empty),
      onError: (error) => placeServerErrors(error, setError, FIELDS, t('validation.required')),
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>
      <AreaField
        label={t('adminContent.faq.question')}
        required
        rows={2}
        maxLength={FaqLimits.question}
        error={fieldError(errors.question)}
        {...register('question')}
      />
      <AreaField
        label={t('adminContent.faq.answer')}
        required
        rows={6}
        maxLength={FaqLimits.answer}
        error={fieldError(errors.answer)}
        {...register('answer')}
      />
      {save.isSuccess ? (
        <FormResult key={save.submittedAt} tone="success">
          {t(messages[mode].success)}
        </FormResult>
      ) : null}
      {save.isError ? (
        <FormResult key={save.submittedAt} tone="error">
          {t(failureKey(save.error, messages[mode].failure))}
        </FormResult>
      ) : null}
      <Button type="submit" size="lg" pending={save.isPending} className="self-start">
        {save.isPending ? t('adminForms.saving') : t('adminForms.save')}
      </Button>
    </form>
  )
}
