import { queryOptions, useQuery } from '@tanstack/react-query'
import { FaqPaths, FaqsAnswerSchema } from '@aula/contract/faqs'
import { request } from '#src/lib/api-client.ts'

/** The questions in the order the school set. */
export async function getFaqs() {
  const answer = await request('GET', FaqPaths.faqs, { schema: FaqsAnswerSchema })
  return answer.faqs
}

export const faqsQueryOptions = () => queryOptions({ queryKey: ['faqs'], queryFn: getFaqs })

export const useFaqs = () => useQuery(faqsQueryOptions())
