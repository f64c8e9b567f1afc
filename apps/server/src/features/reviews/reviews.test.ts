import { describe, expect, it } from 'vitest'
import { ReviewAnswerSchema, ReviewPaths, ReviewsAnswerSchema } from '@aula/contract/reviews'
import { REVIEWS } from '#seed/content/community.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { insertPendingReview } from './reviews.repository.ts'

const t = await buildTestApp()
const { db } = t.deps
await db
  .insertInto('review')
  .values(
    REVIEWS.map((review) => ({
      name: review.name,
      review: review.review,
      rating: review.rating,
      status: 'approved' as const,
      created_at: new Date(Date.now() - review.daysAgo * 86_400_000).toISOString(),
    })),
  )
  .execute()

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

const pendingId = await insertPendingReview(db, {
  name: 'Visitatore',
  review: 'In attesa di approvazione',
  rating: 4,
})

describe('GET /api/reviews/', () => {
  it('answers approved reviews only, newest first', async () => {
    const res = await get(ReviewPaths.reviews)
    expect(res.statusCode).toBe(200)
    const { reviews } = ReviewsAnswerSchema.parse(res.json())
    const approved = await db
      .selectFrom('review')
      .select(['id'])
      .where('status', '=', 'approved')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(reviews.map((r) => r.id)).toEqual(approved.map((r) => Number(r.id)))
    expect(reviews.map((r) => r.id)).not.toContain(pendingId)
    for (const review of reviews) {
      expect(review.idReview).toBe(review.id)
      expect(Object.keys(review).sort()).toEqual(['id', 'idReview', 'name', 'rating', 'review'])
    }
  })

  it('shows a review once an admin approves it, at the top', async () => {
    const id = await insertPendingReview(db, { name: 'Anna', review: 'Bellissimo', rating: 5 })
    await db.updateTable('review').set({ status: 'approved' }).where('id', '=', id).execute()
    // Written straight into the database, where no admin write tells the kept public reads.
    await contentChanged(db)
    const { reviews } = ReviewsAnswerSchema.parse((await get(ReviewPaths.reviews)).json())
    expect(reviews[0]).toEqual({ idReview: id, id, name: 'Anna', review: 'Bellissimo', rating: 5 })
  })
})

describe('GET /api/review/{id}', () => {
  it('answers an approved review to anyone, with or without a bearer', async () => {
    const { reviews } = ReviewsAnswerSchema.parse((await get(ReviewPaths.reviews)).json())
    const user = await loginAs(t)
    for (const headers of [{}, bearer('garbage'), bearer(user.token)]) {
      const res = await get(ReviewPaths.review(reviews[1]!.id), headers)
      expect(res.statusCode).toBe(200)
      expect(ReviewAnswerSchema.parse(res.json())).toEqual({ review: reviews[1] })
    }
  })

  it('hides a pending review from visitors and users, and shows it to an admin', async () => {
    const user = await loginAs(t)
    for (const headers of [{}, bearer(user.token), bearer('garbage')]) {
      const res = await get(ReviewPaths.review(pendingId), headers)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
    const admin = await loginAs(t, 'admin')
    const res = await get(ReviewPaths.review(pendingId), bearer(admin.token))
    expect(res.statusCode).toBe(200)
    expect(ReviewAnswerSchema.parse(res.json()).review).toEqual({
      idReview: pendingId,
      id: pendingId,
      name: 'Visitatore',
      review: 'In attesa di approvazione',
      rating: 4,
      status: 'pending',
    })
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await get(ReviewPaths.review(2_000_000))).statusCode).toBe(404)
    for (const id of ['0', 'abc', '-7', '1.2', '2147483648']) {
      const res = await get(`/api/review/${id}`)
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toHaveProperty('message')
    }
  })
})

describe('insertPendingReview', () => {
  it('stores a review as pending with the given rating', async () => {
    const id = await insertPendingReview(db, { name: 'Luca', review: 'Ottimo', rating: 3 })
    const row = await db
      .selectFrom('review')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'Luca', review: 'Ottimo', rating: 3, status: 'pending' })
  })
})

describe('odd ids', () => {
  it('answers 400 with a message, never a 500', async () => {
    for (const id of [
      '%00',
      '%E0%A4%A',
      '%',
      '1%00',
      '%F0%9F%8D%95',
      '1 OR 1=1',
      '0x10',
      'Infinity',
      'NaN',
      '9'.repeat(400),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/review/${id}` })
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toHaveProperty('message')
    }
  })
})
