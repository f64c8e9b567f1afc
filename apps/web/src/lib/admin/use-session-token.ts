import { useSession } from '#src/lib/session.ts'

/** The signed-in admin's session token, from which each write gets its private token. */
export function useSessionToken(): string {
  return useSession().user?.token ?? ''
}
