import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { titleKey } from '@aula/contract/common'
import { api } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

export const PURCHASED_ONLINE_COURSES_PATH = '/api/user/onlinecourses'

/*
 * SPEC §7 names this call without showing its answer, and the contract does not define it
 * yet: any list (or title-keyed map) of courses with a title is read, alone or under
 * `onlinecourses` or `courses`.
 */
const PurchasedListSchema = z
  .union([
    z.array(z.object({ title: z.string() })),
    z.record(z.string(), z.object({ title: z.string() })),
  ])
  .transform((list) => Object.values(list).map((course) => course.title))
const PurchasedAnswerSchema = z.union([
  PurchasedListSchema,
  z.object({ onlinecourses: PurchasedListSchema }).transform((answer) => answer.onlinecourses),
  z.object({ courses: PurchasedListSchema }).transform((answer) => answer.courses),
])

/**
 * The video courses this person has bought, as the server compares titles. Knowing them
 * only changes a button's wording, so any failure (the call answering 404 while it does not
 * exist, a network error) reads as "nothing bought" rather than an error on the page.
 */
export async function getPurchasedOnlineCourses(token: string): Promise<ReadonlySet<string>> {
  try {
    const answer = await api.get(PURCHASED_ONLINE_COURSES_PATH, {
      schema: PurchasedAnswerSchema,
      token,
    })
    return new Set(answer.map(titleKey))
  } catch {
    return new Set()
  }
}

export const purchasedOnlineCoursesQueryOptions = (token: string, email: string) =>
  queryOptions({
    queryKey: ['online-courses', 'purchased', email],
    queryFn: () => getPurchasedOnlineCourses(token),
  })

/** Asked only for a confirmed, logged-in person; visitors have bought nothing. */
export function usePurchasedOnlineCourses(): ReadonlySet<string> {
  const session = useSession()
  const user = session.isLogged ? session.user : null
  const query = useQuery({
    ...purchasedOnlineCoursesQueryOptions(user?.token ?? '', user?.email ?? ''),
    enabled: user !== null,
  })
  return (user && query.data) || EMPTY
}

const EMPTY: ReadonlySet<string> = new Set()
