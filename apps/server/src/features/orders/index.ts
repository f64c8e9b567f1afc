import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminEndpoints } from '@aula/contract/admin'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import { addRoute } from '#src/lib/routes.ts'
import { getPaidCoursePage, getPaidCourses } from './orders.service.ts'

/** The paid orders: what was sold, to whom and for how much (admins only). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route answers the whole list and its pages (docs/product.md#paged-lists).
  addRoute(
    app,
    pagedListRoute(AdminEndpoints.paidCourses, AdminEndpoints.paidCoursesPage),
    (request) =>
      isPagedQuery(request.query)
        ? getPaidCoursePage(app.db, request.query)
        : getPaidCourses(app.db),
  )
}

export default orderRoutes
