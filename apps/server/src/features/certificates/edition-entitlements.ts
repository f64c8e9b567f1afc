import type { Db } from '#src/db/connect.ts'
import type { Entitlement } from './certificates.service.ts'

/*
 * The in-person editions a member attended (marked present by the admin), each a certificate
 * they are entitled to. Read through the editions' own lookup once it exists
 * (docs/architecture.md#cross-reads).
 */
export async function attendedEditionEntitlements(
  _db: Db,
  _userId: number,
): Promise<Entitlement[]> {
  return []
}
