import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useSearchParams } from 'react-router'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { EmptyState } from '#src/components/ui/query-state.tsx'
import { pageHref } from '#src/lib/catalog-filters.ts'

/**
 * An admin list's page number past its last page (an old link, say): it says so and leads
 * to page 1, keeping the rest of the address.
 */
export function MissingPage({ pages }: { pages: number }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <EmptyState title={t('adminPanel.paging.missing', { count: pages })}>
      <Link to={pageHref(params, 1)} className={buttonClasses('secondary', 'md')}>
        {t('adminPanel.paging.firstPage')}
      </Link>
    </EmptyState>
  )
}
