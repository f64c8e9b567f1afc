import { courseTitlesQueryOptions } from '#src/features/contact/api/get-course-titles.ts'
import { faqsQueryOptions } from '#src/features/faqs/api/get-faqs.ts'
import { trainersQueryOptions } from '#src/features/members/api/get-trainers.ts'
import { siteInfoQueryOptions } from '#src/lib/site.ts'
import type { RouteQuery } from './route-data.ts'

/*
 * What each page reads (see route-data.ts), apart from its component: the router knows a
 * page's data while the page's own chunk is still loading, and a server renderer without it.
 */

/** The school's details every page shows (header, footer, chat button, tab title). */
export const rootQueries = (): RouteQuery[] => [siteInfoQueryOptions]

export const trainersQueries = (): RouteQuery[] => [trainersQueryOptions()]

export const faqQueries = (): RouteQuery[] => [faqsQueryOptions()]

export const infoRequestQueries = (): RouteQuery[] => [courseTitlesQueryOptions]
