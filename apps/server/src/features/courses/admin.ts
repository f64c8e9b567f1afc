import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CourseAdminEndpoints } from '@aula/contract/courses'
import { addRoute } from '#src/lib/routes.ts'
import { createCourse, editCourse, removeCourse } from './courses.admin.service.ts'

/** Admin writes on in-person courses: only an admin's private token (docs/product.md#roles). */
const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, CourseAdminEndpoints.create, async (request) => ({
    message: 'Success' as const,
    course: await createCourse(deps, request.user!, request),
  }))

  addRoute(app, CourseAdminEndpoints.update, async (request) => ({
    message: 'Success' as const,
    course: await editCourse(deps, request.user!, request),
  }))

  addRoute(app, CourseAdminEndpoints.remove, async (request) => {
    await removeCourse(deps, request.user!, request.body.title)
    return { message: 'Success' as const }
  })
}

export default courseAdminRoutes
