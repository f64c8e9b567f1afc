import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OnlineCourseAdminEndpoints } from '@aula/contract/online-courses'
import { addRoute } from '#src/lib/routes.ts'
import { adminLessons } from './admin-lessons.service.ts'
import { createOnlineCourse, editOnlineCourse } from './online-courses.admin.service.ts'
import { removeOnlineCourse } from './online-courses.admin-remove.service.ts'

/**
 * Admin writes on video courses: only an admin's private token; the lessons for the edit
 * form: an admin (docs/product.md#roles).
 */
const onlineCourseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, OnlineCourseAdminEndpoints.create, async (request) => ({
    message: 'Success' as const,
    onlinecourse: await createOnlineCourse(deps, request.user!, request),
  }))

  addRoute(app, OnlineCourseAdminEndpoints.update, async (request) => ({
    message: 'Success' as const,
    onlinecourse: await editOnlineCourse(deps, request.user!, request),
  }))

  addRoute(app, OnlineCourseAdminEndpoints.remove, async (request) => {
    await removeOnlineCourse(deps, request.user!, request.body.title)
    return { message: 'Success' as const }
  })

  addRoute(app, OnlineCourseAdminEndpoints.lessons, (request) =>
    adminLessons(app.db, request.params.title),
  )
}

export default onlineCourseAdminRoutes
