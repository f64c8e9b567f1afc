import { queryOptions, useQuery } from '@tanstack/react-query'
import { PrivacyCalls } from '@aula/contract/routes/privacy'
import { call } from '#src/lib/api-client.ts'

/** GET /api/user/privacy/consents: the member's consents now and their history. */
export const consentsQueryKey = (email: string) => ['privacy', email, 'consents'] as const

export const consentsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: consentsQueryKey(email),
    queryFn: ({ signal }) => call(PrivacyCalls.consents, { signal }),
  })

export const useConsents = (email: string) => useQuery(consentsQueryOptions(email))
