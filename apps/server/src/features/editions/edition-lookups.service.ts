import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { paidOrdersByReference } from '#src/features/checkout/seat-orders.service.ts'
import { firstEditionOfCourseFrom, listSeatsOfMember } from './editions.repository.ts'

/*
 * What other features may ask about a member's editions (docs/architecture.md#cross-reads,
 * docs/product.md#editions): the editions they attended (the admin marked them present),
 * for a certificate, and the paid ones still to come, for their own screens.
 */

export interface AttendedEdition {
  editionId: number
  courseId: number
  courseTitle: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
  /** Hours of training; null when the admin did not say. */
  hours: number | null
}

export interface UpcomingEdition {
  editionId: number
  courseId: number
  courseTitle: string
  startDate: string
  endDate: string
  location: string
}

/** The editions where the member holds a seat and was marked present, in date order. */
export async function attendedEditions(db: Db, userId: number): Promise<AttendedEdition[]> {
  const rows = await listSeatsOfMember(db, userId, now())
  return rows
    .filter((row) => row.present_at !== null)
    .map((row) => ({
      editionId: row.edition_id,
      courseId: row.course_id,
      courseTitle: row.course_title,
      startDate: row.start_date,
      endDate: row.end_date,
      hours: row.hours,
    }))
}

/** Today on the school's calendar (Europe/Rome), 'YYYY-MM-DD'. */
export function romeToday(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at)
}

/**
 * The member's paid editions that have not ended (today's included), in date order. A seat
 * only held by a pending order is not listed: it is not bought yet.
 */
export async function upcomingEditionsOf(db: Db, userId: number): Promise<UpcomingEdition[]> {
  const today = romeToday()
  const rows = await listSeatsOfMember(db, userId, now())
  const paid = await paidOrdersByReference(
    db,
    rows.map((row) => row.order_reference),
  )
  return rows
    .filter((row) => row.end_date >= today && paid.has(row.order_reference))
    .map((row) => ({
      editionId: row.edition_id,
      courseId: row.course_id,
      courseTitle: row.course_title,
      startDate: row.start_date,
      endDate: row.end_date,
      location: row.location,
    }))
}

/**
 * The days of the course's soonest edition that has not ended, or null when it has none to
 * come: a course's own dates follow it (features/courses/course-dates.service.ts).
 */
export async function nextEditionDaysOf(
  db: Db,
  courseId: number,
): Promise<{ start: string; end: string } | null> {
  const row = await firstEditionOfCourseFrom(db, courseId, romeToday())
  return row ? { start: row.start_date, end: row.end_date } : null
}
