import { EditionCalls } from '@aula/contract/routes/editions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'
import type { Language } from '@aula/contract/values/common'
import { langQuery, useContentLanguage } from '#src/lib/content-language.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * GET /api/editions/: one course's editions, or the editions not ended (course omitted; the
 * soonest 100, the server's default cap), with their seats left (docs/product.md#editions). Per person: a member sees whether they
 * wait for a sold-out one. Course titles come in the reader's language. The public pages read the list of every edition to come (one
 * query their routes declare, app/route-queries.ts); a member's own actions read it again.
 */
export const editionsQueryOptions = (
  course: number | null,
  email: string | null,
  language: Language = 'it',
) =>
  queryOptions({
    queryKey: ['editions', course ?? 'upcoming', email, language] as const,
    queryFn: ({ signal }) =>
      call(EditionCalls.list, {
        query: { ...(course === null ? {} : { course: String(course) }), ...langQuery(language) },
        signal,
      }).then((answer) => answer.editions),
    // Seats move with every purchase and a rendered page may be a minute old: a page reads
    // the list again as soon as it mounts with a copy older than a few seconds.
    staleTime: 5_000,
  })

export function useEditions(course: number | null) {
  const { user } = useSession()
  const language = useContentLanguage()
  return useQuery(editionsQueryOptions(course, user?.email ?? null, language))
}
