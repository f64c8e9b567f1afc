import { slugToTitle } from '@aula/contract/values/common'
import { articleQueryOptions } from '#src/features/articles/api/get-article.ts'
import {
  articlePageQueryOptions,
  catalogArticleQuery,
  LATEST_ARTICLES,
  latestArticlesQueryOptions,
} from '#src/features/articles/api/get-articles.ts'
import { courseTitlesQueryOptions } from '#src/features/contact/api/get-course-titles.ts'
import { editionsQueryOptions } from '#src/features/editions/api/get-editions.ts'
import { courseQueryOptions } from '#src/features/courses/api/get-course.ts'
import {
  catalogCourseQuery,
  courseMonthQueryOptions,
  coursePageQueryOptions,
  LATEST_COURSES,
  latestCoursesQueryOptions,
} from '#src/features/courses/api/get-courses.ts'
import { todayKey } from '#src/features/courses/components/calendar-days.ts'
import { faqsQueryOptions } from '#src/features/faqs/api/get-faqs.ts'
import { privacyPolicyQueryOptions } from '#src/lib/privacy-policy.ts'
import { trainersQueryOptions } from '#src/features/members/api/get-trainers.ts'
import { onlineCourseQueryOptions } from '#src/features/online-courses/api/get-online-course.ts'
import { onlineCourseDetailQueryOptions } from '#src/features/online-courses/api/get-online-course-detail.ts'
import {
  catalogOnlineCourseQuery,
  onlineCoursePageQueryOptions,
} from '#src/features/online-courses/api/get-online-courses.ts'
import { purchasedOnlineCoursesQueryOptions } from '#src/features/online-courses/api/get-purchased-online-courses.ts'
import { latestReviewsQueryOptions, SHOWN_REVIEWS } from '#src/features/reviews/api/get-reviews.ts'
import { topicsQueryOptions } from '#src/features/topics/api/get-topics.ts'
import { catalogFiltersOfUrl } from '#src/lib/catalog-filters.ts'
import { siteInfoQueryOptions } from '#src/lib/site.ts'
import type { RouteLoadArgs, RouteQuery } from './route-data.ts'

/*
 * What each page reads (see route-data.ts), apart from its component: the router knows a
 * page's data while the page's own chunk is still loading, and a server renderer without it.
 */

/** The school's details every page shows (header, footer, chat button, tab title). */
export const rootQueries = (): RouteQuery[] => [siteInfoQueryOptions]

/** The few latest courses, articles and reviews the home shows, and the categories. */
export const homeQueries = ({ language }: RouteLoadArgs): RouteQuery[] => [
  latestCoursesQueryOptions(LATEST_COURSES, language),
  topicsQueryOptions(language),
  latestArticlesQueryOptions(LATEST_ARTICLES, language),
  latestReviewsQueryOptions(SHOWN_REVIEWS),
]

/** Every edition to come with its seats left, as this person sees it (docs/product.md#editions). */
const upcomingEditions = ({ session, language }: Pick<RouteLoadArgs, 'session' | 'language'>) =>
  editionsQueryOptions(null, session.user?.email ?? null, language)

/** The page of the catalogue its address asks for, the category filter and the editions. */
export const coursesQueries = ({ request, language, session }: RouteLoadArgs): RouteQuery[] => [
  coursePageQueryOptions(catalogCourseQuery(catalogFiltersOfUrl(request.url), language)),
  topicsQueryOptions(language),
  upcomingEditions({ session, language }),
]

/** The course the address names, as this person sees it (bought or not). */
export const courseQueries = ({ params, session, language }: RouteLoadArgs): RouteQuery[] => [
  courseQueryOptions(slugToTitle(params.title ?? ''), session.user?.email ?? null, language),
  upcomingEditions({ session, language }),
]

/**
 * The catalogue, its category filter and, for a confirmed signed-in person, the courses they
 * bought (asked for only then, as the catalogue does).
 */
export function onlineCoursesQueries({ request, session, language }: RouteLoadArgs): RouteQuery[] {
  const buyer = session.isLogged ? session.user : null
  return [
    onlineCoursePageQueryOptions(
      catalogOnlineCourseQuery(catalogFiltersOfUrl(request.url), language),
    ),
    topicsQueryOptions(language),
    ...(buyer ? [purchasedOnlineCoursesQueryOptions(buyer.email)] : []),
  ]
}

/** The video course the address names, as this person sees it (bought or not). */
export const onlineCourseQueries = ({ params, session, language }: RouteLoadArgs): RouteQuery[] => [
  onlineCourseQueryOptions(slugToTitle(params.title ?? ''), session.user?.email ?? null, language),
]

/** The lessons of the video course the address names, which only its buyer may watch. */
export const lessonsQueries = ({ params, session }: RouteLoadArgs): RouteQuery[] => [
  onlineCourseDetailQueryOptions(session.user?.email ?? '', slugToTitle(params.title ?? '')),
]

/** The page of the articles its address asks for, and the category filter. */
export const articlesQueries = ({ request, language }: RouteLoadArgs): RouteQuery[] => [
  articlePageQueryOptions(catalogArticleQuery(catalogFiltersOfUrl(request.url), language)),
  topicsQueryOptions(language),
]

/** The article the address names. */
export const articleQueries = ({ params, language }: RouteLoadArgs): RouteQuery[] => [
  articleQueryOptions(slugToTitle(params.title ?? ''), language),
]

/** The courses of the month the calendar opens on (this one), and the editions to come. */
export const calendarQueries = ({ session, language }: RouteLoadArgs): RouteQuery[] => [
  courseMonthQueryOptions(todayKey().slice(0, 7), language),
  upcomingEditions({ session, language }),
]

export const trainersQueries = ({ language }: RouteLoadArgs): RouteQuery[] => [
  trainersQueryOptions(language),
]

export const faqQueries = ({ language }: RouteLoadArgs): RouteQuery[] => [
  faqsQueryOptions(language),
]

export const privacyQueries = (): RouteQuery[] => [privacyPolicyQueryOptions()]

export const infoRequestQueries = (): RouteQuery[] => [courseTitlesQueryOptions]
