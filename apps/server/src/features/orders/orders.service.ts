import type { PaidCoursesAnswer, PaidCoursesPageAnswer } from '@aula/contract/admin'
import type { Db } from '#src/db/connect.ts'
import {
  listPaidOrderPage,
  listPaidOrders,
  type PaidOrderRow,
} from '#src/features/checkout/paid-orders.service.ts'
import { receiptsOfOrders } from '#src/features/receipts/receipts.service.ts'
import { centsToEuros } from '#src/lib/money.ts'
import { pageWindow, pagingOf } from '#src/lib/list-page.ts'
import { toPaidCourseDto, totalInEuros } from './orders.mapper.ts'

/** The orders as the list shows them, each with its receipt's number and id when it has one. */
async function withReceipts(db: Db, rows: PaidOrderRow[]) {
  const receipts = await receiptsOfOrders(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toPaidCourseDto(row, receipts.get(row.id)))
}

/** What was sold, to whom and for how much, newest first, with the total of the sales. */
export async function getPaidCourses(db: Db): Promise<PaidCoursesAnswer> {
  const rows = await listPaidOrders(db)
  return { data: await withReceipts(db, rows), total: totalInEuros(rows) }
}

/**
 * One page of the paid orders, newest first (docs/product.md#paged-lists). `total` stays the
 * sum of every sale, as in the whole list; the number of orders is `count`.
 */
export async function getPaidCoursePage(
  db: Db,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<PaidCoursesPageAnswer> {
  const window = pageWindow(query)
  const { count, salesCents, rows } = await listPaidOrderPage(db, window)
  const { total, ...paging } = pagingOf(window, count)
  return {
    data: await withReceipts(db, rows),
    total: centsToEuros(salesCents),
    count: total,
    ...paging,
  }
}
