import { FaqAdminCalls } from '@aula/contract/routes/faqs'
import type { FaqCreate, FaqUpdate } from '@aula/contract/faqs'
import { call } from '#src/lib/api-client.ts'

/** POST /api/faq/ adds a question; PUT /api/faq/ (with idFaq) edits one. */
export const saveFaq = (faq: FaqCreate | FaqUpdate) =>
  'idFaq' in faq
    ? call(FaqAdminCalls.update, { body: faq })
    : call(FaqAdminCalls.create, { body: faq })
