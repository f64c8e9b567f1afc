import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { z } from 'zod/mini'
import { paths } from '#src/config/paths.ts'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { emailField } from '#src/lib/validation.ts'
import { requestPasswordReset } from '#src/features/auth/api/request-password-reset.ts'

const ResetRequestSchema = z.object({ email: emailField() })

function failureKey(error: unknown) {
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'errors.network'
  return 'auth.resetRequest.error'
}

/** /resetpassword: asks for a link; the answer is the same whether the account exists or not. */
export function ResetRequestForm() {
  const { t, i18n } = useTranslation()
  const form = useEndpointForm({
    schema: ResetRequestSchema,
    defaultValues: { email: '' },
    send: ({ values }) =>
      requestPasswordReset({ email: values.email, language: currentLanguage(i18n) }),
    success: 'auth.resetRequest.sent',
    failure: { failure: 'auth.resetRequest.error', own: failureKey },
    // The address stays on screen beside the message that a link is on its way to it.
    resetTo: (_answer, values) => values,
  })

  return (
    <div className="flex flex-col gap-6">
      <p className="text-charcoal-700">{t('auth.resetRequest.intro')}</p>
      <Form form={form}>
        <InputField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={form.errorText('email')}
          {...form.register('email')}
        />
        <FormFooter form={form} submit={t('auth.resetRequest.submit')} />
      </Form>
      <Link
        to={paths.login.getHref()}
        className="text-sm font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
      >
        {t('auth.backToLogin')}
      </Link>
    </div>
  )
}
