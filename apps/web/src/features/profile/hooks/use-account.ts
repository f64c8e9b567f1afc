import { useSession } from '#src/lib/session.ts'

/** The signed-in member whose profile this is: every profile call carries their session. */
export function useAccount() {
  const user = useSession().user
  return { email: user?.email ?? '', token: user?.token ?? '' }
}
