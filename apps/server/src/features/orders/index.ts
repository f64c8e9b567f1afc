import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminEndpoints } from '@aula/contract/admin'
import { addRoute } from '#src/lib/routes.ts'
import { getPaidCourses } from './orders.service.ts'

/** The paid orders: what was sold, to whom and for how much (admins only). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, AdminEndpoints.paidCourses, async () => getPaidCourses(app.db))
}

export default orderRoutes
