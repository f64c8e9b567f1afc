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
import { BilingualHeadings, BilingualRow } from '#src/components/admin/bilingual-fields.tsx'

/** FaqCreateSchema's rules, with messages the admin reads in their language. */
const FaqFormSchema = z.object({
  question: requiredText(FaqLimits.question),
  answer: requiredText(FaqLimits.answer),
  // Optional English texts (docs/product.md#content-languages-and-urls).
  questionEn: z.string().check(z.trim(), z.maxLength(FaqLimits.question, 'validation.tooLong')),
  answerEn: z.string().check(z.trim(), z.maxLength(FaqLimits.answer, 'validation.tooLong')),
})

/** The form's values: the Italian texts, and the English ones the English read serves. */
const valuesOf = (faq: Faq, english?: Faq) => ({
  question: faq.question,
  answer: faq.answer,
  questionEn: english?.languages.question === 'en' ? english.question : '',
  answerEn: english?.languages.answer === 'en' ? english.answer : '',
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
export function FaqForm({
  faq,
  english,
  invalidate,
}: {
  faq?: Faq
  /** The same FAQ read in English, for its English texts. */
  english?: Faq | undefined
  invalidate: QueryKey[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const mode = faq ? 'edit' : 'add'
  const form = useEndpointForm({
    schema: FaqFormSchema,
    defaultValues: faq
      ? valuesOf(faq, english)
      : { question: '', answer: '', questionEn: '', answerEn: '' },
    send: ({ values }) => saveFaq(faq ? { ...values, idFaq: faq.idFaq } : values),
    success: messages[mode].success,
    failure: { failure: messages[mode].failure },
    resetTo: faq
      ? (answer, values) => ({
          ...valuesOf(answer.faq),
          questionEn: values.questionEn,
          answerEn: values.answerEn,
        })
      : undefined,
    onSuccess: () => refreshLists(queryClient, invalidate),
  })

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')}>
      <BilingualHeadings />
      <BilingualRow
        it={
          <AreaField
            label={t('adminContent.faq.question')}
            required
            rows={2}
            maxLength={FaqLimits.question}
            error={form.errorText('question')}
            {...form.register('question')}
          />
        }
        en={
          <AreaField
            label={t('contentLanguage.englishField', { label: t('adminContent.faq.question') })}
            rows={2}
            maxLength={FaqLimits.question}
            hint={t('contentLanguage.englishHint')}
            error={form.errorText('questionEn')}
            {...form.register('questionEn')}
          />
        }
      />
      <BilingualRow
        it={
          <AreaField
            label={t('adminContent.faq.answer')}
            required
            rows={6}
            maxLength={FaqLimits.answer}
            error={form.errorText('answer')}
            {...form.register('answer')}
          />
        }
        en={
          <AreaField
            label={t('contentLanguage.englishField', { label: t('adminContent.faq.answer') })}
            rows={6}
            maxLength={FaqLimits.answer}
            error={form.errorText('answerEn')}
            {...form.register('answerEn')}
          />
        }
      />
      <FormFooter form={form} submit={t('adminForms.save')} pendingLabel={t('adminForms.saving')} />
    </Form>
  )
}
