import { OnlineCourseCalls } from '@aula/contract/routes/online-courses'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey, type Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery } from '#src/lib/content-language.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * One video course by its Italian or English title, in `language`
 * (docs/product.md#content-languages-and-urls). The session cookie, when there is one, lets
 * the server say whether this person has already bought it.
 */
export async function getOnlineCourse(title: string, language: Language = 'it') {
  const answer = await call(OnlineCourseCalls.one, {
    params: { title },
    query: langQuery(language),
  })
  return answer.onlinecourse
}

/** Cached per person (a visitor and a buyer see a different `purchased`) and language. */
export const onlineCourseQueryOptions = (
  title: string,
  email: string | null,
  language: Language = 'it',
) =>
  queryOptions({
    queryKey: ['online-courses', 'detail', titleKey(title), email, language],
    queryFn: () => getOnlineCourse(title, language),
  })

/** `fresh`: fetch again on mount even when a recent copy is cached (the admin's edit form). */
export function useOnlineCourse(
  title: string,
  { fresh = false, language = 'it' }: { fresh?: boolean; language?: Language } = {},
) {
  const { user } = useSession()
  return useQuery({
    ...onlineCourseQueryOptions(title, user?.email ?? null, language),
    refetchOnMount: fresh ? 'always' : true,
  })
}
