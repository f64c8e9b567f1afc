import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { ErrorMessages, IdBodySchema, SuccessSchema, titleKey } from '@aula/contract/common'
import {
  TopicCreateSchema,
  TopicMessages,
  TopicUpdateSchema,
  TopicWriteAnswerSchema,
  TopicWritePaths,
} from '@aula/contract/topics'
import { recordAudit } from '#src/lib/audit.ts'
import { parseFields, readAdminForm } from '#src/lib/admin-form.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { Storage } from '#src/lib/storage.ts'
import { deleteImage, storeImage } from '#src/lib/images.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import {
  deleteTopicRow,
  findTopicById,
  findTopicByTitleKey,
  insertTopic,
  topicIdByTitleKey,
  topicInUse,
  updateTopic,
} from './topics.repository.ts'
import { toTopicDto } from './topics.mapper.ts'
import { isForeignKeyViolation, isUniqueViolation } from '#src/db/constraint-errors.ts'
import { formWriteRefusals } from '#src/lib/refusals.ts'

const refusals = formWriteRefusals

/** Reads the topic form: text fields and the picture `foto` (at most 10 MB, else 413). */
async function readTopicForm(request: FastifyRequest, storage: Storage) {
  const form = await readAdminForm(request, storage, { images: { foto: 1 } })
  return { fields: form.fields, foto: form.images.foto?.[0] ?? null }
}

/** Admin writes on topics (categories): only an admin's private token (docs/product.md#roles). */
const topicAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = { db: app.db, storage: app.storage }

  app.post(
    TopicWritePaths.topic,
    {
      schema: { response: { 200: TopicWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readTopicForm(request, app.storage)
      const input = parseFields(TopicCreateSchema, form.fields)
      if (await topicIdByTitleKey(app.db, titleKey(input.title))) {
        throw new HttpError(409, TopicMessages.duplicate)
      }
      // The picture is checked and stored first: a refused file (415/413) leaves nothing.
      const imageId = form.foto ? await storeImage(assets, form.foto) : null
      let id: number
      try {
        id = await app.db.transaction().execute(async (trx) => {
          const newId = await insertTopic(trx, { ...input, imageId })
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'topic.create',
            targetType: 'topic',
            targetId: newId,
          })
          return newId
        })
      } catch (error) {
        if (imageId) await deleteImage(assets, imageId)
        // Another admin created the same title meanwhile.
        if (isUniqueViolation(error)) throw new HttpError(409, TopicMessages.duplicate)
        throw error
      }
      const row = await findTopicById(app.db, id)
      return { message: 'Success' as const, topic: toTopicDto(row!) }
    },
  )

  app.put(
    TopicWritePaths.topic,
    {
      schema: { response: { 200: TopicWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readTopicForm(request, app.storage)
      const input = parseFields(TopicUpdateSchema, form.fields)
      const key = titleLookupKey(input.title)
      const current = key ? await findTopicByTitleKey(app.db, key) : undefined
      if (!current) throw new HttpError(404, ErrorMessages.notFound)
      const id = Number(current.id)
      const title = input.newTitle ?? input.title
      const other = await topicIdByTitleKey(app.db, titleKey(title))
      if (other !== undefined && other !== id) throw new HttpError(409, TopicMessages.duplicate)

      const imageId = form.foto ? await storeImage(assets, form.foto) : undefined
      try {
        await app.db.transaction().execute(async (trx) => {
          await updateTopic(trx, id, { title, description: input.description, imageId })
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'topic.update',
            targetType: 'topic',
            targetId: id,
            detail: title === current.title ? undefined : { from: current.title, to: title },
          })
        })
      } catch (error) {
        if (imageId) await deleteImage(assets, imageId)
        if (isUniqueViolation(error)) throw new HttpError(409, TopicMessages.duplicate)
        throw error
      }
      // The replaced picture is no longer shown anywhere.
      if (imageId && current.image_asset_id) await deleteImage(assets, current.image_asset_id)
      const row = await findTopicById(app.db, id)
      return { message: 'Success' as const, topic: toTopicDto(row!) }
    },
  )

  app.delete(
    TopicWritePaths.topic,
    {
      schema: { body: IdBodySchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const { id } = request.body
      const current = await findTopicById(app.db, id)
      if (!current) throw new HttpError(404, ErrorMessages.notFound)
      if (await topicInUse(app.db, id)) throw new HttpError(409, TopicMessages.inUse)
      try {
        const deleted = await app.db.transaction().execute(async (trx) => {
          if (!(await deleteTopicRow(trx, id))) return false
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'topic.delete',
            targetType: 'topic',
            targetId: id,
            detail: { title: current.title },
          })
          return true
        })
        if (!deleted) throw new HttpError(404, ErrorMessages.notFound)
      } catch (error) {
        // A course filed under it meanwhile: the database keeps the reference intact.
        if (isForeignKeyViolation(error)) throw new HttpError(409, TopicMessages.inUse)
        throw error
      }
      if (current.image_asset_id) await deleteImage(assets, current.image_asset_id)
      return { message: 'Success' as const }
    },
  )
}

export default topicAdminRoutes
