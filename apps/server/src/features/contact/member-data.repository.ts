import type { Db } from '#src/db/connect.ts'

/* The SQL of what someone sent through the contact forms, found by their e-mail. */

export function listMessagesFrom(db: Db, email: string) {
  return db
    .selectFrom('contact_message')
    .select([
      'id',
      'name',
      'email',
      'phone_number',
      'gender',
      'stato_lavorativo',
      'message',
      'created_at',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .orderBy('id')
    .execute()
}

export function listRequestsFrom(db: Db, email: string) {
  return db
    .selectFrom('information_request')
    .select([
      'id',
      'name',
      'surname',
      'email',
      'birth_date',
      'city',
      'phone_number',
      'interested_in',
      'objective',
      'spending',
      'message',
      'created_at',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .orderBy('id')
    .execute()
}

export async function deleteSentBy(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('contact_message')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .execute()
  await db
    .deleteFrom('information_request')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .execute()
}
