import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LearningEndpoints } from '@aula/contract/learning'
import { addRoute } from '#src/lib/routes.ts'
import { learningOf } from './learning.service.ts'

/** The member's learning overview (docs/product.md#learner-dashboard). */
const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, LearningEndpoints.progress, (request) => learningOf(app.db, request.user!.id))
}

export default learningRoutes
