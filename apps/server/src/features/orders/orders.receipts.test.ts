import { describe, expect, it } from 'vitest'
import { AdminPaths, PaidCoursesAnswerSchema, type PaidCourse } from '@aula/contract/admin'
import { CheckoutPaths } from '@aula/contract/checkout'
import { ReceiptPaths } from '@aula/contract/receipts'
import { bearer, loginAs } from '#test/helper.ts'
import { checkoutApp } from '#test/fixtures/checkout.buyer.ts'
import { insertOnlineCourse } from '#test/fixtures/checkout.ts'
import { createCoupon } from '#test/fixtures/coupons.ts'

/*
 * The admin's paid orders show each order's receipt number and lead to its PDF
 * (docs/product.md#receipts); an order without a receipt (a free one) shows none.
 */

const { t, checkout, pay, post } = await checkoutApp()

describe('the receipt of each paid order in the admin list', () => {
  it('shows its number and the id of its PDF, in the whole list and in a page', async () => {
    const admin = await loginAs(t, 'admin')
    const anna = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 2_500 })
    const open = await checkout(anna, online.title, 'online')
    expect((await pay(anna, open.id)).json()).toEqual({ status: 'PAID' })
    const bob = await loginAs(t)
    const coupon = await createCoupon(t, { percent: '100' })
    const free = await post(
      CheckoutPaths.create,
      { title: online.title, type: 'online', coupon: coupon.code },
      bob,
    )
    expect(free.json()).toMatchObject({ complete: true })

    const list = await t.app.inject({
      method: 'GET',
      url: AdminPaths.paidCourses,
      headers: bearer(admin.token),
    })
    expect(list.statusCode, list.body).toBe(200)
    const rows = PaidCoursesAnswerSchema.parse(list.json()).data
    const paid = rows.find((row) => row.email === anna.email)
    expect(paid?.receipt?.number).toMatch(/^\d{4}\/\d{6}$/)
    expect(rows.find((row) => row.email === bob.email)).not.toHaveProperty('receipt')

    const page = await t.app.inject({
      method: 'GET',
      url: `${AdminPaths.paidCourses}?page=1&limit=10`,
      headers: bearer(admin.token),
    })
    const inPage = page.json().data.find((row: PaidCourse) => row.email === anna.email)
    expect(inPage.receipt).toEqual(paid!.receipt)

    // The admin opens the PDF the number leads to.
    const pdf = await t.app.inject({
      method: 'GET',
      url: ReceiptPaths.pdf(paid!.receipt!.id),
      headers: bearer(admin.token),
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
