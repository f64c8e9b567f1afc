import { CourseCalls } from '@aula/contract/routes/courses'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey, type Language } from '@aula/contract/values/common'
import { ApiError, call } from '#src/lib/api-client.ts'
import { langQuery } from '#src/lib/content-language.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * One course by its Italian or English title (spaces or hyphens, any case), in `language`
 * (docs/product.md#content-languages-and-urls). The session cookie, when there is one, lets
 * the server say whether this person has already bought it.
 */
export async function getCourse(title: string, language: Language = 'it') {
  const answer = await call(CourseCalls.one, { params: { title }, query: langQuery(language) })
  const course = answer.course[0]
  if (!course) throw new ApiError(404, 'Not found')
  return course
}

/** Cached per person (a visitor and a buyer see a different `purchased`) and language. */
export const courseQueryOptions = (
  title: string,
  email: string | null,
  language: Language = 'it',
) =>
  queryOptions({
    queryKey: ['courses', 'detail', titleKey(title), email, language],
    queryFn: () => getCourse(title, language),
  })

/** `fresh`: fetch again on mount even when a recent copy is cached (the admin's edit form). */
export function useCourse(
  title: string,
  { fresh = false, language = 'it' }: { fresh?: boolean; language?: Language } = {},
) {
  const { user } = useSession()
  return useQuery({
    ...courseQueryOptions(title, user?.email ?? null, language),
    refetchOnMount: fresh ? 'always' : true,
  })
}
