import { useEffect, useRef } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { NEWSLETTER_CONFIRM_DAYS } from '@aula/contract/newsletter'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import { useConfirmSubscription } from '#src/features/newsletter/api/confirm-subscription.ts'
import { linkFailure } from '#src/features/newsletter/failure.ts'

/**
 * The link of the confirmation mail: opening it is the confirmation, so the call starts on
 * load. States: in progress, confirmed, failed; each leaves a way home.
 */
export function NewsletterConfirmation({ token }: { token: string }) {
  const { t } = useTranslation()
  const confirm = useConfirmSubscription()
  const { mutate } = confirm
  // The link works once: a second call (a re-run effect) would report a spent link.
  const sentFor = useRef<string | null>(null)

  useEffect(() => {
    if (sentFor.current === token) return
    sentFor.current = token
    mutate(token)
  }, [token, mutate])

  const home = (
    <Link to={paths.home.getHref()} className={`${buttonClasses('secondary', 'md')} self-start`}>
      {t('common.backHome')}
    </Link>
  )

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <FormMessage tone="success">{t('newsletterPages.confirm.success')}</FormMessage>
        <p className="text-charcoal-700">{t('newsletterPages.confirm.successHelp')}</p>
        {home}
      </div>
    )
  }

  if (confirm.isError) {
    const failure = linkFailure(confirm.error, 'newsletterPages.confirm.invalidLink')
    return (
      <div className="flex flex-col gap-5">
        <FormMessage tone="error">{t(failure.key, { days: NEWSLETTER_CONFIRM_DAYS })}</FormMessage>
        {failure.canRetry ? null : (
          <p className="text-charcoal-700">{t('newsletterPages.confirm.subscribeAgain')}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {failure.canRetry ? (
            <Button onClick={() => mutate(token)}>{t('newsletterPages.confirm.retry')}</Button>
          ) : null}
          {home}
        </div>
      </div>
    )
  }

  return (
    <div role="status" className="flex items-center gap-3 text-charcoal-700">
      <Spinner className="size-6 text-tomato-600" />
      <span>{t('newsletterPages.confirm.inProgress')}</span>
    </div>
  )
}
