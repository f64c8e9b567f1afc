import { SiteCalls } from '@aula/contract/routes/site'
import { useEffect } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from './api-client.ts'

/** Used until the server's details arrive; the server's SITE_NAME defaults to it too. */
export const DEFAULT_SITE_NAME = 'Aula'

export const getSiteInfo = () => call(SiteCalls.info)

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: getSiteInfo,
  staleTime: 5 * 60_000,
})

export const useSiteInfo = () => useQuery(siteInfoQueryOptions)

/** The tab title while moving between pages; the server sets it on the first load. */
export function useDocumentTitle(title: string) {
  const { data } = useSiteInfo()
  const siteName = data?.name ?? DEFAULT_SITE_NAME
  useEffect(() => {
    document.title = !title || title === siteName ? siteName : `${title} | ${siteName}`
  }, [title, siteName])
}
