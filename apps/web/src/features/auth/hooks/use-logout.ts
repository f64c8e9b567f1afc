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
      // Leaving must always work: if the server cannot be told, the session is still
      // forgotten here (the server ends it with its cookie's lifetime at the latest).
      if (session.getSnapshot().user) await logout().catch(() => undefined)
    },
    onSettled: async () => {
      // Home is shown before the session is cleared, or the guard of a private page would
      // react first and send the person to /login.
      await navigate(paths.home.getHref(), { flushSync: true })
      session.clear()
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' })
    },
  })
}
