import type { FastifyRequest } from 'fastify'
import { FileMessages } from '@aula/contract/admin-forms'
import { ErrorMessages, titleKey, type Language } from '@aula/contract/common'
import {
  TopicCreateSchema,
  TopicMessages,
  TopicUpdateSchema,
  type Topic,
} from '@aula/contract/topics'
import type { Db } from '#src/db/connect.ts'
import { hasArticlesInTopic } from '#src/features/articles/article-lookups.service.ts'
import { hasCoursesInTopic } from '#src/features/courses/course-lookups.service.ts'
import { hasOnlineCoursesInTopic } from '#src/features/online-courses/online-course-lookups.service.ts'
import {
  checkStoredAssets,
  parseFormFields,
  runAdminWrite,
  type AdminWriteDeps,
} from '#src/lib/admin-write.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { storedEnglish } from '#src/lib/content-language.ts'
import {
  deleteTopicRow,
  findTopicById,
  findTopicByTitleKey,
  insertTopic,
  listTopics,
  topicIdByAnyTitleKey,
  updateTopic,
} from './topics.repository.ts'
import { toTopicDto } from './topics.mapper.ts'

/*
 * Topics (categories): what visitors read, and the admin's writes, each one transaction with
 * its audit row (lib/admin-write.ts). The form carries the picture `foto` (10 MB at most).
 */

type Actor = { id: number }
const notFound = () => new HttpError(404, ErrorMessages.notFound)
const duplicate = () => new HttpError(409, TopicMessages.duplicate)

/**
 * Titles are unique across both languages, so a filter's title names one topic
 * (docs/product.md#content-languages-and-urls).
 */
async function assertTitlesFree(
  db: Db,
  titles: { title: string; titleEn: string | null },
  self?: number,
): Promise<void> {
  const taken = async (title: string) => {
    const id = await topicIdByAnyTitleKey(db, titleKey(title))
    return id !== undefined && id !== self
  }
  if (await taken(titles.title)) throw duplicate()
  if (titles.titleEn && (await taken(titles.titleEn))) {
    throw new HttpError(409, TopicMessages.duplicateEn)
  }
}

/** The form's English texts as stored: null for none. */
const englishOf = (input: { titleEn: string; descriptionEn: string }) => ({
  titleEn: storedEnglish(input.titleEn),
  descriptionEn: storedEnglish(input.descriptionEn),
})
const FORM_FILES = { images: { foto: 1 } }

export async function allTopics(db: Db, language: Language = 'it'): Promise<Topic[]> {
  return (await listTopics(db)).map((row) => toTopicDto(row, language))
}

export async function topicById(db: Db, id: number, language: Language = 'it'): Promise<Topic> {
  const row = await findTopicById(db, id)
  if (!row) throw notFound()
  return toTopicDto(row, language)
}

async function readTopic(trx: Db, id: number): Promise<Topic> {
  return toTopicDto((await findTopicById(trx, id))!)
}

/**
 * A new topic from the admin's form. A taken title is refused before the picture is
 * encoded; one saved meanwhile by another admin is refused by the unique key.
 */
export function createTopic(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Topic> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: FORM_FILES },
    parse: async (form, stage) => {
      const parsed = parseFormFields(TopicCreateSchema, form.fields)
      const input = { ...parsed, ...englishOf(parsed) }
      await assertTitlesFree(stage.db, input)
      const foto = form.images.foto?.[0]
      return { ...input, image: foto ? await stage.image(foto) : undefined }
    },
    persist: async (trx, input) => {
      const id = await insertTopic(trx, {
        title: input.title,
        description: input.description,
        imageId: input.image?.id ?? null,
        titleEn: input.titleEn,
        descriptionEn: input.descriptionEn,
      })
      return {
        result: await readTopic(trx, id),
        audit: { action: 'topic.create', targetType: 'topic', targetId: id },
      }
    },
    conflicts: { unique: TopicMessages.duplicate },
  })
}

/** A topic brought from elsewhere: plain values, its picture already stored (an asset id). */
export interface TopicImport {
  title: string
  description: string
  imageId: string | null
  titleEn?: string
  descriptionEn?: string
}

/**
 * A new topic from plain values rather than the admin's form (content imported, the demo
 * school): the same checks and audit row; a taken title is the same 409, a picture that is not
 * stored a 400 on the form's picture field `foto`.
 */
export function importTopic(
  deps: AdminWriteDeps,
  actor: Actor,
  input: TopicImport,
): Promise<Topic> {
  return runAdminWrite({
    deps,
    actor,
    input,
    parse: async (topic, stage) => {
      const { title, description, titleEn, descriptionEn } = topic
      const parsed = parseFormFields(TopicCreateSchema, {
        title,
        description,
        titleEn,
        descriptionEn,
      })
      const text = { ...parsed, ...englishOf(parsed) }
      await assertTitlesFree(stage.db, text)
      return { ...text, imageId: topic.imageId }
    },
    persist: async (trx, topic) => {
      await checkStoredAssets(trx, [
        { path: 'foto', id: topic.imageId, message: FileMessages.pictureNotStored },
      ])
      const id = await insertTopic(trx, topic)
      return {
        result: await readTopic(trx, id),
        audit: { action: 'topic.create', targetType: 'topic', targetId: id },
      }
    },
    conflicts: { unique: TopicMessages.duplicate },
  })
}

/**
 * Edits the topic the form's `title` names: a new title, description and, when uploaded,
 * picture (the replaced one is removed once the change is saved).
 */
export function editTopic(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Topic> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: FORM_FILES },
    parse: async (form, stage) => {
      const input = parseFormFields(TopicUpdateSchema, form.fields)
      const key = titleLookupKey(input.title)
      const current = key ? await findTopicByTitleKey(stage.db, key) : undefined
      if (!current) throw notFound()
      const id = current.id
      const title = input.newTitle ?? input.title
      const english = englishOf(input)
      await assertTitlesFree(stage.db, { title, titleEn: english.titleEn }, id)
      const foto = form.images.foto?.[0]
      const image = foto ? await stage.image(foto) : undefined
      return { id, title, description: input.description, ...english, image }
    },
    persist: async (trx, input) => {
      const current = await findTopicById(trx, input.id)
      if (!current) throw notFound()
      const { id, title } = input
      await updateTopic(trx, id, {
        title,
        description: input.description,
        imageId: input.image?.id,
        titleEn: input.titleEn,
        descriptionEn: input.descriptionEn,
      })
      return {
        result: await readTopic(trx, id),
        audit: {
          action: 'topic.update',
          targetType: 'topic',
          targetId: id,
          detail: title === current.title ? undefined : { from: current.title, to: title },
        },
        // The replaced picture is no longer shown anywhere.
        dropAssets: input.image ? [current.image_asset_id] : [],
      }
    },
    conflicts: { unique: TopicMessages.duplicate },
  })
}

/**
 * Removes a topic nothing is filed under, and its picture. A course filed under it
 * meanwhile is kept by the foreign key: the same 409.
 */
export function removeTopic(deps: AdminWriteDeps, actor: Actor, id: number): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: id,
    parse: async (topicId, stage) => {
      if (!(await findTopicById(stage.db, topicId))) throw notFound()
      const uses = await Promise.all([
        hasCoursesInTopic(stage.db, topicId),
        hasOnlineCoursesInTopic(stage.db, topicId),
        hasArticlesInTopic(stage.db, topicId),
      ])
      if (uses.some(Boolean)) throw new HttpError(409, TopicMessages.inUse)
      return topicId
    },
    persist: async (trx, topicId) => {
      const current = await findTopicById(trx, topicId)
      if (!current || !(await deleteTopicRow(trx, topicId))) throw notFound()
      return {
        result: undefined,
        audit: {
          action: 'topic.delete',
          targetType: 'topic',
          targetId: topicId,
          detail: { title: current.title },
        },
        dropAssets: [current.image_asset_id],
      }
    },
    conflicts: { foreignKey: new HttpError(409, TopicMessages.inUse) },
  })
}
