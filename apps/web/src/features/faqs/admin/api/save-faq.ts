import { type FaqCreate, type FaqUpdate, FaqAdminEndpoints } from '@aula/contract/faqs'
import { call } from '#src/lib/api-client.ts'

/** POST /api/faq/ adds a question; PUT /api/faq/ (with idFaq) edits one. */
export const saveFaq = (faq: FaqCreate | FaqUpdate) =>
  'idFaq' in faq
    ? call(FaqAdminEndpoints.update, { body: faq })
    : call(FaqAdminEndpoints.create, { body: faq })
