import { z } from './zod.ts'
import { endpoint } from './endpoint.ts'
import { CertificateRoutes } from './routes/certificates.ts'

export { CertificatePages, CertificatePaths } from './routes/certificates.ts'

/*
 * Certificates of completion (docs/product.md#certificates): issued once per member and video
 * course (every lesson completed) or in-person edition (marked present), each with a short
 * random verification code anyone may check.
 */

/** What a certificate was issued for. */
export const CERTIFICATE_KINDS = ['onlineCourse', 'edition'] as const
export const CertificateKindSchema = z.enum(CERTIFICATE_KINDS)
export type CertificateKind = z.infer<typeof CertificateKindSchema>

/**
 * A verification code as typed or printed: letters and digits, with dashes or spaces between
 * groups (`ABCD-EFGH-JK`). The server reads it without case, dashes or spaces.
 */
export const CertificateCodeSchema = z.string().check(z.minLength(1), z.maxLength(40))

export const CertificateCodeParamsSchema = z.object({ code: CertificateCodeSchema })

/** What anyone may read of a certificate by its code. */
export const VerifiedCertificateSchema = z.object({
  /** Grouped for reading, `ABCD-EFGH-JK`. */
  code: z.string(),
  /** The member's name as it was when the certificate was issued. */
  memberName: z.string(),
  courseTitle: z.string(),
  kind: CertificateKindSchema,
  /** Hours of training; null when the course states none. */
  hours: z.nullable(z.number()),
  /** The day the course was completed, YYYY-MM-DD on the school's clock. */
  completedOn: z.string(),
})
export type VerifiedCertificate = z.infer<typeof VerifiedCertificateSchema>

/** One of the member's certificates. */
export const MyCertificateSchema = z.object({
  ...VerifiedCertificateSchema.shape,
  /** The video course's current title, so its player finds its certificate; null otherwise. */
  onlineCourseTitle: z.nullable(z.string()),
  issuedAt: z.string(),
})
export type MyCertificate = z.infer<typeof MyCertificateSchema>

export const MyCertificatesAnswerSchema = z.object({ certificates: z.array(MyCertificateSchema) })
export type MyCertificatesAnswer = z.infer<typeof MyCertificatesAnswerSchema>

export const CertificateEndpoints = {
  /**
   * The member's certificates, newest first. Issues first any the member is entitled to and
   * lacks (a video course whose lessons are all completed, an edition they attended).
   */
  mine: endpoint({ ...CertificateRoutes.mine, response: MyCertificatesAnswerSchema }),
  /**
   * The certificate as a PDF (application/pdf, A4 landscape), in its member's language: its
   * owner and the admins; 403 to another member, 404 for an unknown code.
   */
  pdf: endpoint({
    ...CertificateRoutes.pdf,
    params: CertificateCodeParamsSchema,
    errors: [403, 404],
  }),
  /** Anyone: whether a code names a genuine certificate, and what it certifies (404 if not). */
  verify: endpoint({
    ...CertificateRoutes.verify,
    params: CertificateCodeParamsSchema,
    response: VerifiedCertificateSchema,
    errors: [404, 429],
  }),
}
