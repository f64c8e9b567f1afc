import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TopicAdminEndpoints } from '@aula/contract/topics'
import { addRoute } from '#src/lib/routes.ts'
import { createTopic, editTopic, removeTopic } from './topics.service.ts'

/** Admin writes on topics (categories): only an admin's private token (docs/product.md#roles). */
const topicAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, TopicAdminEndpoints.create, async (request) => ({
    message: 'Success' as const,
    topic: await createTopic(deps, request.user!, request),
  }))

  addRoute(app, TopicAdminEndpoints.update, async (request) => ({
    message: 'Success' as const,
    topic: await editTopic(deps, request.user!, request),
  }))

  addRoute(app, TopicAdminEndpoints.remove, async (request) => {
    await removeTopic(deps, request.user!, request.body.id)
    return { message: 'Success' as const }
  })
}

export default topicAdminRoutes
