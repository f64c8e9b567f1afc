import { CheckoutCalls } from '@aula/contract/routes/checkout'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { titleKey } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * The video courses this person has bought, as the server compares titles. Knowing them
 * only changes a button's wording, so any failure (a network error, an expired session)
 * reads as "nothing bought" rather than an error on the page.
 */
export async function getPurchasedOnlineCourses(): Promise<ReadonlySet<string>> {
  try {
    const answer = await call(CheckoutCalls.userOnlineCourses)
    return new Set(answer.courses.map((course) => titleKey(course.title)))
  } catch {
    return new Set()
  }
}

export const purchasedOnlineCoursesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['online-courses', 'purchased', email],
    queryFn: () => getPurchasedOnlineCourses(),
  })

/** Asked only for a confirmed, logged-in person; visitors have bought nothing. */
export function usePurchasedOnlineCourses(): ReadonlySet<string> {
  const session = useSession()
  const user = session.isLogged ? session.user : null
  const query = useQuery({
    ...purchasedOnlineCoursesQueryOptions(user?.email ?? ''),
    enabled: user !== null,
  })
  return (user && query.data) || EMPTY
}

const EMPTY: ReadonlySet<string> = new Set()
