import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { emailField, useErrorText } from '#src/lib/validation.ts'
import { useRequestPasswordReset } from '#src/features/auth/api/request-password-reset.ts'

const ResetRequestSchema = z.object({ email: emailField() })
type ResetRequestValues = z.input<typeof ResetRequestSchema>

function failureKey(error: unknown) {
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'errors.network'
  return 'auth.resetRequest.error'
}

/** /resetpassword: asks for a link; the answer is the same whether the account exists or not. */
export function ResetRequestForm() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const request = useRequestPasswordReset()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestValues>({
    resolver: zodResolver(ResetRequestSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit((values) =>
    request.mutate({ email: values.email.trim(), language: currentLanguage(i18n) }),
  )

  return (
    <div className="flex flex-col gap-6">
      <p className="text-charcoal-700">{t('auth.resetRequest.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email)}
          {...register('email')}
        />
        {request.isSuccess ? (
          <FormMessage tone="success">{t('auth.resetRequest.sent')}</FormMessage>
        ) : null}
        {request.isError ? (
          <FormMessage tone="error">{t(failureKey(request.error))}</FormMessage>
        ) : null}
        <Button type="submit" size="lg" pending={request.isPending}>
          {t('auth.resetRequest.submit')}
        </Button>
      </form>
      <Link
        to={paths.login.getHref()}
        className="text-sm font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
      >
        {t('auth.backToLogin')}
      </Link>
    </div>
  )
}
