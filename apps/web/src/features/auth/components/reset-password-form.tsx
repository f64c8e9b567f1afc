import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { z } from 'zod/mini'
import { PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/values/auth'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { ArrowLeftIcon } from '#src/components/ui/icons.tsx'
import { isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { newPasswordField, withConfirmation } from '#src/lib/validation.ts'
import { useCheckResetToken } from '#src/features/auth/api/check-reset-token.ts'
import { resetPassword } from '#src/features/auth/api/reset-password.ts'

const MISMATCH = 'passwordMismatch'

const NewPasswordSchema = withConfirmation(
  z.object({
    password: newPasswordField(),
    confirmPassword: z.string().check(z.minLength(1, 'validation.required')),
  }),
  'password',
  'confirmPassword',
  MISMATCH,
)

function resetFailureKey(error: unknown) {
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'errors.network'
  return 'auth.reset.failed'
}

/**
 * /reset-password/{token}: the link is checked first, on request; only a valid link
 * shows the password fields.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const check = useCheckResetToken()
  const form = useEndpointForm({
    schema: NewPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    send: ({ values }) => resetPassword({ token, password: values.password }),
    success: 'auth.reset.success',
    failure: { failure: 'auth.reset.failed', own: resetFailureKey },
  })
  // Different passwords fail the reset without asking the server (docs/product.md#forms).
  const mismatch = form.formState.errors.confirmPassword?.message === MISMATCH
  const outcome = mismatch
    ? { tone: 'error' as const, text: 'auth.reset.failed', id: form.formState.submitCount }
    : form.outcome

  return (
    <div className="flex flex-col gap-6">
      {form.outcome?.tone === 'success' ? (
        <div className="flex flex-col gap-5">
          <FormMessage tone="success">{t(form.outcome.text)}</FormMessage>
          <Link
            to={paths.login.getHref()}
            className={`${buttonClasses('primary', 'lg')} self-start`}
          >
            {t('auth.goToLogin')}
          </Link>
        </div>
      ) : check.isSuccess ? (
        <>
          <FormMessage tone="success">{t('auth.reset.tokenValid')}</FormMessage>
          <Form form={form}>
            <InputField
              label={t('auth.fields.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              error={form.errorText('password')}
              {...form.register('password')}
            />
            <InputField
              label={t('auth.fields.confirmNewPassword')}
              type="password"
              autoComplete="new-password"
              required
              error={form.errorText('confirmPassword')}
              {...form.register('confirmPassword')}
            />
            <FormFooter form={{ ...form, outcome }} submit={t('auth.reset.submit')} />
          </Form>
        </>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="text-charcoal-700">{t('auth.reset.verifyIntro')}</p>
          {check.isError ? (
            <>
              <FormMessage tone="error">
                {isTooManyRequests(check.error)
                  ? t('errors.tooManyRequests')
                  : check.error instanceof NetworkError
                    ? t('errors.network')
                    : t('auth.reset.tokenInvalid')}
              </FormMessage>
              <Link
                to={paths.resetRequest.getHref()}
                className="font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
              >
                {t('auth.reset.requestNewLink')}
              </Link>
            </>
          ) : null}
          <Button
            size="lg"
            className="self-start"
            pending={check.isPending}
            onClick={() => check.mutate(token)}
          >
            {t('auth.reset.verify')}
          </Button>
        </div>
      )}
      <Link to={paths.home.getHref()} className={`${buttonClasses('ghost', 'md')} self-start`}>
        <ArrowLeftIcon className="size-5" />
        {t('common.backHome')}
      </Link>
    </div>
  )
}
