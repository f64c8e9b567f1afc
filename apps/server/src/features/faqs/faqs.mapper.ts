import type { Faq } from '@aula/contract/faqs'
import { toNumber } from '#src/lib/row-values.ts'
import type { FaqRow } from './faqs.repository.ts'

export function toFaqDto(row: FaqRow): Faq {
  const id = toNumber(row.id)
  return { idFaq: id, id, question: row.question, answer: row.answer }
}
