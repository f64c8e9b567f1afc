import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, Navigate, useLocation } from 'react-router'
import { isAdminPath, paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { PageLoading } from '#src/components/ui/page-loading.tsx'
import { PizzaMark } from '#src/components/ui/icons.tsx'
import { adminFallbackHref } from '#src/features/auth/components/route-guards.tsx'
import { useCurrentPageAsNext } from '#src/lib/next-page.ts'
import { isAdmin, useSession } from '#src/lib/session.ts'

/**
 * Admin pages are added to the router only for admins, so everyone else reaches this
 * catch-all on an admin path: they are redirected as the admin guard would.
 */
function AdminPathRedirect({ pathname }: { pathname: string }) {
  const session = useSession()
  const here = useCurrentPageAsNext()
  if (session.isLogged === null) return <PageLoading />
  // Became an admin after the router looked: navigating again loads the admin area.
  if (isAdmin(session)) return <Navigate to={pathname} replace />
  const otherwise = pathname.startsWith(paths.admin.clients.path) ? 'home' : 'login'
  return <Navigate to={adminFallbackHref(session, otherwise, here)} replace />
}

export function NotFoundRoute() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  if (isAdminPath(pathname)) return <AdminPathRedirect pathname={pathname} />
  return (
    <ContentLayout title={t('notFound.title')} eyebrow={t('notFound.eyebrow')}>
      <div className="flex flex-col items-start gap-6">
        <PizzaMark className="size-20" />
        <p className="text-lg text-charcoal-700">{t('notFound.text')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.home.getHref()} className={buttonClasses('primary', 'md')}>
            {t('common.backHome')}
          </Link>
          <Link to={paths.courses.getHref()} className={buttonClasses('secondary', 'md')}>
            {t('notFound.browseCourses')}
          </Link>
        </div>
      </div>
    </ContentLayout>
  )
}
