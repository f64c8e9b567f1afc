import { http, HttpResponse } from 'msw'
import { titleKey } from '@aula/contract/values/common'
import { ArticlePaths } from '@aula/contract/routes/articles'
import type { ArticleAnswer } from '@aula/contract/articles'
import type { ApiError } from '@aula/contract/common'
import { CoursePaths } from '@aula/contract/routes/courses'
import type { CourseAnswer } from '@aula/contract/courses'
import { EditionRoutes } from '@aula/contract/routes/editions'
import type { AdminEditionList, EditionList } from '@aula/contract/editions'
import { FaqPaths } from '@aula/contract/routes/faqs'
import type { FaqsAnswer } from '@aula/contract/faqs'
import { MemberPaths } from '@aula/contract/routes/members'
import type { MembersAnswer } from '@aula/contract/members'
import { OnlineCoursePaths } from '@aula/contract/routes/online-courses'
import type { OnlineCourseAnswer } from '@aula/contract/online-courses'
import { ReviewPaths } from '@aula/contract/routes/reviews'
import { TopicPaths } from '@aula/contract/routes/topics'
import type { TopicsAnswer } from '@aula/contract/topics'
import { catalog, type CatalogData } from './catalog-data.ts'
import { pagedAnswer } from './paged-answers.ts'
import { curriculumFixture } from './catalog-fixtures.ts'
import { testUsers } from './users.ts'
import { credentialOf } from './session-cookie.ts'

/*
 * The school's public catalog as the fake server serves it: courses, video courses,
 * articles, categories, trainers, FAQs and reviews. Answers are typed from the contract;
 * a test passes its own items to catalogHandlers() and server.use()s them. The items
 * themselves are in catalog-data.ts and their factories in catalog-fixtures.ts.
 */

// Some tests still import these from here.
export { catalog } from './catalog-data.ts'
export {
  articleFixture,
  courseFixture,
  imageFixture,
  onlineCourseFixture,
} from './catalog-fixtures.ts'

const notFound = () => HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })

const isLoggedIn = (request: Request) => {
  const token = credentialOf(request)
  return Object.values(testUsers).some((user) => user.token === token)
}

const findByTitle = <T extends { title: string }>(items: T[], title: string) =>
  items.find((item) => titleKey(item.title) === titleKey(title))

/** The catalog's GET calls, answering with `data` (the default catalog unless replaced). */
export function catalogHandlers(replace: Partial<CatalogData> = {}) {
  const data: CatalogData = { ...catalog, ...replace }
  const bought = (request: Request, title: string) =>
    isLoggedIn(request) && data.purchased.some((item) => titleKey(item) === titleKey(title))

  return [
    http.get(`*${CoursePaths.courses}`, ({ request }) =>
      HttpResponse.json(pagedAnswer(request, data.courses, 'courses', { dated: 'course' })),
    ),
    http.get<{ title: string }, never, CourseAnswer | ApiError>(
      '*/api/course/:title',
      ({ request, params }) => {
        const course = findByTitle(data.courses, params.title)
        if (!course) return notFound()
        return HttpResponse.json({
          course: [{ ...course, purchased: bought(request, course.title) }],
        })
      },
    ),
    http.get<never, never, EditionList>(`*${EditionRoutes.list.path}`, ({ request }) => {
      const course = new URL(request.url).searchParams.get('course')
      const editions = data.editions ?? []
      return HttpResponse.json({
        editions: course ? editions.filter((e) => e.courseId === Number(course)) : editions,
      })
    }),
    // The edit form of a course lists its editions for the admin (features/editions/admin).
    http.get<{ id: string }, never, AdminEditionList>(
      `*${EditionRoutes.adminList.path}`,
      ({ params }) =>
        HttpResponse.json({
          editions: (data.editions ?? [])
            .filter((e) => e.courseId === Number(params.id))
            .map((e) => ({ ...e, seatsTaken: 0, waitingCount: 0 })),
        }),
    ),
    http.get(`*${OnlineCoursePaths.onlineCourses}`, ({ request }) =>
      HttpResponse.json(
        pagedAnswer(request, data.onlineCourses, 'onlinecourses', { dated: 'published' }),
      ),
    ),
    http.get<{ title: string }, never, OnlineCourseAnswer | ApiError>(
      '*/api/onlinecourse/:title',
      ({ request, params }) => {
        const course = findByTitle(data.onlineCourses, params.title)
        if (!course) return notFound()
        const curriculum = Object.entries(data.curricula ?? {}).find(
          ([title]) => titleKey(title) === titleKey(course.title),
        )?.[1]
        return HttpResponse.json({
          onlinecourse: {
            ...course,
            purchased: bought(request, course.title),
            curriculum: curriculum ?? curriculumFixture(course),
          },
        })
      },
    ),
    // Not built on the server yet: it answers 404 like any unknown address.
    http.get<never, never, ApiError>('*/api/user/onlinecourses', () => notFound()),
    http.get(`*${ArticlePaths.articles}`, ({ request }) =>
      HttpResponse.json(pagedAnswer(request, data.articles, 'articles', { titleOnly: true })),
    ),
    http.get<{ title: string }, never, ArticleAnswer | ApiError>(
      '*/api/article/:title',
      ({ params }) => {
        const article = findByTitle(data.articles, params.title)
        return article ? HttpResponse.json({ article }) : notFound()
      },
    ),
    http.get<never, never, TopicsAnswer>(`*${TopicPaths.topics}`, () =>
      HttpResponse.json(data.topics),
    ),
    http.get<never, never, MembersAnswer>(`*${MemberPaths.members}`, () =>
      HttpResponse.json({ members: data.members }),
    ),
    http.get<never, never, FaqsAnswer>(`*${FaqPaths.faqs}`, () =>
      HttpResponse.json({ faqs: data.faqs }),
    ),
    http.get(`*${ReviewPaths.reviews}`, ({ request }) =>
      HttpResponse.json(
        pagedAnswer(
          request,
          data.reviews.map((review) => ({ ...review, title: String(review.id) })),
          'reviews',
          { asArray: true },
        ),
      ),
    ),
  ]
}
