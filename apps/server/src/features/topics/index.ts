import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema } from '@aula/contract/common'
import { TopicAnswerSchema, TopicsAnswerSchema } from '@aula/contract/topics'
import topicAdminRoutes from './admin.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { IdParamsSchema } from '#src/lib/params.ts'
import { findTopicById, listTopics } from './topics.repository.ts'
import { toTopicDto } from './topics.mapper.ts'

/** The categories, read by the carousel and every filter. */
const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get/topics/', { schema: { response: { 200: TopicsAnswerSchema } } }, async () =>
    (await listTopics(app.db)).map(toTopicDto),
  )

  app.get(
    '/api/topic/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: TopicAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const row = await findTopicById(app.db, request.params.id)
      if (!row) throw new HttpError(404, ErrorMessages.notFound)
      return { topic: toTopicDto(row) }
    },
  )

  await app.register(topicAdminRoutes)
}

export default topicRoutes
