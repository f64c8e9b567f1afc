import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { AuthMessages, PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/auth'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { useSession, useSessionStore } from '#src/lib/session.ts'
import { newPasswordField, passwordField, useErrorText } from '#src/lib/validation.ts'
import { useChangePassword } from '#src/features/auth/api/change-password.ts'

const ChangePasswordFormSchema = z.object({
  oldPassword: passwordField(),
  newPassword: newPasswordField(),
  confirmPassword: z.string().min(1, 'validation.required'),
})
type ChangePasswordValues = z.input<typeof ChangePasswordFormSchema>

function failureKey(error: unknown) {
  if (isApiError(error, 400, AuthMessages.wrongPassword)) return 'auth.changePassword.wrongCurrent'
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'errors.network'
  return 'auth.changePassword.failed'
}

/** /changepassword: the server ends the person's other sessions; this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const session = useSession()
  const store = useSessionStore()
  const change = useChangePassword()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit((values) => {
    if (values.newPassword !== values.confirmPassword) {
      change.reset()
      setError(
        'confirmPassword',
        { message: 'errore_password_non_corrispondono' },
        { shouldFocus: true },
      )
      return
    }
    if (!session.user) return
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => reset(),
        onError: (error) => {
          // The session ended elsewhere: the guard then sends the person to log in again.
          if (isApiError(error, 401)) store.clear()
        },
      },
    )
  })

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={t('auth.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={errorText(errors.oldPassword)}
          {...register('oldPassword')}
        />
        <TextField
          label={t('auth.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={errorText(errors.newPassword)}
          {...register('newPassword')}
        />
        <TextField
          label={t('auth.fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errorText(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        {change.isSuccess ? (
          <FormMessage tone="success">{t('auth.changePassword.success')}</FormMessage>
        ) : null}
        {change.isError ? (
          <FormMessage tone="error">{t(failureKey(change.error))}</FormMessage>
        ) : null}
        <Button type="submit" size="lg" pending={change.isPending}>
          {t('auth.changePassword.submit')}
        </Button>
      </form>
      <Link
        to={paths.profile.getHref()}
        className="text-sm font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
      >
        {t('auth.changePassword.backToProfile')}
      </Link>
    </div>
  )
}
