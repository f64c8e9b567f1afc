import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'

function faqQuery(db: Db) {
  return db
    .selectFrom('faq')
    .select(['faq.id', 'faq.question', 'faq.answer', 'faq.question_en', 'faq.answer_en'])
}

export type FaqRow = Awaited<ReturnType<ReturnType<typeof faqQuery>['executeTakeFirstOrThrow']>>

/** In the order the admin set, ties by age. */
export async function listFaqs(db: Db): Promise<FaqRow[]> {
  return faqQuery(db).orderBy('faq.position').orderBy('faq.id').execute()
}

export async function findFaqById(db: Db, id: number): Promise<FaqRow | undefined> {
  return faqQuery(db).where('faq.id', '=', id).executeTakeFirst()
}

export interface FaqInput {
  question: string
  answer: string
  /** The English texts, '' or left out for none (docs/decisions/035-content-in-two-languages.md). */
  questionEn?: string | undefined
  answerEn?: string | undefined
}

const englishColumns = (input: FaqInput) => ({
  question_en: input.questionEn || null,
  answer_en: input.answerEn || null,
})

/** A new FAQ goes to the end of the list the admin ordered. */
export async function insertFaq(db: Db, input: FaqInput): Promise<number> {
  const last = await db
    .selectFrom('faq')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst()
  const row = await db
    .insertInto('faq')
    .values({
      question: input.question,
      answer: input.answer,
      ...englishColumns(input),
      position: (last?.position ?? 0) + 1,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** True when the FAQ existed and now has the new text. */
export async function updateFaq(db: Db, id: number, input: FaqInput): Promise<boolean> {
  const result = await db
    .updateTable('faq')
    .set({ question: input.question, answer: input.answer, ...englishColumns(input) })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteFaq(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('faq').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
