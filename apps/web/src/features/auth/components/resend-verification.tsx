import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { isTooManyRequests } from '#src/lib/api-client.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { useResendVerification } from '#src/features/auth/api/resend-verification.ts'

/**
 * Shown when the right password meets an account whose e-mail is not verified yet: says
 * so, and sends the link again (to the page the person was going to, if any).
 */
export function ResendVerification({ email, next }: { email: string; next: string | null }) {
  const { t, i18n } = useTranslation()
  const resend = useResendVerification()

  const send = () =>
    resend.mutate({
      email,
      language: currentLanguage(i18n),
      ...(next ? { next } : {}),
    })

  return (
    <div className="flex flex-col gap-3">
      <FormMessage tone="error">{t('auth.login.notVerified')}</FormMessage>
      {resend.isSuccess ? (
        <FormMessage tone="success">{t('auth.login.resendSent', { email })}</FormMessage>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={send}
          pending={resend.isPending}
        >
          {t('auth.login.resend')}
        </Button>
      )}
      {resend.isError ? (
        <FormMessage tone="error">
          {t(
            isTooManyRequests(resend.error) ? 'errors.tooManyRequests' : 'auth.login.resendFailed',
          )}
        </FormMessage>
      ) : null}
    </div>
  )
}
