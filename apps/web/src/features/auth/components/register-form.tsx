import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { z } from 'zod'
import { AFFILIATE_CODE_MAX, AuthMessages, PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/auth'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { emailField, newPasswordField, requiredText, useErrorText } from '#src/lib/validation.ts'
import { useNextPage, withNextPage } from '#src/lib/next-page.ts'
import { useRegisterAccount } from '#src/features/auth/api/register-account.ts'

const RegisterFormSchema = z.object({
  name: requiredText(120),
  email: emailField(),
  password: newPasswordField(),
  confirmPassword: z.string().min(1, 'validation.required'),
  usedAffiliateCode: requiredText(AFFILIATE_CODE_MAX),
})
type RegisterFormValues = z.input<typeof RegisterFormSchema>

/** What registration tells, from the server's answers (docs/product.md#sign-in). */
function failureKey(error: unknown): string {
  if (isApiError(error, 409)) return 'accountAlreadyRegistered'
  if (isApiError(error, 400, AuthMessages.invalidInvite)) return 'auth.register.invalidInvite'
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'casual'
  return 'auth.register.failed'
}

export function RegisterForm() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const [searchParams] = useSearchParams()
  // The page to return to travels in the verification link, then to the login page.
  const next = useNextPage()
  const loginHref = withNextPage(paths.login.getHref(), next)
  const registerAccount = useRegisterAccount()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      // An invitation link carries the code, so the person does not have to type it.
      usedAffiliateCode: searchParams.get('invite') ?? '',
    },
  })

  const onSubmit = handleSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      setError('confirmPassword', { message: 'passwordMismatch' }, { shouldFocus: true })
      return
    }
    registerAccount.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      usedAffiliateCode: values.usedAffiliateCode.trim(),
      language: currentLanguage(i18n),
      ...(next ? { next } : {}),
    })
  })

  if (registerAccount.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <FormMessage tone="success">{t('emailS')}</FormMessage>
        <Link
          to={loginHref}
          className="font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
        >
          {t('auth.goToLogin')}
        </Link>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={t('auth.fields.fullName')}
          autoComplete="name"
          required
          error={errorText(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={errorText(errors.password)}
          {...register('password')}
        />
        <TextField
          label={t('auth.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errorText(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <TextField
          label={t('auth.fields.inviteCode')}
          autoComplete="off"
          autoCapitalize="characters"
          required
          hint={t('auth.fields.inviteCodeHint')}
          error={errorText(errors.usedAffiliateCode)}
          {...register('usedAffiliateCode')}
        />
        {registerAccount.isError ? (
          <FormMessage tone="error">{t(failureKey(registerAccount.error))}</FormMessage>
        ) : null}
        <Button type="submit" size="lg" pending={registerAccount.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="text-sm text-charcoal-700">
        {t('auth.register.haveAccount')}{' '}
        <Link
          to={loginHref}
          className="font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
        >
          {t('auth.goToLogin')}
        </Link>
      </p>
    </div>
  )
}
