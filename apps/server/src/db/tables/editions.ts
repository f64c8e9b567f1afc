import type { Generated } from 'kysely'

/** Editions of in-person courses, their seats and waiting lists (features/editions). */
export interface EditionTables {
  course_edition: CourseEditionTable
  edition_seat: EditionSeatTable
  edition_waiter: EditionWaiterTable
}

export interface CourseEditionTable {
  id: Generated<number>
  course_id: number
  /** 'YYYY-MM-DD' */
  start_date: string
  end_date: string
  /** Hours of training, for a certificate; null when not said. */
  hours: number | null
  /** Seats; null for no limit. */
  capacity: number | null
  /** Seats left when the waiting list was last looked at (a rise: seats freed up). */
  seats_left_seen: number | null
  created_at: string
  updated_at: string
}

/** A seat held by an order (its reference) until held_until, for good once it is paid. */
export interface EditionSeatTable {
  id: Generated<number>
  edition_id: number
  user_id: number
  order_reference: string
  held_until: string
  present_at: string | null
  removed_at: string | null
  created_at: string
}

export interface EditionWaiterTable {
  id: Generated<number>
  edition_id: number
  user_id: number
  created_at: string
  notified_at: string | null
}
