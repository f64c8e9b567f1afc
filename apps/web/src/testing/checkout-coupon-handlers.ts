import { http, HttpResponse } from 'msw'
import { CheckoutPaths } from '@aula/contract/routes/checkout'
import { CouponPaths } from '@aula/contract/routes/coupons'
import type { CreateCheckoutAnswer } from '@aula/contract/checkout'
import type { ApiError } from '@aula/contract/common'
import { CouponMessages, type CouponPreviewAnswer } from '@aula/contract/coupons'
import type { CheckoutShop } from './checkout-handlers.ts'
import { error } from './handlers.ts'

/*
 * The checkout's create call and the code preview, answering as the server does for
 * percentage codes: the discount comes off what is charged now, rounded to the cent; a code
 * leaving nothing to pay completes the order at once (docs/product.md#coupons).
 */

/** Code (in capitals) → percentage, or the server's refusal of it. */
export type CouponBook = Record<string, number | string>

const cents = (euros: number) => Math.round(euros * 100)

function priceWith(shop: CheckoutShop, title: string, code: string | undefined, book: CouponBook) {
  const [full, deposit] = shop.prices[title]!
  const list = deposit ?? full
  if (!code?.trim()) return { list, discount: 0, code: undefined }
  const key = code.trim().toUpperCase()
  const rule = book[key]
  if (rule === undefined) return CouponMessages.unknown
  if (typeof rule === 'string') return rule
  const discount = Math.round(cents(list) * rule) / 10_000
  return { list, discount, code: key }
}

/**
 * `lostAtCreate`: codes the preview accepts but the checkout then refuses with this message,
 * as when another buyer took the last use in between.
 */
export function checkoutCouponHandlers(
  shop: CheckoutShop,
  book: CouponBook,
  lostAtCreate: Record<string, string> = {},
) {
  return [
    http.post<
      never,
      { title: string; type: 'physical' | 'online'; coupon?: string },
      CreateCheckoutAnswer | ApiError
    >(`*${CheckoutPaths.create}`, async ({ request }) => {
      const body = await request.json()
      const price = shop.prices[body.title]
      if (!price) return error(404, 'Not found')
      const lost = body.coupon ? lostAtCreate[body.coupon] : undefined
      if (lost) return error(422, lost)
      const priced = priceWith(shop, body.title, body.coupon, book)
      if (typeof priced === 'string') return error(422, priced)
      const id = `chk-${shop.checkouts.size + 1}`
      shop.checkouts.set(id, { title: body.title, status: 'PENDING' })
      const [full, deposit] = price
      const amount = (cents(priced.list) - cents(priced.discount)) / 100
      const free = priced.code !== undefined && amount === 0
      if (free) shop.owned.add(body.title)
      return HttpResponse.json({
        message: 'Success',
        id,
        amount,
        currency: 'EUR',
        charge: deposit === null ? 'full' : 'deposit',
        balanceDue: deposit === null ? null : full - deposit,
        provider: free ? 'free' : 'demo',
        title: body.title,
        type: body.type,
        ...(free ? { complete: true } : {}),
        ...(priced.code
          ? { coupon: priced.code, listAmount: priced.list, discount: priced.discount }
          : {}),
      })
    }),
    http.post<never, { code: string; title: string; type: string }, CouponPreviewAnswer | ApiError>(
      `*${CouponPaths.preview}`,
      async ({ request }) => {
        const body = await request.json()
        if (!shop.prices[body.title]) return error(404, 'Not found')
        const priced = priceWith(shop, body.title, body.code || ' ', book)
        if (typeof priced === 'string') return error(422, priced)
        if (!priced.code) return error(422, CouponMessages.unknown)
        return HttpResponse.json({
          code: priced.code,
          listAmount: priced.list,
          discount: priced.discount,
          amount: (cents(priced.list) - cents(priced.discount)) / 100,
          charge: shop.prices[body.title]![1] === null ? 'full' : 'deposit',
        })
      },
    ),
  ]
}
