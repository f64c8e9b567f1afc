import { OnlineCourseCalls } from '@aula/contract/routes/online-courses'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * One video course by its title. The session cookie, when there is one, lets the server say
 * whether this person has already bought it.
 */
export async function getOnlineCourse(title: string) {
  const answer = await call(OnlineCourseCalls.one, { params: { title } })
  return answer.onlinecourse
}

/** Cached per person: a visitor and a buyer see a different `purchased`. */
export const onlineCourseQueryOptions = (title: string, email: string | null) =>
  queryOptions({
    queryKey: ['online-courses', 'detail', titleKey(title), email],
    queryFn: () => getOnlineCourse(title),
  })

/** `fresh`: fetch again on mount even when a recent copy is cached (the admin's edit form). */
export function useOnlineCourse(title: string, { fresh = false }: { fresh?: boolean } = {}) {
  const { user } = useSession()
  return useQuery({
    ...onlineCourseQueryOptions(title, user?.email ?? null),
    refetchOnMount: fresh ? 'always' : true,
  })
}
