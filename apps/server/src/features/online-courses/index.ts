import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { OnlineCourseEndpoints } from '@aula/contract/online-courses'
import onlineCourseAdminRoutes from './admin.ts'
import playerRoutes from './player.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute } from '#src/lib/routes.ts'
import { isEnrolled } from '#src/features/enrollment/enrollment.service.ts'
import {
  getCurriculum,
  getOnlineCourseByTitle,
  getOnlineCourses,
} from './online-courses.service.ts'

/** The video courses' public pages (the lessons are served elsewhere, to buyers). */
const onlineCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, OnlineCourseEndpoints.list, async () => {
    const list = await getOnlineCourses(app.db)
    // Keyed by title and newest first: object keys keep the order they are added in.
    return { onlinecourses: Object.fromEntries(list.map((course) => [course.title, course])) }
  })

  addRoute(app, OnlineCourseEndpoints.one, async (request) => {
    const found = await getOnlineCourseByTitle(app.db, request.params.title)
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
