import type { Db } from '#src/db/connect.ts'
import type { CertificateSource, CertificateTable } from '#src/db/database.ts'
import type { Insertable } from 'kysely'

export type NewCertificate = Insertable<CertificateTable>

/**
 * Stores a certificate unless it would repeat one: the member's for the same course or
 * edition (the unique key), or, once in a very long while, another's code. True when stored.
 */
export async function insertCertificate(db: Db, values: NewCertificate): Promise<boolean> {
  const row = await db
    .insertInto('certificate')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Whether the member already has a certificate for that course or edition. */
export async function hasCertificate(
  db: Db,
  userId: number,
  kind: CertificateSource,
  sourceId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('certificate')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('source_id', '=', sourceId)
    .executeTakeFirst()
  return row !== undefined
}

/** The member's certificates, newest first. */
export function listCertificatesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('certificate')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** The certificate a (normalised) code names. */
export function findCertificateByCode(db: Db, code: string) {
  return db.selectFrom('certificate').selectAll().where('code', '=', code).executeTakeFirst()
}

export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findCertificateByCode>>>
