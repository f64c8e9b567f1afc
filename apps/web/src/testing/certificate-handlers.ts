import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import type {
  MyCertificate,
  MyCertificatesAnswer,
  VerifiedCertificate,
} from '@aula/contract/certificates'
import { CertificateRoutes } from '@aula/contract/routes/certificates'
import { credentialOf } from './session-cookie.ts'

/*
 * Certificates on the fake server: the member's list (none unless a test gives some) and the
 * public check of a code, which knows the listed certificates and answers 404 for any other.
 */

const error = (status: number, message: string) =>
  HttpResponse.json<ApiError>({ message }, { status })

const path = (route: { path: string }) => `*${route.path}`

/** A certificate as the server lists it. */
export function certificateFixture(overrides: Partial<MyCertificate> = {}): MyCertificate {
  return {
    code: 'ABCD-EFGH-JK',
    memberName: 'Giulia Bianchi',
    courseTitle: 'Impasti a lunga lievitazione',
    kind: 'onlineCourse',
    hours: 1.5,
    completedOn: '2026-03-12',
    onlineCourseTitle: 'Impasti a lunga lievitazione',
    issuedAt: '2026-03-12T10:00:00.000Z',
    ...overrides,
  }
}

export function certificateHandlers(certificates: MyCertificate[] = []) {
  return [
    http.get<never, never, MyCertificatesAnswer | ApiError>(
      path(CertificateRoutes.mine),
      ({ request }) =>
        credentialOf(request) ? HttpResponse.json({ certificates }) : error(401, 'Unauthorized'),
    ),
    http.get<{ code: string }, never, VerifiedCertificate | ApiError>(
      path(CertificateRoutes.verify),
      ({ params }) => {
        const typed = params.code.replace(/[\s-]/g, '').toUpperCase()
        const found = certificates.find((c) => c.code.replace(/-/g, '') === typed)
        if (!found) return error(404, 'Not found')
        const { onlineCourseTitle: _title, issuedAt: _issued, ...verified } = found
        return HttpResponse.json(verified)
      },
    ),
  ]
}
