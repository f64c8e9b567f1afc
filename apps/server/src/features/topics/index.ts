import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema } from '@aula/contract/common'
import { TopicAnswerSchema, TopicsAnswerSchema } from '@aula/contract/topics'
import topicAdminRoutes from './admin.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { allTopics, topicById } from './topics.service.ts'

/** The categories, read by the carousel and every filter. */
const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get/topics/', { schema: { response: { 200: TopicsAnswerSchema } } }, async () =>
    allTopics(app.db),
  )

  app.get(
    '/api/topic/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: TopicAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({ topic: await topicById(app.db, request.params.id) }),
  )

  await app.register(topicAdminRoutes)
}

export default topicRoutes
