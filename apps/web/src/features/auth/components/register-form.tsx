import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { PASSWORD_MAX, PASSWORD_MIN } from '@aula/contract/values/auth'
import { AFFILIATE_CODE_MAX, AuthMessages } from '@aula/contract/auth'
import { paths } from '#src/config/paths.ts'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { CheckboxField, InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import {
  emailField,
  newPasswordField,
  requiredText,
  withConfirmation,
} from '#src/lib/validation.ts'
import { useNextPage, withNextPage } from '#src/lib/next-page.ts'
import { consentVersionShown, usePrivacyPolicy } from '#src/lib/privacy-policy.ts'
import { registerAccount } from '#src/features/auth/api/register-account.ts'

const RegisterFormSchema = withConfirmation(
  z.object({
    name: requiredText(120),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: z.string().check(z.minLength(1, 'validation.required')),
    usedAffiliateCode: requiredText(AFFILIATE_CODE_MAX),
    newsletter: z.boolean(),
  }),
  'password',
  'confirmPassword',
  'passwordMismatch',
)

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
  const [searchParams] = useSearchParams()
  // The page to return to travels in the verification link, then to the login page.
  const next = useNextPage()
  const loginHref = withNextPage(paths.login.getHref(), next)
  // The policy's version is read with the page: the consents sent name what was shown.
  const queryClient = useQueryClient()
  usePrivacyPolicy()
  const form = useEndpointForm({
    schema: RegisterFormSchema,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      // An invitation link carries the code, so the person does not have to type it.
      usedAffiliateCode: searchParams.get('invite') ?? '',
      newsletter: false,
    },
    send: async ({ values }) =>
      registerAccount({
        name: values.name,
        email: values.email,
        password: values.password,
        usedAffiliateCode: values.usedAffiliateCode,
        language: currentLanguage(i18n),
        ...(next ? { next } : {}),
        // docs/product.md#privacy: the versions of the consent texts shown above the button.
        termsVersion: await consentVersionShown(queryClient, 'terms'),
        ...(values.newsletter
          ? { newsletterVersion: await consentVersionShown(queryClient, 'newsletter') }
          : {}),
      }),
    success: 'emailS',
    failure: { failure: 'auth.register.failed', own: failureKey },
  })

  if (form.outcome?.tone === 'success') {
    return (
      <div className="flex flex-col gap-5">
        <FormMessage tone="success">{t(form.outcome.text)}</FormMessage>
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
      <Form form={form}>
        <InputField
          label={t('auth.fields.fullName')}
          autoComplete="name"
          required
          error={form.errorText('name')}
          {...form.register('name')}
        />
        <InputField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={form.errorText('email')}
          {...form.register('email')}
        />
        <InputField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={form.errorText('password')}
          {...form.register('password')}
        />
        <InputField
          label={t('auth.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={form.errorText('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <InputField
          label={t('auth.fields.inviteCode')}
          autoComplete="off"
          autoCapitalize="characters"
          required
          hint={t('auth.fields.inviteCodeHint')}
          error={form.errorText('usedAffiliateCode')}
          {...form.register('usedAffiliateCode')}
        />
        <CheckboxField label={t('consent.newsletter')} {...form.register('newsletter')} />
        <p className="text-sm text-charcoal-700">
          {t('consent.terms')}{' '}
          <Link
            to={paths.privacy.getHref()}
            className="font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
          >
            {t('consent.policyLink')}
          </Link>
        </p>
        <FormFooter form={form} submit={t('auth.register.submit')} />
      </Form>
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
