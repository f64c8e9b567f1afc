import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  AdminPaths,
  InboxAnswerSchema,
  InboxMessages,
  InboxPageAnswerSchema,
} from '@aula/contract/admin'
import { ListMessages } from '@aula/contract/list-query'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { expectRefused } from '#test/admin.ts'

const t = await buildTestApp()
const admin = await loginAs(t, 'admin')
const user = await loginAs(t)

// Seven contact messages (two sent in the same second) and three requests; some read.
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`
for (const [n, day] of [1, 2, 3, 3, 4, 5, 6].entries()) {
  await t.deps.db
    .insertInto('contact_message')
    .values({
      name: `Contatto ${n + 1}`,
      email: `contatto${n + 1}@example.com`,
      phone_number: '3331234567',
      gender: 'donna',
      stato_lavorativo: 'lavoratore',
      message: `Messaggio ${n + 1}`,
      read_at: n % 3 === 0 ? at(20) : null,
      created_at: at(day),
    })
    .execute()
}
for (const n of [1, 2, 3]) {
  await t.deps.db
    .insertInto('information_request')
    .values({
      name: `Richiesta ${n}`,
      surname: 'Rossi',
      email: `richiesta${n}@example.com`,
      birth_date: '1990-05-14',
      city: 'Bari',
      phone_number: '3331234567',
      interested_in: 'Pizza napoletana',
      objective: 'Aprire una pizzeria',
      spending: 1500,
      message: `Richiesta ${n}`,
      read_at: n === 1 ? at(20) : null,
      created_at: at(n),
    })
    .execute()
}

const get = (query: string, headers: Record<string, string> = bearer(admin.token)) =>
  t.app.inject({ method: 'GET', url: `${AdminPaths.inbox}${query}`, headers })

const whole = z.strictObject(InboxAnswerSchema.shape).parse((await get('')).json())

describe('GET /api/admin/inbox in pages', () => {
  it('still answers both lists whole without parameters', () => {
    expect(whole.contacts).toHaveLength(7)
    expect(whole.requests).toHaveLength(3)
    expect(whole.unread).toEqual({ contacts: 4, requests: 2 })
  })

  it('pages through every contact message once, newest first, with both unread counts', async () => {
    const seen: number[] = []
    for (let n = 1; ; n += 1) {
      const res = await get(`?page=${n}&limit=3`)
      expect(res.statusCode, res.body).toBe(200)
      const answer = z.strictObject(InboxPageAnswerSchema.shape).parse(res.json())
      expect(answer).toMatchObject({
        kind: 'contact',
        page: n,
        pageSize: 3,
        total: 7,
        unread: { contacts: 4, requests: 2 },
      })
      expect(answer.requests).toBeUndefined()
      seen.push(...answer.contacts!.map((message) => message.id))
      if (!answer.hasMore) break
    }
    expect(seen).toEqual(whole.contacts.map((message) => message.id))
    const [first] = InboxPageAnswerSchema.parse((await get('?limit=1')).json()).contacts!
    expect(first).toEqual(whole.contacts[0])
  })

  it('pages through the information requests when asked for them', async () => {
    const res = await get('?kind=request&page=2&limit=2')
    expect(res.statusCode, res.body).toBe(200)
    const answer = z.strictObject(InboxPageAnswerSchema.shape).parse(res.json())
    expect(answer).toEqual({
      kind: 'request',
      requests: [whole.requests[2]],
      unread: { contacts: 4, requests: 2 },
      page: 2,
      pageSize: 2,
      total: 3,
      hasMore: false,
    })
    const firstPage = InboxPageAnswerSchema.parse((await get('?kind=request')).json())
    expect(firstPage.requests).toEqual(whole.requests)
    expect(firstPage).toMatchObject({ page: 1, pageSize: 12, hasMore: false })
  })

  it('answers an empty page past the end, with the counts', async () => {
    const answer = InboxPageAnswerSchema.parse((await get('?page=5&limit=3')).json())
    expect(answer).toMatchObject({ contacts: [], page: 5, total: 7, hasMore: false })
  })

  it('refuses a page, size or list it cannot read with a 400 that says why', async () => {
    const bad: [string, string][] = [
      ['?page=0', ListMessages.page],
      ['?page=abc', ListMessages.page],
      ['?limit=0', ListMessages.limit],
      ['?limit=49', ListMessages.limit],
      ['?limit=2.5', ListMessages.limit],
      ['?kind=review', InboxMessages.kind],
    ]
    for (const [query, message] of bad) {
      const res = await get(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toContain(message)
    }
  })

  it('is for admins only, paged or not', async () => {
    expectRefused(await get('?page=1', {}), 401)
    const refused = await get('?page=1', bearer(user.token))
    expectRefused(refused, 403)
    expect(refused.body).not.toContain('@example.com')
  })
})
