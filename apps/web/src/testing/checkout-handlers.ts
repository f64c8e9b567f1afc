import { http, HttpResponse } from 'msw'
import { CheckoutPaths } from '@aula/contract/routes/checkout'
import {
  CheckoutMessages,
  type ConfirmCheckoutAnswer,
  type CreateCheckoutAnswer,
  type DemoPay,
  type DemoPayAnswer,
} from '@aula/contract/checkout'
import type { ApiError } from '@aula/contract/common'
import { LessonPaths } from '@aula/contract/routes/lessons'
import type {
  OnlineCourseDetailAnswer,
  PlayerLesson,
  SaveLessonProgress,
} from '@aula/contract/lessons'
import { error } from './handlers.ts'

/** What the fake provider knows: the courses on sale and the state of each checkout. */
export interface CheckoutShop {
  /** Title → [price, deposit or null], in euros. */
  prices: Record<string, [number, number | null]>
  owned: Set<string>
  checkouts: Map<string, { title: string; status: 'PENDING' | 'PAID' | 'FAILED' }>
}

export function checkoutShop(prices: CheckoutShop['prices']): CheckoutShop {
  return { prices, owned: new Set(), checkouts: new Map() }
}

/**
 * The buying calls at the HTTP edge, answering as the server does: amounts from the
 * "database", 409 for something owned, the demo card rules (4242… pays, others decline).
 */
export function checkoutHandlers(shop: CheckoutShop) {
  return [
    http.post<
      never,
      { title: string; type: 'physical' | 'online' },
      CreateCheckoutAnswer | ApiError
    >(`*${CheckoutPaths.create}`, async ({ request }) => {
      const body = await request.json()
      const price = shop.prices[body.title]
      if (!price) return error(404, 'Not found')
      if (shop.owned.has(body.title)) return error(409, CheckoutMessages.alreadyPurchased)
      const id = `chk-${shop.checkouts.size + 1}`
      shop.checkouts.set(id, { title: body.title, status: 'PENDING' })
      const [full, deposit] = price
      return HttpResponse.json({
        message: 'Success',
        id,
        amount: deposit ?? full,
        currency: 'EUR',
        charge: deposit === null ? 'full' : 'deposit',
        balanceDue: deposit === null ? null : full - deposit,
        provider: 'demo',
        title: body.title,
        type: body.type,
      })
    }),
    http.post<never, DemoPay, DemoPayAnswer | ApiError>(
      `*${CheckoutPaths.demoPay}`,
      async ({ request }) => {
        const body = await request.json()
        const checkout = shop.checkouts.get(body.id)
        if (!checkout) return error(404, 'Not found')
        // Bought meanwhile through another checkout (another tab): nothing is charged.
        if (shop.owned.has(checkout.title) && checkout.status !== 'PAID') {
          return error(409, CheckoutMessages.alreadyPurchased)
        }
        const paid = body.cardNumber.replace(/\s/g, '') === '4242424242424242'
        checkout.status = paid ? 'PAID' : 'FAILED'
        if (paid) shop.owned.add(checkout.title)
        return HttpResponse.json({ status: paid ? 'PAID' : 'FAILED' })
      },
    ),
    http.post<never, { id: string }, ConfirmCheckoutAnswer | ApiError>(
      `*${CheckoutPaths.confirm}`,
      async ({ request }) => {
        const checkout = shop.checkouts.get((await request.json()).id)
        if (!checkout) return error(404, 'Not found')
        return HttpResponse.json({ message: 'Success', status: checkout.status })
      },
    ),
  ]
}

export function lessonFixture(index: number, overrides: Partial<PlayerLesson> = {}): PlayerLesson {
  return {
    index,
    id: 100 + index,
    title: `Lezione ${index + 1}`,
    url: `/api/lesson-video/lesson-${index + 1}.mp4?expires=1&signature=x`,
    durationSeconds: 60 * (index + 1),
    positionSeconds: 0,
    completed: false,
    captions: [],
    ...overrides,
  }
}

/** The lesson player's calls for one course; saved progress is kept in `saved`. */
export function lessonHandlers(
  title: string,
  lessons: PlayerLesson[],
  saved: SaveLessonProgress[] = [],
) {
  return [
    http.get<{ title: string }, never, OnlineCourseDetailAnswer | ApiError>(
      '*/api/onlinecoursedetail/:title',
      ({ params }) => {
        if (params.title !== title) return error(404, 'Not found')
        return HttpResponse.json({
          onlinecourse: {
            title,
            titles: { it: title, en: null },
            mainVideo: '',
            lessons,
            progress: {
              completed: lessons.filter((l) => l.completed).length,
              total: lessons.length,
            },
          },
        })
      },
    ),
    http.put<never, SaveLessonProgress, { message: 'Success' }>(
      `*${LessonPaths.lessonProgress}`,
      async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({ message: 'Success' })
      },
    ),
  ]
}
