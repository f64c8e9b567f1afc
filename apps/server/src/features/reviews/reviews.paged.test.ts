import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { ListMessages } from '@aula/contract/list-query'
import { ReviewPageAnswerSchema, ReviewPaths, ReviewsAnswerSchema } from '@aula/contract/reviews'
import { seedDemo } from '#seed/seed.ts'
import { buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()
await seedDemo(t.deps)

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `${ReviewPaths.reviews}${query}` })

describe('GET /api/reviews/ in pages', () => {
  it('pages through every approved review once, newest first', async () => {
    const whole = z.strictObject(ReviewsAnswerSchema.shape).parse((await get('')).json()).reviews
    const seen: number[] = []
    for (let n = 1; ; n += 1) {
      const res = await get(`?page=${n}&limit=2`)
      expect(res.statusCode).toBe(200)
      const answer = ReviewPageAnswerSchema.parse(res.json())
      expect(answer).toMatchObject({ page: n, pageSize: 2, total: whole.length })
      seen.push(...answer.reviews.map((review) => review.id))
      if (!answer.hasMore) break
    }
    expect(seen).toEqual(whole.map((review) => review.id))
  })

  it('refuses a page it cannot read with a 400 that says why', async () => {
    const res = await get('?page=-1')
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(ListMessages.page)
  })
})
