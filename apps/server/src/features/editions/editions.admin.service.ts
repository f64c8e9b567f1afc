import { ErrorMessages } from '@aula/contract/common'
import {
  EditionFormSchema,
  EditionMessages,
  type AdminEdition,
  type Participants,
} from '@aula/contract/editions'
import type { z } from 'zod'
import type { Db } from '#src/db/connect.ts'
import { lockRow } from '#src/db/locks.ts'
import { issueEditionCertificateIn } from '#src/features/certificates/certificates.service.ts'
import { followEditionDays } from '#src/features/courses/course-dates.service.ts'
import { courseExists } from '#src/features/courses/course-lookups.service.ts'
import { paidOrdersByReference } from '#src/features/checkout/seat-orders.service.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { now } from '#src/lib/clock.ts'
import { contentChanged } from '#src/lib/content-version.ts'
import { csvDocument } from '#src/lib/csv.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import {
  countPaidSeats,
  deleteEdition,
  findEdition,
  findSeat,
  insertEdition,
  listEditionsOfCourse,
  listSeatsOfEdition,
  setSeatPresent,
  setSeatRemoved,
  updateEdition,
  type EditionRow,
} from './editions.repository.ts'
import { toAdminEdition } from './editions.mapper.ts'
import { offerFreedSeatsIn, type OfferDeps } from './seats.service.ts'
import { nextEditionDaysOf } from './edition-lookups.service.ts'
import { listWaiters } from './waiters.repository.ts'

/*
 * The admin's editions (docs/product.md#editions): add, edit and delete them on an
 * in-person course, see each one's participants and waiting list, mark who was present,
 * take a participant off and export the participants as CSV. Every write runs in a
 * transaction that locks the edition's row, as a purchase does, and is audited.
 */

type EditionInput = z.output<typeof EditionFormSchema>
type Actor = { id: number }

const notFound = () => new HttpError(404, ErrorMessages.notFound)

async function adminEdition(db: Db, row: EditionRow): Promise<AdminEdition> {
  return toAdminEdition(row, (await listWaiters(db, row.id)).length)
}

export async function listCourseEditions(db: Db, courseId: number): Promise<AdminEdition[]> {
  if (!(await courseExists(db, courseId))) throw notFound()
  const rows = await listEditionsOfCourse(db, courseId, now())
  return Promise.all(rows.map((row) => adminEdition(db, row)))
}

/**
 * Inside the edition write's transaction: the course's own dates become its soonest edition
 * to come's, through the courses' service (docs/product.md#editions); a course with none
 * to come keeps its dates.
 */
async function courseFollowsEditions(trx: Db, courseId: number): Promise<void> {
  const next = await nextEditionDaysOf(trx, courseId)
  if (next) await followEditionDays(trx, courseId, next)
}

/** Adds an edition and its audit row inside the caller's transaction; its id. */
async function insertEditionIn(
  trx: Db,
  actor: Actor,
  courseId: number,
  input: EditionInput,
): Promise<number> {
  const at = now()
  const editionId = await insertEdition(trx, {
    course_id: courseId,
    start_date: input.startDate,
    end_date: input.endDate,
    hours: input.hours,
    capacity: input.capacity,
    seats_left_seen: input.capacity,
    created_at: at,
    updated_at: at,
  })
  await recordAudit(trx, {
    actorUserId: actor.id,
    action: 'edition.create',
    targetType: 'course_edition',
    targetId: editionId,
    detail: { courseId },
  })
  await courseFollowsEditions(trx, courseId)
  return editionId
}

/**
 * The demo seed's write (apps/server/seed/): an edition added as the admin adds one, inside
 * the seed's transaction (`db` is that transaction), checked by the admin form's schema.
 */
export async function importEdition(
  db: Db,
  actor: Actor,
  courseId: number,
  form: z.input<typeof EditionFormSchema>,
): Promise<number> {
  if (!(await courseExists(db, courseId))) throw notFound()
  return insertEditionIn(db, actor, courseId, EditionFormSchema.parse(form))
}

export async function createEdition(
  deps: OfferDeps,
  actor: Actor,
  courseId: number,
  input: EditionInput,
): Promise<AdminEdition> {
  if (!(await courseExists(deps.db, courseId))) throw notFound()
  const id = await deps.db
    .transaction()
    .execute((trx) => insertEditionIn(trx, actor, courseId, input))
  await contentChanged(deps.db)
  const row = await findEdition(deps.db, id, now())
  if (!row) throw notFound()
  return adminEdition(deps.db, row)
}

/**
 * Changes an edition's dates, hours and capacity. The capacity cannot go below the seats
 * taken; raising it offers the new seats to the waiting list, in the same transaction.
 */
export async function updateEditionOf(
  deps: OfferDeps,
  actor: Actor,
  editionId: number,
  input: EditionInput,
): Promise<AdminEdition> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockRow(trx, 'course_edition', editionId))) throw notFound()
    const current = await findEdition(trx, editionId, now())
    if (!current) throw notFound()
    const taken = Number(current.seats_taken ?? 0)
    if (input.capacity !== null && input.capacity < taken) {
      throw new FieldsError([{ path: 'capacity', message: EditionMessages.capacityBelowTaken }])
    }
    await updateEdition(trx, editionId, {
      start_date: input.startDate,
      end_date: input.endDate,
      hours: input.hours,
      capacity: input.capacity,
      // No limit before: there was nothing to free, so the new capacity is the starting point.
      ...(current.capacity === null && input.capacity !== null
        ? { seats_left_seen: input.capacity - taken }
        : {}),
      updated_at: now(),
    })
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'edition.update',
      targetType: 'course_edition',
      targetId: editionId,
      detail: { capacity: input.capacity },
    })
    await courseFollowsEditions(trx, current.course_id)
    await offerFreedSeatsIn(trx, deps, editionId)
  })
  deps.mail.kick()
  await contentChanged(deps.db)
  const row = await findEdition(deps.db, editionId, now())
  if (!row) throw notFound()
  return adminEdition(deps.db, row)
}

/** Deletes an edition; 409 when it has paid participants (their seats are bought). */
export async function removeEdition(db: Db, actor: Actor, editionId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockRow(trx, 'course_edition', editionId))) throw notFound()
    if ((await countPaidSeats(trx, editionId)) > 0) {
      throw new HttpError(409, EditionMessages.hasParticipants)
    }
    const edition = await findEdition(trx, editionId, now())
    await deleteEdition(trx, editionId)
    if (edition) await courseFollowsEditions(trx, edition.course_id)
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'edition.delete',
      targetType: 'course_edition',
      targetId: editionId,
    })
  })
  await contentChanged(db)
}

/** The edition, its participants (paid or paying now) and its waiting list. */
export async function editionParticipants(db: Db, editionId: number): Promise<Participants> {
  const at = now()
  const edition = await findEdition(db, editionId, at)
  if (!edition) throw notFound()
  const seats = await listSeatsOfEdition(db, editionId, at)
  const paid = await paidOrdersByReference(
    db,
    seats.map((seat) => seat.order_reference),
  )
  const waiters = await listWaiters(db, editionId)
  return {
    edition: toAdminEdition(edition, waiters.length),
    participants: seats.map((seat) => ({
      id: seat.id,
      name: seat.name,
      email: seat.email,
      reference: seat.order_reference,
      paidAt: paid.get(seat.order_reference) ?? null,
      present: seat.present_at !== null,
    })),
    waiting: waiters.map((waiter) => ({
      name: waiter.name,
      email: waiter.email,
      since: waiter.created_at,
      notifiedAt: waiter.notified_at,
    })),
  }
}

/** An instant as the school's clock reads it, 'YYYY-MM-DD HH:mm' (Europe/Rome). */
function romeMinute(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
}

/** The participants as a CSV file, and a file name saying which edition it is. */
export async function participantsCsv(
  db: Db,
  editionId: number,
): Promise<{ fileName: string; text: string }> {
  const { edition, participants } = await editionParticipants(db, editionId)
  const text = csvDocument(
    ['Nome', 'E-mail', 'Riferimento ordine', 'Pagato il', 'Presente'],
    participants.map((p) => [
      p.name,
      p.email,
      p.reference,
      p.paidAt ? romeMinute(p.paidAt) : '',
      p.present ? 'sì' : 'no',
    ]),
  )
  const slug = edition.courseTitle
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
  return { fileName: `partecipanti-${slug || 'corso'}-${edition.startDate}.csv`, text }
}

/**
 * Marks a participant present or not. Marking present issues their certificate of attendance
 * in the same transaction, through the certificates' service, so its mail leaves at once;
 * taking the presence back leaves an issued certificate as it is (docs/product.md#certificates).
 */
export async function setPresence(
  deps: OfferDeps,
  actor: Actor,
  editionId: number,
  seatId: number,
  present: boolean,
): Promise<boolean> {
  const issued = await deps.db.transaction().execute(async (trx) => {
    const seat = await findSeat(trx, editionId, seatId)
    if (!seat) throw notFound()
    await setSeatPresent(trx, seatId, present ? (seat.present_at ?? now()) : null)
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: present ? 'edition.present' : 'edition.absent',
      targetType: 'edition_seat',
      targetId: seatId,
    })
    return present && (await issueEditionCertificateIn(trx, deps, seat.user_id, editionId))
  })
  if (issued) deps.mail.kick()
  return present
}

/** Takes a participant off the edition: their seat frees up and is offered to the list. */
export async function removeParticipant(
  deps: OfferDeps,
  actor: Actor,
  editionId: number,
  seatId: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockRow(trx, 'course_edition', editionId))) throw notFound()
    const seat = await findSeat(trx, editionId, seatId)
    if (!seat) throw notFound()
    await setSeatRemoved(trx, seatId, now())
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'edition.remove_participant',
      targetType: 'edition_seat',
      targetId: seatId,
    })
    await offerFreedSeatsIn(trx, deps, editionId)
  })
  deps.mail.kick()
  await contentChanged(deps.db)
}
