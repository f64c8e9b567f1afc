import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'

/**
 * The end of a list read page by page: how many items are shown (read out as it changes),
 * a button for the next page while there is one, and what went wrong if that page failed
 * (the same button tries again).
 */
export function ShowMore({
  shown,
  hasMore,
  loading,
  failed,
  onMore,
}: {
  shown: string
  hasMore: boolean
  loading: boolean
  failed: boolean
  onMore: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-start gap-3">
      <p aria-live="polite" className="text-sm text-charcoal-700">
        {shown}
      </p>
      {failed ? <FormMessage tone="error">{t('profile.history.moreFailed')}</FormMessage> : null}
      {hasMore ? (
        <Button variant="secondary" size="sm" pending={loading} onClick={onMore}>
          {t('profile.history.more')}
        </Button>
      ) : null}
    </div>
  )
}
