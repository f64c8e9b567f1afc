import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdBodySchema, SuccessSchema } from '@aula/contract/common'
import { TopicWriteAnswerSchema, TopicWritePaths } from '@aula/contract/topics'
import { formWriteRefusals as refusals } from '#src/lib/refusals.ts'
import { createTopic, editTopic, removeTopic } from './topics.service.ts'

/** Admin writes on topics (categories): only an admin's private token (docs/product.md#roles). */
const topicAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  app.post(
    TopicWritePaths.topic,
    {
      schema: { response: { 200: TopicWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => ({
      message: 'Success' as const,
      topic: await createTopic(deps, request.user!, request),
    }),
  )

  app.put(
    TopicWritePaths.topic,
    {
      schema: { response: { 200: TopicWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => ({
      message: 'Success' as const,
      topic: await editTopic(deps, request.user!, request),
    }),
  )

  app.delete(
    TopicWritePaths.topic,
    {
      schema: { body: IdBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      await removeTopic(deps, request.user!, request.body.id)
      return { message: 'Success' as const }
    },
  )
}

export default topicAdminRoutes
