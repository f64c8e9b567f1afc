import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import { CouponRoutes } from '@aula/contract/routes/coupons'
import {
  CouponInputSchema,
  CouponMessages,
  type Coupon,
  type CouponsAnswer,
  type CouponWriteAnswer,
} from '@aula/contract/coupons'
import { isAdminWrite, refused } from './admin-handlers.ts'
import { error, invalid, isAdminSession, nextId, notFound } from './admin-content-support.ts'

/* The discount codes' calls on a list kept by the test, as the server answers them. */

export interface CouponsData extends CouponsAnswer {
  /** The bodies of the writes, in order. */
  writes: { method: string; id?: number; body: unknown }[]
}

export function couponFixture(fields: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'PIZZA20',
    kind: 'percent',
    percent: 20,
    amount: null,
    validFrom: null,
    validUntil: null,
    maxUses: null,
    active: true,
    courseIds: [],
    onlineCourseIds: [],
    uses: 0,
    held: 0,
    ...fields,
  }
}

export function couponsData(coupons: Coupon[] = []): CouponsData {
  return {
    coupons,
    courses: [{ id: 7, title: 'Pizza napoletana' }],
    onlineCourses: [{ id: 9, title: 'Impasti a casa' }],
    writes: [],
  }
}

const path = (route: { path: string }) => `*${route.path}`

function stored(data: CouponsData, id: number, body: unknown): Coupon | ApiError {
  const parsed = CouponInputSchema.safeParse(body)
  if (!parsed.success) return { message: 'Invalid input' }
  const v = parsed.data
  return couponFixture({
    id,
    code: v.code.toUpperCase(),
    kind: v.kind,
    percent: v.kind === 'percent' ? v.percent : null,
    amount: v.kind === 'fixed' ? v.amount : null,
    validFrom: v.validFrom,
    validUntil: v.validUntil,
    maxUses: v.maxUses,
    active: v.active,
    courseIds: v.courseIds,
    onlineCourseIds: v.onlineCourseIds,
    uses: data.coupons.find((c) => c.id === id)?.uses ?? 0,
  })
}

export function adminCouponHandlers(data: CouponsData) {
  const taken = (code: string, id?: number) =>
    data.coupons.some((c) => c.code === code.trim().toUpperCase() && c.id !== id)
  return [
    http.get<never, never, CouponsAnswer | ApiError>(path(CouponRoutes.list), ({ request }) => {
      if (!isAdminSession(request)) return error(401, 'Unauthorized')
      const { coupons, courses, onlineCourses } = data
      return HttpResponse.json({ coupons, courses, onlineCourses })
    }),
    http.post<never, never, CouponWriteAnswer | ApiError>(
      path(CouponRoutes.create),
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const body = await request.json()
        data.writes.push({ method: 'POST', body })
        const parsed = CouponInputSchema.safeParse(body)
        if (!parsed.success) return invalid(parsed)
        if (taken(parsed.data.code)) {
          return error(400, 'Invalid body', [{ path: 'code', message: CouponMessages.codeTaken }])
        }
        const coupon = stored(data, nextId(data.coupons), body) as Coupon
        data.coupons.unshift(coupon)
        return HttpResponse.json({ message: 'Success' as const, coupon })
      },
    ),
    http.put<{ id: string }, never, CouponWriteAnswer | ApiError>(
      path(CouponRoutes.update),
      async ({ request, params }) => {
        if (!isAdminWrite(request)) return refused(request)
        const id = Number(params.id)
        const body = await request.json()
        data.writes.push({ method: 'PUT', id, body })
        const parsed = CouponInputSchema.safeParse(body)
        if (!parsed.success) return invalid(parsed)
        const index = data.coupons.findIndex((c) => c.id === id)
        if (index < 0) return notFound()
        const coupon = stored(data, id, body) as Coupon
        data.coupons[index] = coupon
        return HttpResponse.json({ message: 'Success' as const, coupon })
      },
    ),
    http.delete<{ id: string }>(path(CouponRoutes.remove), ({ request, params }) => {
      if (!isAdminWrite(request)) return refused(request)
      const id = Number(params.id)
      data.writes.push({ method: 'DELETE', id, body: undefined })
      const index = data.coupons.findIndex((c) => c.id === id)
      if (index < 0) return notFound()
      data.coupons.splice(index, 1)
      return HttpResponse.json({ message: 'Success' as const })
    }),
  ]
}
