import { FaqCalls } from '@aula/contract/routes/faqs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Language } from '@aula/contract/values/common'
import { call } from '#src/lib/api-client.ts'
import { langQuery, useContentLanguage } from '#src/lib/content-language.ts'

/** The questions in the order the school set, in `language` (Italian by default). */
export async function getFaqs(language: Language = 'it') {
  const answer = await call(FaqCalls.list, { query: langQuery(language) })
  return answer.faqs
}

/** Every language's list under ['faqs']: refreshing it refreshes them all. */
export const faqsQueryOptions = (language: Language = 'it') =>
  queryOptions({
    queryKey: language === 'it' ? ['faqs'] : ['faqs', language],
    queryFn: () => getFaqs(language),
  })

/** The questions in `language`, by default the visitor's. */
export const useFaqs = (language?: Language) => {
  const reading = useContentLanguage()
  return useQuery(faqsQueryOptions(language ?? reading))
}
