import { describe, expect, it } from 'vitest'
import { FaqAnswerSchema, FaqPaths, FaqsAnswerSchema } from '@aula/contract/faqs'
import { FAQS } from '#seed/content/community.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()
const { db } = t.deps
await db
  .insertInto('faq')
  .values(
    FAQS.map((faq, position) => ({
      question: faq.question,
      answer: faq.answer,
      // Inserted in reverse: the order must come from the position, not the id.
      position,
      created_at: new Date().toISOString(),
    })).reverse(),
  )
  .execute()

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('GET /api/faqs/', () => {
  it('answers every FAQ in the order the admin set', async () => {
    const res = await get(FaqPaths.faqs)
    expect(res.statusCode).toBe(200)
    const { faqs } = FaqsAnswerSchema.parse(res.json())
    expect(faqs.map((f) => f.question)).toEqual(FAQS.map((f) => f.question))
    for (const faq of faqs) expect(faq.idFaq).toBe(faq.id)
  })

  it('orders by position first, then by age', async () => {
    const created = new Date().toISOString()
    const [a, b] = await db
      .insertInto('faq')
      .values([
        { question: 'Prima domanda in cima?', answer: 'Sì', position: -1, created_at: created },
        { question: 'Seconda domanda in cima?', answer: 'Sì', position: -1, created_at: created },
      ])
      .returning('id')
      .execute()
    // Written straight into the database, where no admin write tells the kept public reads.
    await contentChanged(db)
    const { faqs } = FaqsAnswerSchema.parse((await get(FaqPaths.faqs)).json())
    expect(faqs.slice(0, 2).map((f) => f.id)).toEqual([Number(a!.id), Number(b!.id)])
  })
})

describe('GET /api/faq/{id}', () => {
  it('answers the FAQ wrapped in a list, as the contract shows', async () => {
    const { faqs } = FaqsAnswerSchema.parse((await get(FaqPaths.faqs)).json())
    const res = await get(FaqPaths.faq(faqs[3]!.id))
    expect(res.statusCode).toBe(200)
    expect(FaqAnswerSchema.parse(res.json())).toEqual({ faq: [faqs[3]] })
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await get(FaqPaths.faq(987_654))
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
    for (const id of ['0', 'uno', '-1', ' ', '1;drop']) {
      expect((await get(`/api/faq/${encodeURIComponent(id)}`)).statusCode, id).toBe(400)
    }
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
      const res = await t.app.inject({ method: 'GET', url: `/api/faq/${id}` })
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toHaveProperty('message')
    }
  })
})
