import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { useSessionStore } from '#src/lib/session.ts'
import { logout } from '#src/features/auth/api/logout.ts'

export function useLogout() {
  const session = useSessionStore()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      // Home is shown first: a private page left open would meet the ended session (its
      // guard, or an answer refused once the server has ended it) and send the person to
      // /login instead. The home page's code may still have to arrive.
      await navigate(paths.home.getHref(), { flushSync: true })
      // Leaving must always work: if the server cannot be told, the session is still
      // forgotten here (the server ends it with its cookie's lifetime at the latest).
      if (session.getSnapshot().user) await logout().catch(() => undefined)
    },
    onSettled: () => {
      session.clear()
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' })
    },
  })
}
