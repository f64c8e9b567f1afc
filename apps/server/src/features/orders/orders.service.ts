import type { PaidCoursesAnswer } from '@aula/contract/admin'
import type { Db } from '#src/db/connect.ts'
import { listPaidOrders } from '#src/features/checkout/paid-orders.service.ts'
import { toPaidCourseDto, totalInEuros } from './orders.mapper.ts'

/** What was sold, to whom and for how much, newest first, with the total of the sales. */
export async function getPaidCourses(db: Db): Promise<PaidCoursesAnswer> {
  const rows = await listPaidOrders(db)
  return { data: rows.map(toPaidCourseDto), total: totalInEuros(rows) }
}
