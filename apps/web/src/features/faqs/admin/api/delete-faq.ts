import { FaqAdminCalls } from '@aula/contract/routes/faqs'
import { call } from '#src/lib/api-client.ts'

/** Deletes a FAQ. */
export const deleteFaq = (id: number) => call(FaqAdminCalls.remove, { body: { id } })
