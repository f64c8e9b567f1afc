import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/auth'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { ArrowLeftIcon } from '#src/components/ui/icons.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { newPasswordField, useErrorText } from '#src/lib/validation.ts'
import { useCheckResetToken } from '#src/features/auth/api/check-reset-token.ts'
import { useResetPassword } from '#src/features/auth/api/reset-password.ts'

const NewPasswordSchema = z.object({
  password: newPasswordField(),
  confirmPassword: z.string().min(1, 'validation.required'),
})
type NewPasswordValues = z.input<typeof NewPasswordSchema>

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
  const errorText = useErrorText()
  const check = useCheckResetToken()
  const reset = useResetPassword()
  // Different passwords fail the reset without asking the server (docs/product.md#forms).
  const [mismatch, setMismatch] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      setMismatch(true)
      reset.reset()
      setError('confirmPassword', { message: 'passwordMismatch' }, { shouldFocus: true })
      return
    }
    setMismatch(false)
    reset.mutate({ token, password: values.password })
  })

  return (
    <div className="flex flex-col gap-6">
      {reset.isSuccess ? (
        <div className="flex flex-col gap-5">
          <FormMessage tone="success">{t('auth.reset.success')}</FormMessage>
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
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <TextField
              label={t('auth.fields.newPassword')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              error={errorText(errors.password)}
              {...register('password')}
            />
            <TextField
              label={t('auth.fields.confirmNewPassword')}
              type="password"
              autoComplete="new-password"
              required
              error={errorText(errors.confirmPassword)}
              {...register('confirmPassword')}
            />
            {mismatch ? <FormMessage tone="error">{t('auth.reset.failed')}</FormMessage> : null}
            {reset.isError ? (
              <FormMessage tone="error">{t(resetFailureKey(reset.error))}</FormMessage>
            ) : null}
            <Button type="submit" size="lg" pending={reset.isPending}>
              {t('auth.reset.submit')}
            </Button>
          </form>
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
