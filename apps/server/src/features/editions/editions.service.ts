import { ErrorMessages } from '@aula/contract/common'
import { EDITION_LIST_LIMIT, EditionMessages, type EditionList } from '@aula/contract/editions'
import type { Language } from '@aula/contract/values/common'
import type { Db } from '#src/db/connect.ts'
import { lockRow } from '#src/db/locks.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { romeToday } from './edition-lookups.service.ts'
import {
  findEdition,
  findTakenSeatOf,
  listEditionsEndingFrom,
  listEditionsOfCourse,
  updateEdition,
  type EditionRow,
} from './editions.repository.ts'
import { toEdition } from './editions.mapper.ts'
import { seatsLeftOf } from './seats.service.ts'
import { deleteWaiter, insertWaiter, listWaitingEditionIdsOf } from './waiters.repository.ts'

/*
 * The public side of editions (docs/product.md#editions): their dates and seats left, read
 * fresh on every call (seats move with every purchase, not with admin writes, so they are
 * not kept by the public cache), and a member's place on a sold-out edition's waiting list.
 */

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/**
 * One course's editions (all), or the editions not ended, the soonest first, at most
 * `limit` of them (EDITION_LIST_LIMIT), saying whether more were left out; in date order.
 */
export async function listEditions(
  db: Db,
  user: { id: number } | null,
  query: { course?: number | undefined; limit?: number | undefined; lang?: Language | undefined },
): Promise<EditionList> {
  const at = now()
  const waiting = new Set(user ? await listWaitingEditionIdsOf(db, user.id) : [])
  const mapped = (rows: EditionRow[]) =>
    rows.map((row) => toEdition(row, waiting.has(row.id), query.lang ?? 'it'))
  if (query.course !== undefined) {
    return { editions: mapped(await listEditionsOfCourse(db, query.course, at)) }
  }
  const limit = query.limit ?? EDITION_LIST_LIMIT.default
  // One more than asked for tells whether any was left out.
  const rows = await listEditionsEndingFrom(db, romeToday(), at, limit + 1)
  return { editions: mapped(rows.slice(0, limit)), hasMore: rows.length > limit }
}

/**
 * Puts the member on a sold-out edition's waiting list (again is fine). 409 while seats are
 * left (they can buy one), when the member holds a seat, or the edition has ended.
 */
export async function joinWaitingList(db: Db, userId: number, editionId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockRow(trx, 'course_edition', editionId))) throw notFound()
    const at = now()
    const edition = await findEdition(trx, editionId, at)
    if (!edition) throw notFound()
    if (edition.end_date < romeToday()) throw new HttpError(409, EditionMessages.ended)
    if (await findTakenSeatOf(trx, editionId, userId, at)) {
      throw new HttpError(409, EditionMessages.alreadyHasSeat)
    }
    const left = seatsLeftOf(edition)
    if (left === null || left > 0) throw new HttpError(409, EditionMessages.notSoldOut)
    await insertWaiter(trx, editionId, userId, at)
    // Sold out now: a seat that frees up later is a rise from here.
    if (edition.seats_left_seen !== left) {
      await updateEdition(trx, editionId, { seats_left_seen: left })
    }
  })
}

export async function leaveWaitingList(db: Db, userId: number, editionId: number): Promise<void> {
  if (!(await findEdition(db, editionId, now()))) throw notFound()
  await deleteWaiter(db, editionId, userId)
}
