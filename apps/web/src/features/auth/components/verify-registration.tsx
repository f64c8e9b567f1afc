import { useEffect, useRef } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import { useNextPage, withNextPage } from '#src/lib/next-page.ts'
import { useVerifyAccount } from '#src/features/auth/api/verify-account.ts'

/** Opens the link from the registration e-mail: idle, in progress, success or failure. */
export function VerifyRegistration({ token }: { token: string }) {
  const { t } = useTranslation()
  const verify = useVerifyAccount()
  const { mutate } = verify
  // The page the person was going to when registering: opened after signing in.
  const next = useNextPage()
  // The token works once: a second request (a re-run effect) would report a failure.
  const sentFor = useRef<string | null>(null)

  useEffect(() => {
    if (sentFor.current === token) return
    sentFor.current = token
    mutate(token)
  }, [token, mutate])

  if (verify.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <FormMessage tone="success">{t('auth.verify.success')}</FormMessage>
        <Link
          to={withNextPage(paths.login.getHref(), next)}
          className={`${buttonClasses('primary', 'lg')} self-start`}
        >
          {t('auth.goToLogin')}
        </Link>
      </div>
    )
  }

  if (verify.isError) {
    return (
      <div className="flex flex-col gap-5">
        <FormMessage tone="error">{t('auth.verify.failure')}</FormMessage>
        <p className="text-charcoal-700">{t('auth.verify.failureHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => mutate(token)} pending={verify.isPending}>
            {t('auth.verify.retry')}
          </Button>
          <Link
            to={withNextPage(paths.register.getHref(), next)}
            className={buttonClasses('secondary', 'md')}
          >
            {t('auth.verify.registerAgain')}
          </Link>
          <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'md')}>
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    )
  }

  return (
    <div role="status" className="flex items-center gap-3 text-charcoal-700">
      <Spinner className="size-6 text-tomato-600" />
      <span>{t('auth.verify.inProgress')}</span>
    </div>
  )
}
