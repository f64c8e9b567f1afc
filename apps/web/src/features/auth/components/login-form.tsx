import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { ArrowLeftIcon } from '#src/components/ui/icons.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { passwordField, requiredText, useErrorText } from '#src/lib/validation.ts'
import { useNextPage, withNextPage } from '#src/lib/next-page.ts'
import { NOT_VERIFIED, SignInError, useSignIn } from '#src/features/auth/hooks/use-sign-in.ts'
import { ResendVerification } from './resend-verification.tsx'

const LoginFormSchema = z.object({
  email: requiredText(254),
  password: passwordField(),
})
type LoginFormValues = z.infer<typeof LoginFormSchema>

export function LoginForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const signIn = useSignIn()
  // The page that sent the person here (a safe path of this site), or home.
  const next = useNextPage()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => void navigate(next ?? paths.home.getHref(), { replace: true }),
    }),
  )

  const failure = signIn.error instanceof SignInError ? signIn.error.messageKey : 'casual2'

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={errorText(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errorText(errors.password)}
          {...register('password')}
        />
        {signIn.isError && failure === NOT_VERIFIED ? (
          <ResendVerification
            key={signIn.variables?.email}
            email={(signIn.variables?.email ?? '').trim().toLowerCase()}
            next={next}
          />
        ) : signIn.isError ? (
          <FormMessage tone="error">{t(failure)}</FormMessage>
        ) : null}
        <Button type="submit" size="lg" pending={signIn.isPending}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 text-sm">
        <Link
          to={paths.resetRequest.getHref()}
          className="font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
        >
          {t('auth.login.forgotPassword')}
        </Link>
        <p className="text-charcoal-700">
          {t('auth.login.noAccount')}{' '}
          <Link
            to={withNextPage(paths.register.getHref(), next)}
            className="font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
          >
            {t('auth.login.createAccount')}
          </Link>
        </p>
      </div>
      <Link to={paths.home.getHref()} className={`${buttonClasses('ghost', 'md')} self-start`}>
        <ArrowLeftIcon className="size-5" />
        {t('common.backHome')}
      </Link>
    </div>
  )
}
