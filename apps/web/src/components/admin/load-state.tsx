import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { isNotFound } from '#src/lib/admin/form.ts'

/** The item an edit page needs is gone, or the address is wrong. */
export function NotFoundNotice() {
  const { t } = useTranslation()
  return (
    <EmptyState title={t('adminForms.notFound')}>
      <Link to={paths.admin.panel.getHref()} className={buttonClasses('secondary', 'md')}>
        {t('adminForms.backToPanel')}
      </Link>
    </EmptyState>
  )
}

/**
 * What an admin screen shows around one load: a skeleton while it comes, "not found" on a
 * 404, the reason and a retry on any other failure, and the content once it is there.
 */
export function LoadState<T>({
  query,
  children,
  layout = 'list',
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  layout?: 'list' | 'detail' | 'grid'
}) {
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundNotice />
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return <LoadingCards layout={layout} count={3} />
}
