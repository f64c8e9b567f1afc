import { FaqCalls } from '@aula/contract/routes/faqs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** The questions in the order the school set. */
export async function getFaqs() {
  const answer = await call(FaqCalls.list)
  return answer.faqs
}

export const faqsQueryOptions = () => queryOptions({ queryKey: ['faqs'], queryFn: getFaqs })

export const useFaqs = () => useQuery(faqsQueryOptions())
