import type { AdminEdition, Edition } from '@aula/contract/editions'
import type { EditionRow } from './editions.repository.ts'
import { seatsLeftOf } from './seats.service.ts'

/* Edition rows as the wire carries them (packages/contract/src/editions.ts). */

export function toEdition(row: EditionRow, waiting: boolean): Edition {
  const seatsLeft = seatsLeftOf(row)
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    startDate: row.start_date,
    endDate: row.end_date,
    hours: row.hours,
    capacity: row.capacity,
    seatsLeft,
    soldOut: seatsLeft === 0,
    waiting,
  }
}

export function toAdminEdition(row: EditionRow, waitingCount: number): AdminEdition {
  return {
    ...toEdition(row, false),
    seatsTaken: Number(row.seats_taken ?? 0),
    waitingCount,
  }
}
