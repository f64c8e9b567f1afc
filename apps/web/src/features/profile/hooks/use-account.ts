import { useSession } from '#src/lib/session.ts'

/** The signed-in member whose profile this is: every profile call is made with their session cookie. */
export function useAccount() {
  return { email: useSession().user?.email ?? '' }
}
