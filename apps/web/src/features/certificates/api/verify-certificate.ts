import { queryOptions, useQuery } from '@tanstack/react-query'
import { CertificateCalls } from '@aula/contract/routes/certificates'
import { call } from '#src/lib/api-client.ts'

/** GET /api/certificates/{code}: what a genuine certificate certifies (404 when none). */
export const verifyCertificate = (code: string) =>
  call(CertificateCalls.verify, { params: { code } })

export const certificateCheckQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificate-check', code],
    queryFn: () => verifyCertificate(code),
  })

export function useCertificateCheck(code: string) {
  return useQuery(certificateCheckQueryOptions(code))
}
