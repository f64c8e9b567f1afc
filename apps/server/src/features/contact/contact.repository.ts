import type { Insertable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { ContactMessageTable, InformationRequestTable } from '#src/db/database.ts'

export async function insertContactMessage(
  db: Db,
  values: Insertable<ContactMessageTable>,
): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function insertInformationRequest(
  db: Db,
  values: Insertable<InformationRequestTable>,
): Promise<number> {
  const row = await db
    .insertInto('information_request')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A visitor's review: it waits for an admin before GET /api/reviews/ shows it. */
