import type { Language } from '@aula/contract/common'
import type { Faq } from '@aula/contract/faqs'
import { inLanguage } from '#src/lib/content-language.ts'
import type { FaqRow } from './faqs.repository.ts'

/** The FAQ as read in `language`: an English text left empty falls back to Italian. */
export function toFaqDto(row: FaqRow, language: Language = 'it'): Faq {
  const id = row.id
  const question = inLanguage(language, row.question, row.question_en)
  const answer = inLanguage(language, row.answer, row.answer_en)
  return {
    idFaq: id,
    id,
    question: question.text,
    answer: answer.text,
    languages: { question: question.lang, answer: answer.lang },
    translated: Boolean(row.question_en),
  }
}
