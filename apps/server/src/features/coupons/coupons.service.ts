import { ErrorMessages } from '@aula/contract/common'
import {
  CouponMessages,
  type Coupon,
  type CouponsAnswer,
  type CouponValues,
} from '@aula/contract/coupons'
import type { Db } from '#src/db/connect.ts'
import { lockRow } from '#src/db/locks.ts'
import { runAdminWrite, type AdminWriteDeps } from '#src/lib/admin-write.ts'
import { now } from '#src/lib/clock.ts'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'
import { eurosToCents } from '#src/lib/money.ts'
import { listCouponUseCounts } from '#src/features/checkout/coupon-uses.service.ts'
import { courseTitles } from '#src/features/courses/course-lookups.service.ts'
import { onlineCourseTitles } from '#src/features/online-courses/online-course-lookups.service.ts'
import {
  deleteCoupon,
  findCouponById,
  insertCoupon,
  listCouponItems,
  listCouponRows,
  setCouponItems,
  updateCoupon,
  type CouponColumns,
} from './coupons.repository.ts'
import { toCouponDto } from './coupons.mapper.ts'

/*
 * The admin's discount codes (docs/product.md#coupons): the list with their uses, and the
 * writes, each one transaction with its audit row (lib/admin-write.ts).
 */

type Actor = { id: number }
const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** Every code, newest first, with its uses, and the items a code may be restricted to. */
export async function listCoupons(db: Db): Promise<CouponsAnswer> {
  const rows = await listCouponRows(db)
  const [items, counts, courses, onlineCourses] = await Promise.all([
    listCouponItems(
      db,
      rows.map((row) => row.id),
    ),
    listCouponUseCounts(db, now()),
    courseTitles(db),
    onlineCourseTitles(db),
  ])
  return {
    coupons: rows.map((row) => toCouponDto(row, items.get(row.id), counts.get(row.id))),
    courses,
    onlineCourses,
  }
}

async function couponDto(db: Db, id: number): Promise<Coupon> {
  const row = await findCouponById(db, id)
  if (!row) throw notFound()
  const [items, counts] = await Promise.all([
    listCouponItems(db, [id]),
    listCouponUseCounts(db, now()),
  ])
  return toCouponDto(row, items.get(id), counts.get(id))
}

function columnsOf(input: CouponValues, at: string): CouponColumns {
  return {
    code: input.code.toUpperCase(),
    kind: input.kind,
    percent: input.kind === 'percent' ? input.percent : null,
    amount_cents:
      input.kind === 'fixed' && input.amount !== null ? eurosToCents(input.amount) : null,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
    max_uses: input.maxUses,
    active: input.active ? 1 : 0,
    restricted: input.courseIds.length + input.onlineCourseIds.length > 0 ? 1 : 0,
    updated_at: at,
  }
}

const conflicts = {
  unique: new FieldsError([{ path: 'code', message: CouponMessages.codeTaken }]),
  foreignKey: new FieldsError([{ path: 'courseIds', message: CouponMessages.unknownItem }]),
}

export function createCoupon(
  deps: AdminWriteDeps,
  actor: Actor,
  input: CouponValues,
): Promise<Coupon> {
  return runAdminWrite({
    deps,
    actor,
    input,
    conflicts,
    persist: async (trx, values) => {
      const at = now()
      const id = await insertCoupon(trx, { ...columnsOf(values, at), created_at: at })
      await setCouponItems(trx, id, values)
      return {
        result: await couponDto(trx, id),
        audit: { action: 'coupon.create', targetType: 'coupon', targetId: id },
      }
    },
  })
}

/** Edits a code; checkouts opening with it at that moment wait for the edit (row lock). */
export function editCoupon(
  deps: AdminWriteDeps,
  actor: Actor,
  id: number,
  input: CouponValues,
): Promise<Coupon> {
  return runAdminWrite({
    deps,
    actor,
    input,
    conflicts,
    persist: async (trx, values) => {
      if (!(await lockRow(trx, 'coupon', id))) throw notFound()
      await updateCoupon(trx, id, columnsOf(values, now()))
      await setCouponItems(trx, id, values)
      return {
        result: await couponDto(trx, id),
        audit: { action: 'coupon.update', targetType: 'coupon', targetId: id },
      }
    },
  })
}

/** Deletes a code; the orders bought with it keep its text (coupon_code). */
export function removeCoupon(deps: AdminWriteDeps, actor: Actor, id: number): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: id,
    persist: async (trx) => {
      if (!(await deleteCoupon(trx, id))) throw notFound()
      return {
        result: undefined,
        audit: { action: 'coupon.delete', targetType: 'coupon', targetId: id },
      }
    },
  })
}
