import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import { OnlineCourseEndpoints } from '@aula/contract/online-courses'
import onlineCourseAdminRoutes from './admin.ts'
import playerRoutes from './player.ts'
import { getOnlineCoursePage } from './online-course-list.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import { isEnrolled } from '#src/features/enrollment/enrollment.service.ts'
import {
  getCurriculum,
  getOnlineCourseByTitle,
  getOnlineCourses,
} from './online-courses.service.ts'

/** The video courses' public pages (the lessons are served elsewhere, to buyers). */
const onlineCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route answers the whole list and its pages (docs/product.md#paged-lists).
  const list = pagedListRoute(OnlineCourseEndpoints.list, OnlineCourseEndpoints.page)
  addRoute(app, publicRead(list), async (request) => {
    // Keyed by title and newest first: object keys keep the order they are added in.
    const keyed = <T extends { title: string }>(items: T[]) =>
      Object.fromEntries(items.map((course) => [course.title, course]))
    // The language alone asks for the whole list in it (docs/product.md#content-languages-and-urls).
    const { lang, ...filters } = request.query
    if (isPagedQuery(filters)) {
      const { items, paging } = await getOnlineCoursePage(app.db, request.query)
      return { onlinecourses: keyed(items), ...paging }
    }
    return { onlinecourses: keyed(await getOnlineCourses(app.db, lang)) }
  })

  addRoute(app, publicRead(OnlineCourseEndpoints.one), async (request) => {
    const found = await getOnlineCourseByTitle(app.db, request.params.title, request.query.lang)
    if (!found) throw new HttpError(404, ErrorMessages.notFound)
    const user = request.user
    const item = { courseId: null, onlineCourseId: found.onlineCourse.id }
    const purchased = user ? await isEnrolled(app.db, user.id, item) : false
    // What the course teaches, before buying: titles and lengths, never the videos.
    const curriculum = await getCurriculum(app.db, found.onlineCourse.id)
    return { onlinecourse: { ...found.onlineCourse, purchased, curriculum } }
  })

  await app.register(onlineCourseAdminRoutes)
  await app.register(playerRoutes)
}

export default onlineCourseRoutes
