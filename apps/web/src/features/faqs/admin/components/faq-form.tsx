import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { FaqLimits, type Faq } from '@aula/contract/faqs'
import { AreaField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { refreshLists } from '#src/lib/query-client.ts'
import { requiredText } from '#src/lib/validation.ts'
import { saveFaq } from '../api/save-faq.ts'

/** FaqCreateSchema's rules, with messages the admin reads in their language. */
const FaqFormSchema = z.object({
  question: requiredText(FaqLimits.question),
  answer: requiredText(FaqLimits.answer),
})

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
  const queryClient = useQueryClient()
  const mode = faq ? 'edit' : 'add'
  const form = useEndpointForm({
    schema: FaqFormSchema,
    defaultValues: faq
      ? { question: faq.question, answer: faq.answer }
      : { question: '', answer: '' },
    send: ({ values }) => saveFaq(faq ? { ...values, idFaq: faq.idFaq } : values),
    success: messages[mode].success,
    failure: { failure: messages[mode].failure },
    resetTo: faq
      ? (answer) => ({ question: answer.faq.question, answer: answer.faq.answer })
      : undefined,
    onSuccess: () => refreshLists(queryClient, invalidate),
  })

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')}>
      <AreaField
        label={t('adminContent.faq.question')}
        required
        rows={2}
        maxLength={FaqLimits.question}
        error={form.errorText('question')}
        {...form.register('question')}
      />
      <AreaField
        label={t('adminContent.faq.answer')}
        required
        rows={6}
        maxLength={FaqLimits.answer}
        error={form.errorText('answer')}
        {...form.register('answer')}
      />
      <FormFooter form={form} submit={t('adminForms.save')} pendingLabel={t('adminForms.saving')} />
    </Form>
  )
}
