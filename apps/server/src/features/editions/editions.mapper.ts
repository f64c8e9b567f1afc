import type { AdminEdition, Edition } from '@aula/contract/editions'
import type { Language } from '@aula/contract/values/common'
import { inLanguage } from '#src/lib/content-language.ts'
import type { EditionRow } from './editions.repository.ts'
import { seatsLeftOf } from './seats.service.ts'

/* Edition rows as the wire carries them (packages/contract/src/editions.ts). */

export function toEdition(row: EditionRow, waiting: boolean, language: Language = 'it'): Edition {
  const seatsLeft = seatsLeftOf(row)
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: inLanguage(language, row.course_title, row.course_title_en).text,
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
