import type { Db } from '#src/db/connect.ts'
import { attendedEditions } from '#src/features/editions/edition-lookups.service.ts'
import type { Entitlement } from './certificates.service.ts'

/*
 * The in-person editions a member attended (the admin marked them present), each a
 * certificate they are entitled to, read through the editions' own lookup
 * (docs/architecture.md#cross-reads). The course is completed on the edition's last day.
 */
export async function attendedEditionEntitlements(db: Db, userId: number): Promise<Entitlement[]> {
  return (await attendedEditions(db, userId)).map((edition) => ({
    kind: 'edition',
    sourceId: edition.editionId,
    courseTitle: edition.courseTitle,
    hours: edition.hours,
    completedOn: edition.endDate || edition.startDate,
  }))
}
