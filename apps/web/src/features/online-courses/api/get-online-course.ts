import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/common'
import { OnlineCourseAnswerSchema, OnlineCoursePaths } from '@aula/contract/online-courses'
import { api } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * One video course by its title. The session token, when there is one, lets the server say
 * whether this person has already bought it.
 */
export async function getOnlineCourse(title: string, token: string | null) {
  const answer = await api.get(OnlineCoursePaths.onlineCourse(title), {
    schema: OnlineCourseAnswerSchema,
    token,
  })
  return answer.onlinecourse
}

/** Cached per person: a visitor and a buyer see a different `purchased`. */
export const onlineCourseQueryOptions = (
  title: string,
  token: string | null,
  email: string | null,
) =>
  queryOptions({
    queryKey: ['online-courses', 'detail', titleKey(title), email],
    queryFn: () => getOnlineCourse(title, token),
  })

/** `fresh`: fetch again on mount even when a recent copy is cached (the admin's edit form). */
export function useOnlineCourse(title: string, { fresh = false }: { fresh?: boolean } = {}) {
  const { user } = useSession()
  return useQuery({
    ...onlineCourseQueryOptions(title, user?.token ?? null, user?.email ?? null),
    refetchOnMount: fresh ? 'always' : true,
  })
}
