import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Spinner } from './spinner.tsx'

/** What a guarded page shows while the session is being checked. */
export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-[40vh] items-center justify-center px-4 py-16">
      <div role="status" className="flex items-center gap-3 text-charcoal-700">
        <Spinner className="size-6 text-tomato-600" />
        <span>{t('common.loading')}</span>
      </div>
    </div>
  )
}
