import type { Db } from '#src/db/connect.ts'

/* The SQL of a member's certificates for their erasure. */

export async function deleteCertificatesOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('certificate').where('user_id', '=', userId).execute()
}
