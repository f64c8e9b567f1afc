import type { Generated } from 'kysely'

/**
 * Certificates of completion (features/certificates, docs/product.md#certificates): one per
 * member and video course or in-person edition, with what it certifies as it was when issued.
 */
export interface CertificateTables {
  certificate: CertificateTable
}

/** What a certificate was issued for: a video course or an in-person course's edition. */
export type CertificateSource = 'online_course' | 'edition'

export interface CertificateTable {
  id: Generated<number>
  /** The verification code, 10 characters of CERTIFICATE_ALPHABET, stored without dashes. */
  code: string
  user_id: number
  kind: CertificateSource
  /** The video course's or the edition's id; not a foreign key, so the certificate outlives it. */
  source_id: number
  member_name: string
  /** The member's language when it was issued: the PDF's. */
  language: 'it' | 'en'
  course_title: string
  hours: number | null
  /** YYYY-MM-DD on the school's clock. */
  completed_on: string
  issued_at: string
}
