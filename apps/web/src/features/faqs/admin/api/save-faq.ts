import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { type FaqCreate, type FaqUpdate, FaqAdminEndpoints } from '@aula/contract/faqs'
import { call } from '#src/lib/api-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'

/** POST /api/faq/ adds a question; PUT /api/faq/ (with idFaq) edits one. */
export const saveFaq = (faq: FaqCreate | FaqUpdate) =>
  'idFaq' in faq
    ? call(FaqAdminEndpoints.update, { body: faq })
    : call(FaqAdminEndpoints.create, { body: faq })

/** Saves, then refreshes the public lists that show FAQs. */
export function useSaveFaq(invalidate: QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (faq: FaqCreate | FaqUpdate) => saveFaq(faq),
    onSuccess: () => refreshLists(queryClient, invalidate),
  })
}
