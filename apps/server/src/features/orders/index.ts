import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminPaths, PaidCoursesAnswerSchema } from '@aula/contract/admin'
import { ErrorSchema } from '@aula/contract/common'
import { toPaidCourseDto, totalInEuros } from './orders.mapper.ts'
import { listPaidOrders } from './orders.repository.ts'

/** GET /api/paidcourses/: what was sold, to whom and for how much (admins only). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminPaths.paidCourses,
    {
      schema: {
        response: { 200: PaidCoursesAnswerSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
      preHandler: app.requireAdmin,
    },
    async () => {
      const rows = await listPaidOrders(app.db)
      return { data: rows.map(toPaidCourseDto), total: totalInEuros(rows) }
    },
  )
}

export default orderRoutes
