import { queryOptions, useQuery } from '@tanstack/react-query'
import { CertificateCalls } from '@aula/contract/routes/certificates'
import { call } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

/**
 * GET /api/user/certificates with the session: the member's certificates, newest first (the
 * server issues any they are entitled to and lack before answering).
 */
export const getMyCertificates = async () => (await call(CertificateCalls.mine)).certificates

export const myCertificatesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['certificates', email],
    queryFn: getMyCertificates,
  })

export function useMyCertificates() {
  const email = useSession().user?.email ?? ''
  return useQuery(myCertificatesQueryOptions(email))
}
