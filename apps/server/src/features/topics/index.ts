import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TopicEndpoints } from '@aula/contract/topics'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import topicAdminRoutes from './admin.ts'
import { allTopics, topicById } from './topics.service.ts'

/** The categories, read by the carousel and every filter. */
const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, publicRead(TopicEndpoints.list), (request) => allTopics(app.db, request.query.lang))

  addRoute(app, publicRead(TopicEndpoints.one), async (request) => ({
    topic: await topicById(app.db, request.params.id, request.query.lang),
  }))

  await app.register(topicAdminRoutes)
}

export default topicRoutes
