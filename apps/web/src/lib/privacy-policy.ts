import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { PrivacyCalls } from '@aula/contract/routes/privacy'
import { consentVersion, type ConsentKind } from '@aula/contract/values/privacy'
import { call } from '#src/lib/api-client.ts'

/*
 * The privacy policy page's text and version (docs/product.md#privacy), shared by the page
 * itself and by the forms that ask for a consent: they send the version of the text they
 * showed, which names the policy version read with it.
 */

export const privacyPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy-policy'],
    queryFn: ({ signal }) => call(PrivacyCalls.policy, { signal }),
    staleTime: 60_000,
  })

export const usePrivacyPolicy = () => useQuery(privacyPolicyQueryOptions())

/**
 * The version of a consent's text as the form shows it: with the policy version already
 * read, else read now.
 */
export async function consentVersionShown(
  queryClient: QueryClient,
  kind: ConsentKind,
): Promise<string> {
  const policy = await queryClient.ensureQueryData(privacyPolicyQueryOptions())
  return consentVersion(kind, policy.version)
}
