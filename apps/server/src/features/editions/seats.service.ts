import type { Transaction } from 'kysely'
import { EditionMessages } from '@aula/contract/editions'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { Database } from '#src/db/database.ts'
import { lockRow } from '#src/db/locks.ts'
import { now } from '#src/lib/clock.ts'
import { contentChanged } from '#src/lib/content-version.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import type { QueuedMailer } from '#src/lib/mail-queue.ts'
import { romeToday } from './edition-lookups.service.ts'
import {
  listEditionIdsOfCourseFrom,
  deleteSeatOfReference,
  findEditionOfReference,
  findEdition,
  insertSeat,
  updateEdition,
  type EditionRow,
} from './editions.repository.ts'
import { seatFreedMail } from './editions.mails.ts'
import {
  deleteWaiter,
  listEditionIdsWithWaiting,
  listWaiters,
  markWaiterNotified,
} from './waiters.repository.ts'

/*
 * Seats of an edition (docs/product.md#editions). A checkout holds one for its payment's
 * lifetime; the rule "never more seats than the capacity" is kept by a transaction that
 * locks the edition's row, counts, then writes, so two buyers take turns
 * (docs/decisions/030-seats-never-oversold.md). A seat that frees up (a payment failed or
 * expired, a capacity raised, a participant removed) is offered to the waiting list.
 */

/** Seats left of an edition row; null for no limit. */
export function seatsLeftOf(edition: Pick<EditionRow, 'capacity' | 'seats_taken'>): number | null {
  if (edition.capacity === null) return null
  return Math.max(0, edition.capacity - Number(edition.seats_taken ?? 0))
}

/**
 * Holds a seat of the named edition for a checkout's order (by its reference) until `until`.
 * Null when none is named and the course has no editions to come (nothing to hold). 400
 * when the course has editions to come and none (or another course's) is named; 409 when
 * the edition is sold out or has ended.
 */
export async function holdSeatForOrder(
  db: Db,
  input: {
    courseId: number
    edition: number | undefined
    userId: number
    reference: string
    until: string
  },
): Promise<{ editionId: number } | null> {
  let editionId = input.edition
  if (editionId === undefined) {
    // Only editions still to come are chosen from: a course whose editions all ended (or
    // never had any) sells as before, and one with a single edition to come sells that one,
    // so a caller that names none keeps working.
    const open = await listEditionIdsOfCourseFrom(db, input.courseId, romeToday())
    if (open.length === 0) return null
    if (open.length > 1) {
      throw new FieldsError([{ path: 'edition', message: EditionMessages.chooseEdition }])
    }
    editionId = open[0]!
  }
  const chosen = editionId
  const notThisCourse = () =>
    new FieldsError([{ path: 'edition', message: EditionMessages.notThisCourse }])
  const hold = async (trx: Transaction<Database>) => {
    // The edition's row is held until the seat is written: a second buyer counts after us.
    if (!(await lockRow(trx, 'course_edition', chosen))) throw notThisCourse()
    const at = now()
    const edition = await findEdition(trx, chosen, at)
    if (!edition || edition.course_id !== input.courseId) throw notThisCourse()
    if (edition.end_date < romeToday()) throw new HttpError(409, EditionMessages.ended)
    const left = seatsLeftOf(edition)
    if (left !== null && left <= 0) throw new HttpError(409, EditionMessages.soldOut)
    await insertSeat(trx, {
      editionId: chosen,
      userId: input.userId,
      reference: input.reference,
      until: input.until,
      at,
    })
    // Holding a seat takes the member off the edition's waiting list.
    await deleteWaiter(trx, chosen, input.userId)
    if (left !== null) await updateEdition(trx, chosen, { seats_left_seen: left - 1 })
    return { editionId: chosen }
  }
  // Inside the caller's transaction when `db` is one (the demo seed's), else in its own.
  const held = db.isTransaction
    ? await hold(db as Transaction<Database>)
    : await db.transaction().execute(hold)
  // The public pages show the seats left: their kept copies go (lib/content-version.ts).
  await contentChanged(db)
  return held
}

/** The checkout's call: a seat for an in-person course's order; null for a video course. */
export function holdSeatForCheckout(
  db: Db,
  item: { courseId: number | null },
  edition: number | undefined,
  userId: number,
  reference: string,
  until: string,
): Promise<{ editionId: number } | null> {
  if (item.courseId === null) return Promise.resolve(null)
  return holdSeatForOrder(db, { courseId: item.courseId, edition, userId, reference, until })
}

/**
 * Whether an open order holds a seat on another edition than the one now asked for: the
 * checkout then closes that order (its seat stops counting) and opens one for this edition.
 */
export async function holdsOtherEdition(
  db: Db,
  reference: string,
  edition: number | undefined,
): Promise<boolean> {
  if (edition === undefined) return false
  const held = await findEditionOfReference(db, reference)
  return held !== null && held !== edition
}

/** Gives back the seat of an order that was never written (another tab opened the checkout). */
export async function releaseSeatOfOrder(db: Db, reference: string): Promise<void> {
  await deleteSeatOfReference(db, reference)
}

export interface OfferDeps {
  db: Db
  mail: QueuedMailer
  config: Config
}

/**
 * Inside the caller's transaction, with the edition's row locked: when more seats are left
 * than when last looked at, that many people next on the waiting list (not told yet) get a
 * mail, once each. Remembers the seats left either way.
 */
export async function offerFreedSeatsIn(
  trx: Db,
  deps: Omit<OfferDeps, 'db'>,
  editionId: number,
): Promise<void> {
  const at = now()
  const edition = await findEdition(trx, editionId, at)
  if (!edition) return
  const left = seatsLeftOf(edition)
  const seen = edition.seats_left_seen
  const waiters = (await listWaiters(trx, editionId)).filter((w) => w.notified_at === null)
  let freed = 0
  if (left === null) freed = waiters.length
  else if (seen !== null && left > seen) freed = left - seen
  if (edition.end_date < romeToday()) freed = 0
  for (const waiter of waiters.slice(0, freed)) {
    await deps.mail.enqueue(
      trx,
      seatFreedMail(
        deps.config,
        { to: waiter.email, name: waiter.name, language: waiter.language },
        {
          courseTitle: edition.course_title,
          startDate: edition.start_date,
          endDate: edition.end_date,
        },
      ),
    )
    await markWaiterNotified(trx, waiter.id, at)
  }
  if (left !== seen) await updateEdition(trx, editionId, { seats_left_seen: left })
}

/**
 * Offers the seats freed since last time (failed or expired payments) on every edition
 * someone waits for; run after each pass over pending orders (checkout/reconciliation.ts).
 */
export async function offerFreedSeats(deps: OfferDeps): Promise<void> {
  let queued = false
  for (const editionId of await listEditionIdsWithWaiting(deps.db)) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await lockRow(trx, 'course_edition', editionId))) return
      await offerFreedSeatsIn(trx, deps, editionId)
    })
    queued = true
  }
  if (queued) deps.mail.kick()
}
