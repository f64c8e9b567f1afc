import { describe, expect, it } from 'vitest'
import { FaqLimits, FaqWriteAnswerSchema, FaqWritePaths } from '@aula/contract/faqs'
import { insertFaq } from './faqs.repository.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
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
const callers = await refusedCallers(t)

type Method = 'POST' | 'PUT' | 'DELETE'
const send = (method: Method, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: FaqWritePaths.faq, payload: payload as object, headers })

const newFaq = () => insertFaq(t.deps.db, { question: 'Serve esperienza?', answer: 'No.' })
const faqRow = (id: number) =>
  t.deps.db.selectFrom('faq').selectAll().where('id', '=', id).executeTakeFirst()

describe('FAQ admin writes: who may call them', () => {
  const writes: { name: string; method: Method; payload: (id: number) => unknown }[] = [
    { name: 'POST', method: 'POST', payload: () => ({ question: 'Q?', answer: 'A.' }) },
    {
      name: 'PUT',
      method: 'PUT',
      payload: (id) => ({ idFaq: id, question: 'Q2?', answer: 'A2.' }),
    },
    { name: 'DELETE', method: 'DELETE', payload: (id) => ({ id }) },
  ]
  for (const write of writes) {
    it(`${write.name} /api/faq/ accepts only an admin's private token`, async () => {
      const id = await newFaq()
      const before = await snapshot(t, ['faq'])
      for (const caller of callers) {
        const res = await send(write.method, write.payload(id), caller.headers)
        expectRefused(res, caller.status)
      }
      expect(await snapshot(t, ['faq'])).toEqual(before)
      const res = await send(write.method, write.payload(id), await adminWriteHeaders(t))
      expect(res.statusCode, res.body).toBe(200)
    })
  }
})

describe('FAQ admin writes: success', () => {
  it('POST stores the trimmed FAQ at the end of the list and records who did it', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await send(
      'POST',
      { question: '  Quanto dura?  ', answer: ' Tre giorni. ' },
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = FaqWriteAnswerSchema.parse(res.json())
    expect(answer.faq).toMatchObject({ question: 'Quanto dura?', answer: 'Tre giorni.' })
    const row = await faqRow(answer.faq.id)
    expect(row).toMatchObject({ question: 'Quanto dura?', answer: 'Tre giorni.' })
    const list = (await t.app.inject({ method: 'GET', url: '/api/faqs/' })).json().faqs
    expect(list.at(-1).id).toBe(answer.faq.id)
    const audit = await auditRows(t, 'faq.create', answer.faq.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'faq' })
    expect(Number(audit[0]!.actor_user_id)).toBeGreaterThan(0)
  })

  it('PUT changes question and answer; an unknown id is a 404', async () => {
    const id = await newFaq()
    const headers = await adminWriteHeaders(t)
    const res = await send('PUT', { idFaq: id, question: 'Nuova?', answer: 'Sì.' }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Success', faq: { id, question: 'Nuova?' } })
    expect(await faqRow(id)).toMatchObject({ question: 'Nuova?', answer: 'Sì.' })
    expect(await auditRows(t, 'faq.update', id)).toHaveLength(1)

    const missing = await send('PUT', { idFaq: 999_999, question: 'Q', answer: 'A' }, headers)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
  })

  it('DELETE removes the FAQ; a second delete is a 404', async () => {
    const id = await newFaq()
    const headers = await adminWriteHeaders(t)
    const res = await send('DELETE', { id }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await faqRow(id)).toBeUndefined()
    expect(await auditRows(t, 'faq.delete', id)).toHaveLength(1)
    const again = await send('DELETE', { id }, headers)
    expect(again.statusCode).toBe(404)
    expect(await auditRows(t, 'faq.delete', id)).toHaveLength(1)
  })

  it('records the acting admin', async () => {
    const headers = bearer(await privateTokenOf(t, admin))
    const res = await send('POST', { question: 'Chi?', answer: 'Io.' }, headers)
    const [row] = await auditRows(t, 'faq.create', res.json().faq.id)
    expect(Number(row!.actor_user_id)).toBe(admin.id)
  })
})

describe('FAQ admin writes: bad input is a 4xx and changes nothing', () => {
  const bad: [string, Method, unknown][] = [
    ['POST without answer', 'POST', { question: 'Q?' }],
    ['POST with blank question', 'POST', { question: '   ', answer: 'A' }],
    ['POST with a number as question', 'POST', { question: 5, answer: 'A' }],
    [
      'POST over-long question',
      'POST',
      { question: 'q'.repeat(FaqLimits.question + 1), answer: 'A' },
    ],
    ['POST over-long answer', 'POST', { question: 'Q', answer: 'a'.repeat(FaqLimits.answer + 1) }],
    ['POST with a list body', 'POST', [1, 2]],
    ['PUT without idFaq', 'PUT', { question: 'Q', answer: 'A' }],
    ['PUT with a text idFaq', 'PUT', { idFaq: 'uno', question: 'Q', answer: 'A' }],
    ['PUT with a negative idFaq', 'PUT', { idFaq: -1, question: 'Q', answer: 'A' }],
    ['PUT with a huge idFaq', 'PUT', { idFaq: 1e20, question: 'Q', answer: 'A' }],
    ['DELETE without id', 'DELETE', {}],
    ['DELETE with a fractional id', 'DELETE', { id: 1.5 }],
    ['DELETE with an object id', 'DELETE', { id: { $gt: 0 } }],
  ]
  for (const [name, method, payload] of bad) {
    it(name, async () => {
      const headers = await adminWriteHeaders(t)
      const before = await snapshot(t, ['faq'])
      const res = await send(method, payload, headers)
      expectClientError(res, 400)
      expect(await snapshot(t, ['faq'])).toEqual(before)
    })
  }

  it('malformed JSON is a 400', async () => {
    const headers = { ...(await adminWriteHeaders(t)), 'content-type': 'application/json' }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const before = await snapshot(t, ['faq'])
      const res = await t.app.inject({
        method,
        url: FaqWritePaths.faq,
        payload: '{"question":',
        headers,
      })
      expectClientError(res, 400)
      expect(await snapshot(t, ['faq'])).toEqual(before)
    }
  })
})
