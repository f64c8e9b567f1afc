import { describe, expect, it } from 'vitest'
import {
  FaqAnswerSchema,
  FaqPaths,
  FaqsAnswerSchema,
  FaqWriteAnswerSchema,
  FaqWritePaths,
} from '@aula/contract/faqs'
import { adminWriteHeaders } from '#test/admin.ts'
import { buildTestApp } from '#test/helper.ts'

/* FAQ in English (docs/product.md#content-languages-and-urls). */

const t = await buildTestApp()
const get = (url: string) => t.app.inject({ method: 'GET', url })
const write = async (method: 'POST' | 'PUT', payload: object) =>
  t.app.inject({ method, url: FaqWritePaths.faq, payload, headers: await adminWriteHeaders(t) })

const list = async (lang = '') =>
  FaqsAnswerSchema.parse((await get(`${FaqPaths.faqs}${lang}`)).json()).faqs

describe('FAQ in English', () => {
  it('serves the English question and answer with lang=en, falling back to Italian', async () => {
    const res = await write('POST', {
      question: 'Serve esperienza?',
      answer: 'No, si parte da zero.',
      questionEn: 'Do I need experience?',
    })
    expect(res.statusCode, res.body).toBe(200)
    const { faq } = FaqWriteAnswerSchema.parse(res.json())

    const english = (await list('?lang=en')).find((item) => item.id === faq.id)!
    expect(english).toMatchObject({
      question: 'Do I need experience?',
      answer: 'No, si parte da zero.',
      languages: { question: 'en', answer: 'it' },
    })
    const italian = (await list()).find((item) => item.id === faq.id)!
    expect(italian.question).toBe('Serve esperienza?')
    // The Italian read still tells the admin's list that the question is translated.
    expect([italian.translated, english.translated]).toEqual([true, true])
    const one = FaqAnswerSchema.parse((await get(`${FaqPaths.faq(faq.id)}?lang=en`)).json())
    expect(one.faq[0]!.question).toBe('Do I need experience?')
  })

  it('saves and clears the English texts', async () => {
    const created = FaqWriteAnswerSchema.parse(
      (await write('POST', { question: 'Quanto dura?', answer: 'Tre giorni.' })).json(),
    ).faq
    const saved = await write('PUT', {
      idFaq: created.id,
      question: 'Quanto dura?',
      answer: 'Tre giorni.',
      questionEn: 'How long is it?',
      answerEn: 'Three days.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    let english = (await list('?lang=en')).find((item) => item.id === created.id)!
    expect([english.question, english.answer]).toEqual(['How long is it?', 'Three days.'])

    await write('PUT', { idFaq: created.id, question: 'Quanto dura?', answer: 'Tre giorni.' })
    english = (await list('?lang=en')).find((item) => item.id === created.id)!
    expect([english.question, english.answer]).toEqual(['Quanto dura?', 'Tre giorni.'])
    expect((await list()).find((item) => item.id === created.id)!.translated).toBe(false)
    const row = await t.deps.db
      .selectFrom('faq')
      .select(['question_en', 'answer_en'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ question_en: null, answer_en: null })
  })
})
