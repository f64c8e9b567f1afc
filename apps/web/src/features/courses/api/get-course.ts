import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/common'
import { CourseAnswerSchema, CoursePaths } from '@aula/contract/courses'
import { api, ApiError } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * One course by its title (spaces or hyphens, any case). The session token, when there is
 * one, lets the server say whether this person has already bought it.
 */
export async function getCourse(title: string, token: string | null) {
  const answer = await api.get(CoursePaths.course(title), { schema: CourseAnswerSchema, token })
  const course = answer.course[0]
  if (!course) throw new ApiError(404, 'Not found')
  return course
}

/** Cached per person: a visitor and a buyer see a different `purchased`. */
export const courseQueryOptions = (title: string, token: string | null, email: string | null) =>
  queryOptions({
    queryKey: ['courses', 'detail', titleKey(title), email],
    queryFn: () => getCourse(title, token),
  })

/** `fresh`: fetch again on mount even when a recent copy is cached (the admin's edit form). */
export function useCourse(title: string, { fresh = false }: { fresh?: boolean } = {}) {
  const { user } = useSession()
  return useQuery({
    ...courseQueryOptions(title, user?.token ?? null, user?.email ?? null),
    refetchOnMount: fresh ? 'always' : true,
  })
}
