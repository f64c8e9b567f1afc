import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { ListMessages } from '@aula/contract/list-query'
import {
  PendingReviewPageAnswerSchema,
  PendingReviewsAnswerSchema,
  ReviewAdminPaths,
} from '@aula/contract/reviews'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders, expectRefused, refusedCallers } from '#test/admin.ts'

const t = await buildTestApp()
const headers = await adminWriteHeaders(t)
const callers = await refusedCallers(t)

// Five reviews wait (two sent in the same second), two are already public.
const at = (day: number) => `2026-04-${String(day).padStart(2, '0')}T08:00:00.000Z`
for (const [n, day] of [3, 1, 2, 2, 5].entries()) {
  await t.deps.db
    .insertInto('review')
    .values({
      name: `In attesa ${n + 1}`,
      review: 'Bel corso.',
      rating: 4,
      status: 'pending',
      created_at: at(day),
    })
    .execute()
}
for (const day of [1, 4]) {
  await t.deps.db
    .insertInto('review')
    .values({
      name: 'Pubblica',
      review: 'Ottimo.',
      rating: 5,
      status: 'approved',
      created_at: at(day),
    })
    .execute()
}

const get = (query: string, with_ = headers) =>
  t.app.inject({ method: 'GET', url: `${ReviewAdminPaths.pending}${query}`, headers: with_ })

describe('GET /api/admin/reviews/pending in pages', () => {
  it('pages through the whole queue once, oldest first, as the whole answer has it', async () => {
    const whole = z
      .strictObject(PendingReviewsAnswerSchema.shape)
      .parse((await get('')).json()).reviews
    expect(whole.map((review) => review.name)).toEqual([
      'In attesa 2',
      'In attesa 3',
      'In attesa 4',
      'In attesa 1',
      'In attesa 5',
    ])
    const seen: number[] = []
    for (let n = 1; ; n += 1) {
      const res = await get(`?page=${n}&limit=2`)
      expect(res.statusCode, res.body).toBe(200)
      const answer = z.strictObject(PendingReviewPageAnswerSchema.shape).parse(res.json())
      expect(answer).toMatchObject({ page: n, pageSize: 2, total: 5, hasMore: n < 3 })
      expect(answer.reviews.every((review) => review.status === 'pending')).toBe(true)
      seen.push(...answer.reviews.map((review) => review.id))
      if (!answer.hasMore) break
    }
    expect(seen).toEqual(whole.map((review) => review.id))
    const first = PendingReviewPageAnswerSchema.parse((await get('?limit=1')).json())
    expect(first.reviews).toEqual([whole[0]])
  })

  it('refuses a page or size it cannot read with a 400 that says why', async () => {
    for (const [query, message] of [
      ['?page=0', ListMessages.page],
      ['?page=1e3', ListMessages.page],
      ['?limit=49', ListMessages.limit],
      ['?limit=', ListMessages.limit],
    ] as const) {
      const res = await get(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toContain(message)
    }
  })

  it("takes only an admin's fresh private token, paged or not (not even the admin's session)", async () => {
    for (const caller of callers) expectRefused(await get('?page=1', caller.headers), caller.status)
  })
})
