import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod/mini'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { ArrowLeftIcon } from '#src/components/ui/icons.tsx'
import { passwordField, requiredText } from '#src/lib/validation.ts'
import { useNextPage, withNextPage } from '#src/lib/next-page.ts'
import { NOT_VERIFIED, SignInError, useSignIn } from '#src/features/auth/hooks/use-sign-in.ts'
import { ResendVerification } from './resend-verification.tsx'

const LoginFormSchema = z.object({
  email: requiredText(254),
  password: passwordField(),
})

export function LoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signIn = useSignIn()
  // The page that sent the person here (a safe path of this site), or home.
  const next = useNextPage()
  const form = useEndpointForm({
    schema: LoginFormSchema,
    defaultValues: { email: '', password: '' },
    send: ({ values }) => signIn.mutateAsync(values),
    success: null,
    // Sign-in tells its failures itself: the login's answer, then the group's.
    failure: {
      failure: 'casual2',
      own: (error) => (error instanceof SignInError ? error.messageKey : 'casual2'),
    },
    onSuccess: () => navigate(next ?? paths.home.getHref(), { replace: true }),
  })
  const notVerified = form.outcome?.text === NOT_VERIFIED

  return (
    <div className="flex flex-col gap-6">
      <Form form={form}>
        <InputField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={form.errorText('email')}
          {...form.register('email')}
        />
        <InputField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={form.errorText('password')}
          {...form.register('password')}
        />
        {notVerified ? (
          <ResendVerification
            key={signIn.variables?.email}
            email={(signIn.variables?.email ?? '').trim().toLowerCase()}
            next={next}
          />
        ) : null}
        <FormFooter
          form={{ ...form, outcome: notVerified ? null : form.outcome }}
          submit={t('auth.login.submit')}
        />
      </Form>
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
