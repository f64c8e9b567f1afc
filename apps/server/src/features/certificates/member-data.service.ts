import type { Db } from '#src/db/connect.ts'
import { listCertificatesOfUser } from './certificates.repository.ts'
import { deleteCertificatesOfUser } from './member-data.repository.ts'

/*
 * What the privacy feature asks of a member's certificates (docs/product.md#privacy): the
 * list for their data download, and their erasure with the account (a certificate carries
 * the member's name and its code shows it to anyone; no law asks to keep it).
 */

export async function certificatesForExport(db: Db, userId: number) {
  return (await listCertificatesOfUser(db, userId)).map((row) => ({
    code: row.code,
    kind: row.kind,
    memberName: row.member_name,
    courseTitle: row.course_title,
    hours: row.hours,
    completedOn: row.completed_on,
    issuedAt: row.issued_at,
  }))
}

export function eraseCertificates(db: Db, userId: number): Promise<void> {
  return deleteCertificatesOfUser(db, userId)
}
