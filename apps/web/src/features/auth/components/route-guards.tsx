import { Navigate, Outlet } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { PageLoading } from '#src/components/ui/page-loading.tsx'
import { isAdmin, useSession, type Session } from '#src/lib/session.ts'

/** Pages for a logged-in person; visitors go to /login (SPEC §2.1). */
export function RequireUser() {
  const session = useSession()
  if (session.isLogged === null) return <PageLoading />
  if (!session.isLogged) return <Navigate to={paths.login.getHref()} replace />
  return <Outlet />
}

/** /login and /register: someone already logged in goes home. */
export function RequireGuest() {
  const session = useSession()
  if (session.isLogged === null) return <PageLoading />
  if (session.isLogged) return <Navigate to={paths.home.getHref()} replace />
  return <Outlet />
}

/**
 * Admin pages. Visitors go to /login; a logged-in non-admin goes home, where /login would
 * send them anyway. Some pages send everyone who is not an admin home (SPEC §2.1).
 */
export function RequireAdmin({ otherwise = 'login' }: { otherwise?: AdminFallback }) {
  const session = useSession()
  if (session.isLogged === null) return <PageLoading />
  if (isAdmin(session)) return <Outlet />
  return <Navigate to={adminFallbackHref(session, otherwise)} replace />
}

export type AdminFallback = 'login' | 'home'

/** Where someone who is not an admin goes instead of an admin page. */
export function adminFallbackHref(session: Session, otherwise: AdminFallback = 'login') {
  return otherwise === 'home' || session.isLogged ? paths.home.getHref() : paths.login.getHref()
}
