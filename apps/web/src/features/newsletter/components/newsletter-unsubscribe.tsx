import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormResult } from '#src/components/ui/form/form.tsx'
import { useUnsubscribe } from '#src/features/newsletter/api/unsubscribe.ts'
import { linkFailure } from '#src/features/newsletter/failure.ts'

/**
 * The unsubscribe link of every newsletter. Mail scanners and link previews open links on
 * their own, so opening the page changes nothing: only the person's button press does.
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation()
  const unsubscribe = useUnsubscribe()
  const failure = unsubscribe.isError
    ? linkFailure(unsubscribe.error, 'newsletterPages.unsubscribe.invalidLink')
    : null

  return (
    <div className="flex flex-col gap-5">
      {unsubscribe.isSuccess ? (
        <FormResult key={unsubscribe.submittedAt} tone="success">
          {t('newsletterPages.unsubscribe.success')}
        </FormResult>
      ) : (
        <p className="text-charcoal-700">{t('newsletterPages.unsubscribe.intro')}</p>
      )}
      {failure ? (
        <FormResult key={unsubscribe.submittedAt} tone="error">
          {t(failure.key)}
        </FormResult>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {unsubscribe.isSuccess || (failure && !failure.canRetry) ? null : (
          <Button
            size="lg"
            pending={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {t('newsletterPages.unsubscribe.submit')}
          </Button>
        )}
        <Link to={paths.home.getHref()} className={buttonClasses('secondary', 'lg')}>
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  )
}
