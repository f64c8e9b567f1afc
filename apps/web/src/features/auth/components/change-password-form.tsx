import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { z } from 'zod/mini'
import { PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/values/auth'
import { AuthMessages } from '@aula/contract/auth'
import { paths } from '#src/config/paths.ts'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { useSessionStore } from '#src/lib/session.ts'
import { newPasswordField, passwordField, withConfirmation } from '#src/lib/validation.ts'
import { changePassword } from '#src/features/auth/api/change-password.ts'

const MISMATCH = 'errore_password_non_corrispondono'

const ChangePasswordFormSchema = withConfirmation(
  z.object({
    oldPassword: passwordField(),
    newPassword: newPasswordField(),
    confirmPassword: z.string().check(z.minLength(1, 'validation.required')),
  }),
  'newPassword',
  'confirmPassword',
  MISMATCH,
)

function failureKey(error: unknown) {
  if (isApiError(error, 400, AuthMessages.wrongPassword)) return 'auth.changePassword.wrongCurrent'
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'errors.network'
  return 'auth.changePassword.failed'
}

/** /changepassword: the server ends the person's other sessions; this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation()
  const store = useSessionStore()
  const form = useEndpointForm({
    schema: ChangePasswordFormSchema,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    send: async ({ values }) => {
      try {
        return await changePassword({
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
        })
      } catch (error) {
        // The session ended elsewhere: the guard then sends the person to log in again.
        if (isApiError(error, 401)) store.clear()
        throw error
      }
    },
    success: 'auth.changePassword.success',
    failure: { failure: 'auth.changePassword.failed', own: failureKey },
  })
  // Passwords that differ are told under the confirmation alone, not beside an older answer.
  const mismatch = form.formState.errors.confirmPassword?.message === MISMATCH

  return (
    <div className="flex flex-col gap-6">
      <Form form={form}>
        <InputField
          label={t('auth.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={form.errorText('oldPassword')}
          {...form.register('oldPassword')}
        />
        <InputField
          label={t('auth.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={form.errorText('newPassword')}
          {...form.register('newPassword')}
        />
        <InputField
          label={t('auth.fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={form.errorText('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <FormFooter
          form={{ ...form, outcome: mismatch ? null : form.outcome }}
          submit={t('auth.changePassword.submit')}
        />
      </Form>
      <Link
        to={paths.profile.getHref()}
        className="text-sm font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
      >
        {t('auth.changePassword.backToProfile')}
      </Link>
    </div>
  )
}
