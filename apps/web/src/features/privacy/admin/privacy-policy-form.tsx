import { Controller } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { PrivacyPolicyLimits, type PrivacyPolicy } from '@aula/contract/privacy'
import { isBlankHtml } from '#src/components/admin/editor/html.ts'
import { RichTextEditor } from '#src/components/admin/editor/rich-text-editor.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { privacyPolicyQueryOptions } from '#src/lib/privacy-policy.ts'
import { savePolicy } from '../api/save-policy.ts'

const text = z.string().check(
  z.maxLength(PrivacyPolicyLimits.content, 'validation.tooLong'),
  z.refine((html) => !isBlankHtml(html), 'validation.required'),
)

/** SavePrivacyPolicySchema of the contract, with messages in the admin's language. */
const PolicyFormSchema = z.object({ contentIt: text, contentEn: text })

/**
 * The privacy policy page in both languages (docs/product.md#privacy). Each save is a new
 * version, which the page shows at once and the consents given from then on name.
 */
export function PrivacyPolicyForm({ policy }: { policy: PrivacyPolicy }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    schema: PolicyFormSchema,
    defaultValues: { contentIt: policy.content?.it ?? '', contentEn: policy.content?.en ?? '' },
    send: ({ values }) => savePolicy(values),
    success: 'adminPrivacy.saved',
    failure: { failure: 'adminPrivacy.saveError' },
    serverWords: { otherKey: 'validation.tooLong' },
    resetTo: (answer) => ({
      contentIt: answer.content?.it ?? '',
      contentEn: answer.content?.en ?? '',
    }),
    onSuccess: (answer) => {
      queryClient.setQueryData(privacyPolicyQueryOptions().queryKey, answer)
    },
  })
  const version = form.answer?.version ?? policy.version

  return (
    <Form form={form}>
      <p className="text-charcoal-700">{t('adminPrivacy.intro')}</p>
      <p className="text-sm font-semibold text-charcoal-800">
        {version === 0 ? t('adminPrivacy.builtIn') : t('adminPrivacy.version', { version })}
      </p>
      {(['contentIt', 'contentEn'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              ref={field.ref}
              label={t(`adminPrivacy.${name}`)}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={form.errorText(name)}
            />
          )}
        />
      ))}
      <FormFooter form={form} submit={t('adminPrivacy.submit')} />
    </Form>
  )
}
