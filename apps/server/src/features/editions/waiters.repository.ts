import type { Db } from '#src/db/connect.ts'

/*
 * The waiting lists of sold-out editions (edition_waiter, docs/product.md#editions): one
 * row per member and edition, in the order they joined, notified_at once told of a seat.
 */

/** Adds the member to the list; false when they were on it already. */
export async function insertWaiter(
  db: Db,
  editionId: number,
  userId: number,
  at: string,
): Promise<boolean> {
  const row = await db
    .insertInto('edition_waiter')
    .values({ edition_id: editionId, user_id: userId, created_at: at, notified_at: null })
    .onConflict((oc) => oc.columns(['edition_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function deleteWaiter(db: Db, editionId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('edition_waiter')
    .where('edition_id', '=', editionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export function findWaiter(db: Db, editionId: number, userId: number) {
  return db
    .selectFrom('edition_waiter')
    .selectAll()
    .where('edition_id', '=', editionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** The list with each member's name, e-mail and language (display join), in order. */
export function listWaiters(db: Db, editionId: number) {
  return db
    .selectFrom('edition_waiter')
    .innerJoin('app_user', 'app_user.id', 'edition_waiter.user_id')
    .select([
      'edition_waiter.id',
      'edition_waiter.user_id',
      'edition_waiter.created_at',
      'edition_waiter.notified_at',
      'app_user.name',
      'app_user.email',
      'app_user.language',
    ])
    .where('edition_waiter.edition_id', '=', editionId)
    .orderBy('edition_waiter.created_at')
    .orderBy('edition_waiter.id')
    .execute()
}

/** Editions whose list has someone not told yet: where a freed seat may be offered. */
export async function listEditionIdsWithWaiting(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('edition_waiter')
    .select('edition_id')
    .where('notified_at', 'is', null)
    .groupBy('edition_id')
    .execute()
  return rows.map((row) => row.edition_id)
}

export async function markWaiterNotified(db: Db, id: number, at: string) {
  await db.updateTable('edition_waiter').set({ notified_at: at }).where('id', '=', id).execute()
}

/** The editions the member waits for, for their own screens. */
export async function listWaitingEditionIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('edition_waiter')
    .select('edition_id')
    .where('user_id', '=', userId)
    .execute()
  return rows.map((row) => row.edition_id)
}
