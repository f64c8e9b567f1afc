import type { ExpressionBuilder, Insertable, Updateable } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { CourseEditionTable, Database } from '#src/db/database.ts'
import { orderReferencesWithStatus } from '#src/features/checkout/seat-orders.service.ts'

/*
 * The SQL of the editions' own tables: course_edition, edition_seat, edition_waiter
 * (docs/product.md#editions). Whether a seat's order is paid or closed is the checkout's
 * to say, as subqueries (checkout/seat-orders.service.ts); the course's title and place
 * and the member's name and e-mail are display joins on the rows ours point to
 * (docs/architecture.md#cross-reads).
 */

type Eb = ExpressionBuilder<Database, 'edition_seat'>

/**
 * A seat that counts at `at`: not removed, and its order paid, or not closed (failed,
 * duplicate) while its hold lasts (docs/decisions/030-seats-never-oversold.md).
 */
export function seatTaken(db: Db, eb: Eb, at: string) {
  return eb.and([
    eb('edition_seat.removed_at', 'is', null),
    eb.or([
      eb('edition_seat.order_reference', 'in', orderReferencesWithStatus(db, ['paid'])),
      eb.and([
        eb('edition_seat.held_until', '>', at),
        eb(
          'edition_seat.order_reference',
          'not in',
          orderReferencesWithStatus(db, ['failed', 'duplicate']),
        ),
      ]),
    ]),
  ])
}

/** Editions with their course's title (display join) and the seats taken at `at`, in date order. */
function editionsQuery(db: Db, at: string) {
  return db
    .selectFrom('course_edition')
    .innerJoin('course', 'course.id', 'course_edition.course_id')
    .selectAll('course_edition')
    .select(['course.title as course_title', 'course.title_en as course_title_en'])
    .select((eb) =>
      eb
        .selectFrom('edition_seat')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('edition_seat.edition_id', '=', 'course_edition.id')
        .where((s) => seatTaken(db, s, at))
        .as('seats_taken'),
    )
    .orderBy('course_edition.start_date')
    .orderBy('course_edition.id')
}

export type EditionRow = Awaited<
  ReturnType<ReturnType<typeof editionsQuery>['executeTakeFirstOrThrow']>
>

export function listEditionsOfCourse(db: Db, courseId: number, at: string) {
  return editionsQuery(db, at).where('course_edition.course_id', '=', courseId).execute()
}

/** The first `limit` editions not ended by `fromDate`, with their course's title (display join). */
export function listEditionsEndingFrom(db: Db, fromDate: string, at: string, limit: number) {
  return editionsQuery(db, at)
    .where('course_edition.end_date', '>=', fromDate)
    .limit(limit)
    .execute()
}

export function findEdition(db: Db, id: number, at: string) {
  return editionsQuery(db, at).where('course_edition.id', '=', id).executeTakeFirst()
}

/** The course's soonest edition not ended by `fromDate` ('YYYY-MM-DD'), if any. */
export function firstEditionOfCourseFrom(db: Db, courseId: number, fromDate: string) {
  return db
    .selectFrom('course_edition')
    .select(['start_date', 'end_date'])
    .where('course_id', '=', courseId)
    .where('end_date', '>=', fromDate)
    .orderBy('start_date')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

/** The ids of a course's editions that have not ended by `fromDate` ('YYYY-MM-DD'). */
export async function listEditionIdsOfCourseFrom(
  db: Db,
  courseId: number,
  fromDate: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('course_edition')
    .select('id')
    .where('course_id', '=', courseId)
    .where('end_date', '>=', fromDate)
    .orderBy('start_date')
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

export async function insertEdition(
  db: Db,
  values: Insertable<CourseEditionTable>,
): Promise<number> {
  const row = await db
    .insertInto('course_edition')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateEdition(db: Db, id: number, values: Updateable<CourseEditionTable>) {
  await db.updateTable('course_edition').set(values).where('id', '=', id).execute()
}

export async function deleteEdition(db: Db, id: number) {
  await db.deleteFrom('course_edition').where('id', '=', id).execute()
}

/** Paid seats not removed: an edition with any cannot be deleted. */
export function countPaidSeats(db: Db, editionId: number): Promise<number> {
  return db
    .selectFrom('edition_seat')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('edition_id', '=', editionId)
    .where('removed_at', 'is', null)
    .where('order_reference', 'in', orderReferencesWithStatus(db, ['paid']))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n))
}

export async function insertSeat(
  db: Db,
  seat: { editionId: number; userId: number; reference: string; until: string; at: string },
) {
  await db
    .insertInto('edition_seat')
    .values({
      edition_id: seat.editionId,
      user_id: seat.userId,
      order_reference: seat.reference,
      held_until: seat.until,
      created_at: seat.at,
    })
    .execute()
}

/** The edition an order's seat is on, if the order holds one. */
export async function findEditionOfReference(db: Db, reference: string): Promise<number | null> {
  const row = await db
    .selectFrom('edition_seat')
    .select('edition_id')
    .where('order_reference', '=', reference)
    .executeTakeFirst()
  return row?.edition_id ?? null
}

export async function deleteSeatOfReference(db: Db, reference: string) {
  await db.deleteFrom('edition_seat').where('order_reference', '=', reference).execute()
}

/** The member's seat on an edition that counts now, if any. */
export function findTakenSeatOf(db: Db, editionId: number, userId: number, at: string) {
  return db
    .selectFrom('edition_seat')
    .select(['id'])
    .where('edition_id', '=', editionId)
    .where('user_id', '=', userId)
    .where((eb) => seatTaken(db, eb, at))
    .executeTakeFirst()
}

/** The seats of an edition that count, with their member (display join), oldest first. */
export function listSeatsOfEdition(db: Db, editionId: number, at: string) {
  return db
    .selectFrom('edition_seat')
    .innerJoin('app_user', 'app_user.id', 'edition_seat.user_id')
    .select([
      'edition_seat.id',
      'edition_seat.order_reference',
      'edition_seat.present_at',
      'edition_seat.held_until',
      'app_user.name',
      'app_user.email',
    ])
    .where('edition_seat.edition_id', '=', editionId)
    .where((eb) => seatTaken(db, eb, at))
    .orderBy('edition_seat.id')
    .execute()
}

export function findSeat(db: Db, editionId: number, seatId: number) {
  return db
    .selectFrom('edition_seat')
    .selectAll()
    .where('edition_id', '=', editionId)
    .where('id', '=', seatId)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
}

export async function setSeatPresent(db: Db, seatId: number, at: string | null) {
  await db.updateTable('edition_seat').set({ present_at: at }).where('id', '=', seatId).execute()
}

export async function setSeatRemoved(db: Db, seatId: number, at: string) {
  await db.updateTable('edition_seat').set({ removed_at: at }).where('id', '=', seatId).execute()
}

/** Seats of a member with their edition and course (display join), for the lookups. */
export function listSeatsOfMember(db: Db, userId: number, at: string) {
  return db
    .selectFrom('edition_seat')
    .innerJoin('course_edition', 'course_edition.id', 'edition_seat.edition_id')
    .innerJoin('course', 'course.id', 'course_edition.course_id')
    .select([
      'course_edition.id as edition_id',
      'course_edition.course_id',
      'course_edition.start_date',
      'course_edition.end_date',
      'course_edition.hours',
      'course.title as course_title',
      'course.location',
      'edition_seat.present_at',
      'edition_seat.order_reference',
    ])
    .where('edition_seat.user_id', '=', userId)
    .where((eb) => seatTaken(db, eb as unknown as Eb, at))
    .orderBy('course_edition.start_date')
    .orderBy('course_edition.id')
    .execute()
}
