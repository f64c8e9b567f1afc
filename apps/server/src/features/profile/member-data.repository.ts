import type { Db } from '#src/db/connect.ts'

/* The SQL of a member's identity documents for their data download and erasure. */

export function listDocumentsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('identity_document')
    .innerJoin('asset as front', 'front.id', 'identity_document.front_id')
    .innerJoin('asset as back', 'back.id', 'identity_document.back_id')
    .select([
      'identity_document.id',
      'identity_document.name',
      'identity_document.status',
      'identity_document.created_at',
      'identity_document.decided_at',
      'identity_document.decision_reason',
      'front.id as front_id',
      'front.storage_key as front_key',
      'front.mime as front_mime',
      'front.encrypted as front_encrypted',
      'back.id as back_id',
      'back.storage_key as back_key',
      'back.mime as back_mime',
      'back.encrypted as back_encrypted',
    ])
    .where('identity_document.user_id', '=', userId)
    .orderBy('identity_document.id')
    .execute()
}

export type MemberDocumentRow = Awaited<ReturnType<typeof listDocumentsOfMember>>[number]

export async function deleteDocumentsOfMember(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('identity_document').where('user_id', '=', userId).execute()
}
