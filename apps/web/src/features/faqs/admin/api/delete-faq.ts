import { FaqAdminEndpoints } from '@aula/contract/faqs'
import { call } from '#src/lib/api-client.ts'

/** Deletes a FAQ. */
export const deleteFaq = (id: number) => call(FaqAdminEndpoints.remove, { body: { id } })
