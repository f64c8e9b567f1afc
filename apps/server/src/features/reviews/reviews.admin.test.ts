import { describe, expect, it } from 'vitest'
import { PendingReviewsAnswerSchema, ReviewAdminPaths } from '@aula/contract/reviews'
import { ReviewSubmitLimits } from '@aula/contract/review-submit'
import { insertPendingReview } from './reviews.repository.ts'
import { buildTestApp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectClientError,
  expectRefused,
  refusedCallers,
  snapshot,
} from '#test/admin.ts'

const t = await buildTestApp()
const callers = await refusedCallers(t)

type Method = 'GET' | 'PUT' | 'DELETE'
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const newReview = () =>
  insertPendingReview(t.deps.db, { name: 'Giulia', review: 'Corso bellissimo', rating: 4 })
const reviewRow = (id: number) =>
  t.deps.db.selectFrom('review').selectAll().where('id', '=', id).executeTakeFirst()
const publicIds = async () =>
  (await call('GET', '/api/reviews/')).json().reviews.map((r: { id: number }) => r.id)

describe('review admin calls: who may call them', () => {
  const calls: { name: string; method: Method; url: string; payload: (id: number) => unknown }[] = [
    {
      name: 'PUT /api/review/',
      method: 'PUT',
      url: ReviewAdminPaths.review,
      payload: (id) => ({ id, name: 'Marco', review: 'Ottimo', rating: 5 }),
    },
    {
      name: 'DELETE /api/review/',
      method: 'DELETE',
      url: ReviewAdminPaths.review,
      payload: (id) => ({ id }),
    },
    { name: 'GET pending', method: 'GET', url: ReviewAdminPaths.pending, payload: () => undefined },
    {
      name: 'PUT approve',
      method: 'PUT',
      url: ReviewAdminPaths.approve,
      payload: (id) => ({ id }),
    },
  ]
  for (const c of calls) {
    it(`${c.name} accepts only an admin's private token`, async () => {
      const id = await newReview()
      const before = await snapshot(t, ['review'])
      for (const caller of callers) {
        const res = await call(c.method, c.url, c.payload(id), caller.headers)
        expectRefused(res, caller.status)
      }
      expect(await snapshot(t, ['review'])).toEqual(before)
      const res = await call(c.method, c.url, c.payload(id), await adminWriteHeaders(t))
      expect(res.statusCode, res.body).toBe(200)
    })
  }
})

describe('review admin calls: success', () => {
  it('PUT edits name, text and rating, trimmed, and keeps the review pending', async () => {
    const id = await newReview()
    const headers = await adminWriteHeaders(t)
    const payload = { id, name: ' Marco ', review: ' Ottimo corso ', rating: '3' }
    const res = await call('PUT', ReviewAdminPaths.review, payload, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await reviewRow(id)).toMatchObject({
      name: 'Marco',
      review: 'Ottimo corso',
      status: 'pending',
    })
    expect(Number((await reviewRow(id))!.rating)).toBe(3)
    expect(await auditRows(t, 'review.update', id)).toHaveLength(1)
    const missing = await call('PUT', ReviewAdminPaths.review, { ...payload, id: 999_999 }, headers)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
  })

  it('DELETE removes the review; a second delete is a 404', async () => {
    const id = await newReview()
    const headers = await adminWriteHeaders(t)
    const res = await call('DELETE', ReviewAdminPaths.review, { id }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(await reviewRow(id)).toBeUndefined()
    expect(await auditRows(t, 'review.delete', id)).toHaveLength(1)
    expect((await call('DELETE', ReviewAdminPaths.review, { id }, headers)).statusCode).toBe(404)
  })

  it('a pending review is queued, and after approval it is public and leaves the queue', async () => {
    const id = await newReview()
    const headers = await adminWriteHeaders(t)
    expect(await publicIds()).not.toContain(id)

    const queue = await call('GET', ReviewAdminPaths.pending, undefined, headers)
    expect(queue.statusCode).toBe(200)
    const pending = PendingReviewsAnswerSchema.parse(queue.json()).reviews
    expect(pending.find((r) => r.id === id)).toMatchObject({
      name: 'Giulia',
      review: 'Corso bellissimo',
      rating: 4,
      status: 'pending',
    })
    expect(pending.every((r) => r.status === 'pending')).toBe(true)

    const res = await call('PUT', ReviewAdminPaths.approve, { id }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await reviewRow(id)).toMatchObject({ status: 'approved' })
    expect(await publicIds()).toContain(id)
    expect(await auditRows(t, 'review.approve', id)).toHaveLength(1)
    const after = (await call('GET', ReviewAdminPaths.pending, undefined, headers)).json()
    expect(after.reviews.map((r: { id: number }) => r.id)).not.toContain(id)

    const missing = await call('PUT', ReviewAdminPaths.approve, { id: 999_999 }, headers)
    expect(missing.statusCode).toBe(404)
  })
})

describe('review admin calls: bad input is a 4xx and changes nothing', () => {
  const valid = { name: 'Marco', review: 'Ottimo', rating: 5 }
  const bad: [string, string, Method, (id: number) => unknown][] = [
    ['PUT without id', ReviewAdminPaths.review, 'PUT', () => valid],
    [
      'PUT without name',
      ReviewAdminPaths.review,
      'PUT',
      (id) => ({ ...valid, id, name: undefined }),
    ],
    [
      'PUT without rating',
      ReviewAdminPaths.review,
      'PUT',
      (id) => ({ ...valid, id, rating: undefined }),
    ],
    ['PUT rating 6', ReviewAdminPaths.review, 'PUT', (id) => ({ ...valid, id, rating: 6 })],
    ['PUT rating 2.5', ReviewAdminPaths.review, 'PUT', (id) => ({ ...valid, id, rating: 2.5 })],
    [
      'PUT a number as review',
      ReviewAdminPaths.review,
      'PUT',
      (id) => ({ ...valid, id, review: 7 }),
    ],
    [
      'PUT an over-long review',
      ReviewAdminPaths.review,
      'PUT',
      (id) => ({ ...valid, id, review: 'r'.repeat(ReviewSubmitLimits.review + 1) }),
    ],
    [
      'PUT an over-long name',
      ReviewAdminPaths.review,
      'PUT',
      (id) => ({ ...valid, id, name: 'n'.repeat(ReviewSubmitLimits.name + 1) }),
    ],
    ['DELETE with a text id', ReviewAdminPaths.review, 'DELETE', () => ({ id: 'tutte' })],
    ['DELETE with id 0', ReviewAdminPaths.review, 'DELETE', () => ({ id: 0 })],
    ['approve without id', ReviewAdminPaths.approve, 'PUT', () => ({})],
    ['approve with a list id', ReviewAdminPaths.approve, 'PUT', (id) => ({ id: [id] })],
  ]
  for (const [name, url, method, payload] of bad) {
    it(name, async () => {
      const id = await newReview()
      const headers = await adminWriteHeaders(t)
      const before = await snapshot(t, ['review'])
      expectClientError(await call(method, url, payload(id), headers), 400)
      expect(await snapshot(t, ['review'])).toEqual(before)
    })
  }

  it('malformed JSON is a 400', async () => {
    const headers = { ...(await adminWriteHeaders(t)), 'content-type': 'application/json' }
    for (const [method, url] of [
      ['PUT', ReviewAdminPaths.review],
      ['DELETE', ReviewAdminPaths.review],
      ['PUT', ReviewAdminPaths.approve],
    ] as const) {
      const before = await snapshot(t, ['review'])
      expectClientError(await t.app.inject({ method, url, payload: '{"id": 1,', headers }), 400)
      expect(await snapshot(t, ['review'])).toEqual(before)
    }
  })
})
