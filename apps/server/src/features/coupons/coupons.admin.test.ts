import { describe, expect, it } from 'vitest'
import {
  CouponMessages,
  CouponPaths,
  CouponsAnswerSchema,
  CouponWriteAnswerSchema,
} from '@aula/contract/coupons'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectRefused,
  refusedCallers,
  snapshot,
} from '#test/admin.ts'
import { insertCourse, insertOnlineCourse } from '#test/fixtures/checkout.ts'
import { couponForm, createCoupon, uniqueCode } from '#test/fixtures/coupons.ts'

const t = await buildTestApp()
const callers = await refusedCallers(t)

type Method = 'POST' | 'PUT' | 'DELETE'
const send = async (method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: await adminWriteHeaders(t),
  })

const list = async () => {
  const admin = await loginAs(t, 'admin')
  const res = await t.app.inject({
    method: 'GET',
    url: CouponPaths.coupons,
    headers: bearer(admin.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return CouponsAnswerSchema.parse(res.json())
}

describe('discount codes: who may read and write them', () => {
  it('lists them only for admins', async () => {
    const member = await loginAs(t)
    expect((await t.app.inject({ method: 'GET', url: CouponPaths.coupons })).statusCode).toBe(401)
    const res = await t.app.inject({
      method: 'GET',
      url: CouponPaths.coupons,
      headers: bearer(member.token),
    })
    expect(res.statusCode).toBe(403)
  })

  it('writes them only with an admin private token', async () => {
    const coupon = await createCoupon(t)
    const before = await snapshot(t, ['coupon', 'coupon_item'])
    for (const caller of callers) {
      const writes = [
        { method: 'POST' as const, url: CouponPaths.coupons, payload: couponForm() },
        { method: 'PUT' as const, url: CouponPaths.coupon(coupon.id), payload: couponForm() },
        { method: 'DELETE' as const, url: CouponPaths.coupon(coupon.id) },
      ]
      for (const write of writes) {
        const res = await t.app.inject({
          method: write.method,
          url: write.url,
          ...(write.payload ? { payload: write.payload } : {}),
          headers: caller.headers,
        })
        expectRefused(res, caller.status)
      }
    }
    expect(await snapshot(t, ['coupon', 'coupon_item'])).toEqual(before)
  })
})

describe('discount codes: the admin writes them', () => {
  it('creates a code in capitals, restricted to chosen items, and records who did it', async () => {
    const course = await insertCourse(t, { price: 10_000 })
    const online = await insertOnlineCourse(t, { price: 5_000 })
    const code = uniqueCode('pizza')
    const res = await send(
      'POST',
      CouponPaths.coupons,
      couponForm({
        code: `  ${code.toLowerCase()} `,
        kind: 'fixed',
        amount: '12,50',
        percent: '30',
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
        maxUses: '10',
        courseIds: [course.id],
        onlineCourseIds: [online.id, online.id],
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    const { coupon } = CouponWriteAnswerSchema.parse(res.json())
    expect(coupon).toEqual({
      id: expect.any(Number),
      code: code.toUpperCase(),
      kind: 'fixed',
      percent: null,
      amount: 12.5,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
      maxUses: 10,
      active: true,
      courseIds: [course.id],
      onlineCourseIds: [online.id],
      uses: 0,
      held: 0,
    })
    expect(await auditRows(t, 'coupon.create', coupon.id)).toHaveLength(1)
    const all = await list()
    expect(all.coupons.find((c) => c.id === coupon.id)).toEqual(coupon)
    expect(all.courses).toContainEqual({ id: course.id, title: course.title })
    expect(all.onlineCourses).toContainEqual({ id: online.id, title: online.title })
  })

  it('edits, disables and deletes a code', async () => {
    const coupon = await createCoupon(t)
    const edited = await send(
      'PUT',
      CouponPaths.coupon(coupon.id),
      couponForm({ code: coupon.code, percent: '35', active: false }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().coupon).toMatchObject({ percent: 35, active: false })
    expect(await auditRows(t, 'coupon.update', coupon.id)).toHaveLength(1)

    const removed = await send('DELETE', CouponPaths.coupon(coupon.id))
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await list()).coupons.find((c) => c.id === coupon.id)).toBeUndefined()
    expect((await send('DELETE', CouponPaths.coupon(coupon.id))).statusCode).toBe(404)
    const missing = await send('PUT', CouponPaths.coupon(coupon.id), couponForm())
    expect(missing.statusCode).toBe(404)
  })

  it('refuses a code already taken, in any case, on the code field', async () => {
    const coupon = await createCoupon(t)
    const res = await send(
      'POST',
      CouponPaths.coupons,
      couponForm({ code: coupon.code.toLowerCase() }),
    )
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([{ path: 'code', message: CouponMessages.codeTaken }])
    const other = await createCoupon(t)
    const renamed = await send(
      'PUT',
      CouponPaths.coupon(other.id),
      couponForm({ code: coupon.code }),
    )
    expect(renamed.statusCode).toBe(400)
    expect(renamed.json().errors).toEqual([{ path: 'code', message: CouponMessages.codeTaken }])
  })

  it('says what is wrong with each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: '' }, 'code', 'Required'],
      [{ code: 'ab' }, 'code', CouponMessages.codeFormat],
      [{ code: 'due parole' }, 'code', CouponMessages.codeFormat],
      [{ code: 'x'.repeat(41) }, 'code', CouponMessages.codeFormat],
      [{ percent: '' }, 'percent', CouponMessages.percent],
      [{ percent: '0' }, 'percent', CouponMessages.percent],
      [{ percent: '101' }, 'percent', CouponMessages.percent],
      [{ percent: '12.5' }, 'percent', CouponMessages.percent],
      [{ kind: 'fixed', amount: '' }, 'amount', CouponMessages.amount],
      [{ kind: 'fixed', amount: '0' }, 'amount', CouponMessages.amount],
      [
        { kind: 'fixed', amount: 'dieci' },
        'amount',
        'Enter an amount in euros, such as 250 or 249.90',
      ],
      [{ validFrom: '2026-13-01' }, 'validFrom', 'Enter a date as YYYY-MM-DD'],
      [
        { validFrom: '2026-05-02', validUntil: '2026-05-01' },
        'validUntil',
        CouponMessages.untilBeforeFrom,
      ],
      [{ maxUses: '0' }, 'maxUses', CouponMessages.maxUses],
      [{ maxUses: 'molti' }, 'maxUses', CouponMessages.maxUses],
    ]
    const before = await snapshot(t, ['coupon', 'coupon_item'])
    for (const [fields, path, message] of cases) {
      const res = await send('POST', CouponPaths.coupons, couponForm(fields))
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json().errors, JSON.stringify(fields)).toContainEqual({ path, message })
    }
    for (const body of [
      {},
      [],
      { ...couponForm(), kind: 'gratis' },
      { ...couponForm(), courseIds: ['1'] },
    ]) {
      const res = await send('POST', CouponPaths.coupons, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const gone = await send('POST', CouponPaths.coupons, couponForm({ courseIds: [2_000_000_000] }))
    expect(gone.statusCode, gone.body).toBe(400)
    expect(gone.json().errors).toEqual([{ path: 'courseIds', message: CouponMessages.unknownItem }])
    expect((await send('PUT', '/api/admin/coupons/abc', couponForm())).statusCode).toBe(400)
    expect(await snapshot(t, ['coupon', 'coupon_item'])).toEqual(before)
  })
})
