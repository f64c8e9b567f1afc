import { Navigate, Outlet } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { PageLoading } from '#src/components/ui/page-loading.tsx'
import { useCurrentPageAsNext, useNextPage, withNextPage } from '#src/lib/next-page.ts'
import { isAdmin, useSession, type Session } from '#src/lib/session.ts'

/** Pages for a logged-in person; visitors go to /login, and come back here after it. */
export function RequireUser() {
  const session = useSession()
  const here = useCurrentPageAsNext()
  if (session.isLogged === null) return <PageLoading />
  if (!session.isLogged) return <Navigate to={withNextPage(paths.login.getHref(), here)} replace />
  return <Outlet />
}

/** /login and /register: someone logged in goes to the page they came from, or home. */
export function RequireGuest() {
  const session = useSession()
  const next = useNextPage()
  if (session.isLogged === null) return <PageLoading />
  if (session.isLogged) return <Navigate to={next ?? paths.home.getHref()} replace />
  return <Outlet />
}

/**
 * Admin pages. Visitors go to /login; a logged-in non-admin goes home, where /login would
 * send them anyway. Some pages send everyone who is not an admin home (docs/product.md#routes).
 */
export function RequireAdmin({ otherwise = 'login' }: { otherwise?: AdminFallback }) {
  const session = useSession()
  const here = useCurrentPageAsNext()
  if (session.isLogged === null) return <PageLoading />
  if (isAdmin(session)) return <Outlet />
  return <Navigate to={adminFallbackHref(session, otherwise, here)} replace />
}

export type AdminFallback = 'login' | 'home'

/** Where someone who is not an admin goes instead of an admin page (`next`: back there). */
export function adminFallbackHref(
  session: Session,
  otherwise: AdminFallback = 'login',
  next: string | null = null,
) {
  return otherwise === 'home' || session.isLogged
    ? paths.home.getHref()
    : withNextPage(paths.login.getHref(), next)
}
