import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { AdminPaths, InboxAnswerSchema, type InboxAnswer } from '@aula/contract/admin'
import { goodContact, goodModule } from '#test/fixtures/contact.ts'
import { bearer, buildTestApp, loginAs, uniqueIp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectClientError,
  expectRefused,
  privateTokenOf,
  refusedCallers,
  snapshot,
} from '#test/admin.ts'

const t = await buildTestApp()
const admin = await loginAs(t, 'admin')
const user = await loginAs(t)
const callers = await refusedCallers(t)
const tables = ['contact_message', 'information_request'] as const

async function sendContact(fields: Partial<ReturnType<typeof goodContact>> = {}) {
  const payload = { ...goodContact(), ...fields }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload,
    remoteAddress: uniqueIp(),
  })
  expect(res.statusCode, res.body).toBe(200)
  return payload
}

async function sendRequest(fields: Partial<ReturnType<typeof goodModule>> = {}) {
  const payload = { ...goodModule(), ...fields }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/module/',
    payload,
    remoteAddress: uniqueIp(),
  })
  expect(res.statusCode, res.body).toBe(200)
  return payload
}

async function inbox(headers = bearer(admin.token)): Promise<InboxAnswer> {
  const res = await t.app.inject({ method: 'GET', url: AdminPaths.inbox, headers })
  expect(res.statusCode, res.body).toBe(200)
  return InboxAnswerSchema.parse(res.json())
}

const markRead = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: AdminPaths.inboxRead, payload: payload as object, headers })

const contactId = async (email: string) =>
  (await inbox()).contacts.find((c) => c.email === email)!.id
const requestId = async (email: string) =>
  (await inbox()).requests.find((r) => r.email === email)!.id

describe('GET /api/admin/inbox', () => {
  it('shows contact messages and information requests, newest first and unread', async () => {
    const first = await sendContact({ message: 'Il primo messaggio' })
    const second = await sendContact({ name: 'Secondo' })
    const request = await sendRequest({ spending: 2500, city: 'Bari' })
    const answer = await inbox()

    expect(answer.contacts.slice(0, 2).map((c) => c.email)).toEqual([second.email, first.email])
    expect(answer.contacts[1]).toEqual({
      kind: 'contact',
      id: expect.any(Number),
      name: first.name,
      email: first.email,
      phoneNumber: first.phoneNumber,
      gender: first.gender,
      statoLavorativo: first.statoLavorativo,
      message: 'Il primo messaggio',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    })
    expect(Date.parse(answer.contacts[1]!.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(answer.requests[0]).toEqual({
      kind: 'request',
      id: expect.any(Number),
      name: request.name,
      surname: request.surname,
      email: request.email,
      birth_date: request.birth_date,
      city: 'Bari',
      phonenumber: request.phonenumber,
      interested_in: request.interested_in,
      objective: request.objective,
      spending: 2500,
      message: request.message,
      read: false,
      createdAt: expect.any(String),
    })
    expect(answer.unread.contacts).toBe(answer.contacts.filter((c) => !c.read).length)
    expect(answer.unread.requests).toBe(answer.requests.filter((r) => !r.read).length)
  })

  it('is for admins, with their session or private token', async () => {
    await sendContact()
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: AdminPaths.inbox, headers })
    expectRefused(await get({}), 401)
    expectRefused(await get(bearer('not-a-token')), 401)
    expectRefused(await get(bearer(user.token)), 403)
    expectRefused(await get(bearer(await privateTokenOf(t, user))), 403)
    expect((await get(bearer(await privateTokenOf(t, admin)))).statusCode).toBe(200)
    const refused = await get(bearer(user.token))
    expect(refused.body).not.toContain('@example.com')
    expect((await get(bearer(admin.token))).statusCode).toBe(200)
  })
})

describe('PUT /api/admin/inbox/read', () => {
  it('marks a contact message read and unread again, and records who did it', async () => {
    const { email } = await sendContact()
    const id = await contactId(email)
    const before = await inbox()
    const headers = bearer(await privateTokenOf(t, admin))

    const res = await markRead({ kind: 'contact', id, read: true }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    const after = await inbox()
    expect(after.contacts.find((c) => c.id === id)!.read).toBe(true)
    expect(after.unread.contacts).toBe(before.unread.contacts - 1)
    expect(after.unread.requests).toBe(before.unread.requests)
    const [audit] = await auditRows(t, 'inbox.read', id)
    expect(audit).toMatchObject({ target_type: 'contact_message' })
    expect(Number(audit!.actor_user_id)).toBe(admin.id)

    const again = await markRead({ kind: 'contact', id: String(id), read: false }, headers)
    expect(again.statusCode, again.body).toBe(200)
    expect((await inbox()).contacts.find((c) => c.id === id)!.read).toBe(false)
    expect((await inbox()).unread.contacts).toBe(before.unread.contacts)
    expect(await auditRows(t, 'inbox.unread', id)).toHaveLength(1)
  })

  it('marks an information request read without touching contact messages', async () => {
    const { email } = await sendRequest()
    const id = await requestId(email)
    const before = await inbox()
    const res = await markRead({ kind: 'request', id, read: true }, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
    const after = await inbox()
    expect(after.requests.find((r) => r.id === id)!.read).toBe(true)
    expect(after.unread.requests).toBe(before.unread.requests - 1)
    expect(after.contacts).toEqual(before.contacts)
    const [audit] = await auditRows(t, 'inbox.read', id)
    expect(audit).toMatchObject({ target_type: 'information_request' })
  })

  it('keeps the moment a message was first read when it is marked read twice', async () => {
    const { email } = await sendContact()
    const id = await contactId(email)
    const headers = await adminWriteHeaders(t)
    const readAt = async () =>
      (
        await t.deps.db
          .selectFrom('contact_message')
          .select('read_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).read_at
    expect((await markRead({ kind: 'contact', id, read: true }, headers)).statusCode).toBe(200)
    const first = await readAt()
    expect(first).not.toBeNull()
    // A minute later by the server's clock (it reads Date), so a second stamp would differ.
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    vi.setSystemTime(Date.parse(first!) + 60_000)
    expect((await markRead({ kind: 'contact', id, read: true }, headers)).statusCode).toBe(200)
    expect(await readAt()).toBe(first)
  })

  it('answers 404 for a message that does not exist, and changes nothing', async () => {
    const headers = await adminWriteHeaders(t)
    const before = await snapshot(t, [...tables])
    for (const kind of ['contact', 'request']) {
      const res = await markRead({ kind, id: 2_000_000_000, read: true }, headers)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
    expect(await snapshot(t, [...tables])).toEqual(before)
  })

  it("accepts only an admin's private token", async () => {
    const { email } = await sendContact()
    const id = await contactId(email)
    const before = await snapshot(t, [...tables])
    for (const caller of callers) {
      const res = await markRead({ kind: 'contact', id, read: true }, caller.headers)
      expectRefused(res, caller.status)
    }
    expect(await snapshot(t, [...tables])).toEqual(before)
    const res = await markRead({ kind: 'contact', id, read: true }, await adminWriteHeaders(t))
    expect(res.statusCode).toBe(200)
  })

  describe('bad input is a 400 and changes nothing', () => {
    const bad: [string, unknown][] = [
      ['an empty body', {}],
      ['no kind', { id: 1, read: true }],
      ['an unknown kind', { kind: 'review', id: 1, read: true }],
      ['a kind in capitals', { kind: 'CONTACT', id: 1, read: true }],
      ['no id', { kind: 'contact', read: true }],
      ['a zero id', { kind: 'contact', id: 0, read: true }],
      ['a negative id', { kind: 'contact', id: -3, read: true }],
      ['a fractional id', { kind: 'contact', id: 1.5, read: true }],
      ['a text id', { kind: 'contact', id: 'uno', read: true }],
      ['a huge id', { kind: 'contact', id: 1e20, read: true }],
      ['an object id', { kind: 'contact', id: { $gt: 0 }, read: true }],
      ['no read', { kind: 'contact', id: 1 }],
      ['read as text', { kind: 'contact', id: 1, read: 'true' }],
      ['read as a number', { kind: 'contact', id: 1, read: 1 }],
      ['a list body', [{ kind: 'contact', id: 1, read: true }]],
    ]
    for (const [name, payload] of bad) {
      it(name, async () => {
        const headers = await adminWriteHeaders(t)
        const before = await snapshot(t, [...tables])
        expectClientError(await markRead(payload, headers), 400)
        expect(await snapshot(t, [...tables])).toEqual(before)
      })
    }

    it('malformed JSON', async () => {
      const headers = { ...(await adminWriteHeaders(t)), 'content-type': 'application/json' }
      const res = await t.app.inject({
        method: 'PUT',
        url: AdminPaths.inboxRead,
        payload: '{"kind":',
        headers,
      })
      expectClientError(res, 400)
    })
  })
})
