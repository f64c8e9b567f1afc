import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import type { ReviewTable } from '#src/db/database.ts'

function reviewQuery(db: Db) {
  return db
    .selectFrom('review')
    .select(['review.id', 'review.name', 'review.review', 'review.rating', 'review.status'])
}

export type ReviewRow = Awaited<
  ReturnType<ReturnType<typeof reviewQuery>['executeTakeFirstOrThrow']>
>

/** What visitors read: approved reviews only, newest first. */
export async function listApprovedReviews(db: Db): Promise<ReviewRow[]> {
  return reviewQuery(db)
    .where('review.status', '=', 'approved')
    .orderBy('review.created_at', 'desc')
    .orderBy('review.id', 'desc')
    .execute()
}

/** One page of the approved reviews, newest first, and how many there are in all. */
export async function listApprovedReviewPage(db: Db, window: { limit: number; offset: number }) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('review')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('review.status', '=', 'approved')
      .executeTakeFirstOrThrow(),
    reviewQuery(db)
      .where('review.status', '=', 'approved')
      .orderBy('review.created_at', 'desc')
      .orderBy('review.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  return { total: Number(count.n), rows }
}

export async function findReviewById(db: Db, id: number): Promise<ReviewRow | undefined> {
  return reviewQuery(db).where('review.id', '=', id).executeTakeFirst()
}

export interface NewReview {
  name: string
  review: string
  rating: number
}

/** A visitor's review waits for an admin's approval before anyone else sees it. */
export async function insertPendingReview(db: Db, input: NewReview): Promise<number> {
  const status: ReviewTable['status'] = 'pending'
  const row = await db
    .insertInto('review')
    .values({
      name: input.name,
      review: input.review,
      rating: input.rating,
      status,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The moderation queue: oldest first, so no review waits forever. */
export async function listPendingReviews(db: Db): Promise<ReviewRow[]> {
  return reviewQuery(db)
    .where('review.status', '=', 'pending')
    .orderBy('review.created_at')
    .orderBy('review.id')
    .execute()
}

/** One page of the moderation queue, oldest first, and how many reviews wait in all. */
export async function listPendingReviewPage(db: Db, window: { limit: number; offset: number }) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('review')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('review.status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    reviewQuery(db)
      .where('review.status', '=', 'pending')
      .orderBy('review.created_at')
      .orderBy('review.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  return { total: Number(count.n), rows }
}

/** True when the review existed; its approval state is kept. */
export async function updateReview(db: Db, id: number, input: NewReview): Promise<boolean> {
  const result = await db
    .updateTable('review')
    .set({ name: input.name, review: input.review, rating: input.rating })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function approveReview(db: Db, id: number): Promise<boolean> {
  const status: ReviewTable['status'] = 'approved'
  const result = await db
    .updateTable('review')
    .set({ status })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteReview(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('review').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
