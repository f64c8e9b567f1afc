import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import {
  FaqWriteAnswerSchema,
  FaqWritePaths,
  type FaqCreate,
  type FaqUpdate,
} from '@aula/contract/faqs'
import { adminJson } from '#src/lib/admin/admin-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'

/** POST /api/faq/ adds a question; PUT /api/faq/ (with idFaq) edits one. */
export const saveFaq = (faq: FaqCreate | FaqUpdate) =>
  adminJson('idFaq' in faq ? 'PUT' : 'POST', FaqWritePaths.faq, faq, FaqWriteAnswerSchema)

/** Saves, then refreshes the public lists that show FAQs. */
export function useSaveFaq(invalidate: QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (faq: FaqCreate | FaqUpdate) => saveFaq(faq),
    onSuccess: () => refreshLists(queryClient, invalidate),
  })
}
