import type { Faq } from '@aula/contract/faqs'
import type { FaqRow } from './faqs.repository.ts'

export function toFaqDto(row: FaqRow): Faq {
  const id = row.id
  return { idFaq: id, id, question: row.question, answer: row.answer }
}
