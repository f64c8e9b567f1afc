import { CourseCalls } from '@aula/contract/routes/courses'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/values/common'
import { ApiError, call } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * One course by its title (spaces or hyphens, any case). The session cookie, when there is
 * one, lets the server say whether this person has already bought it.
 */
export async function getCourse(title: string) {
  const answer = await call(CourseCalls.one, { params: { title } })
  const course = answer.course[0]
  if (!course) throw new ApiError(404, 'Not found')
  return course
}

/** Cached per person: a visitor and a buyer see a different `purchased`. */
export const courseQueryOptions = (title: string, email: string | null) =>
  queryOptions({
    queryKey: ['courses', 'detail', titleKey(title), email],
    queryFn: () => getCourse(title),
  })

/** `fresh`: fetch again on mount even when a recent copy is cached (the admin's edit form). */
export function useCourse(title: string, { fresh = false }: { fresh?: boolean } = {}) {
  const { user } = useSession()
  return useQuery({
    ...courseQueryOptions(title, user?.email ?? null),
    refetchOnMount: fresh ? 'always' : true,
  })
}
