import type { Db } from '#src/db/connect.ts'
import { titleKey } from '@aula/contract/common'
import { now } from '#src/lib/clock.ts'

function topicQuery(db: Db) {
  return db
    .selectFrom('topic')
    .leftJoin('asset as image', 'image.id', 'topic.image_id')
    .select([
      'topic.id',
      'topic.title',
      'topic.description',
      'topic.title_en',
      'topic.description_en',
      'topic.created_at',
      'image.id as image_asset_id',
      'image.storage_key as image_key',
      'image.variants as image_variants',
      'image.width as image_width',
      'image.height as image_height',
    ])
}

export type TopicRow = Awaited<ReturnType<ReturnType<typeof topicQuery>['executeTakeFirstOrThrow']>>

/** Every topic in the order it was created: the home carousel keeps a stable order. */
export async function listTopics(db: Db): Promise<TopicRow[]> {
  return topicQuery(db).orderBy('topic.created_at').orderBy('topic.id').execute()
}

export async function findTopicById(db: Db, id: number): Promise<TopicRow | undefined> {
  return topicQuery(db).where('topic.id', '=', id).executeTakeFirst()
}

export async function findTopicByTitleKey(db: Db, key: string): Promise<TopicRow | undefined> {
  return topicQuery(db).where('topic.title_key', '=', key).executeTakeFirst()
}

export async function topicIdByTitleKey(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('topic')
    .select('id')
    .where('title_key', '=', key)
    .executeTakeFirst()
  return row?.id
}

export interface TopicInput {
  title: string
  description: string
  imageId: string | null
  /** The English texts, null where none (docs/decisions/035-content-in-two-languages.md). */
  titleEn?: string | null | undefined
  descriptionEn?: string | null | undefined
}

/** The id of the topic whose Italian or English title has this key, if any. */
export async function topicIdByAnyTitleKey(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('topic')
    .select('id')
    .where((eb) => eb.or([eb('title_key', '=', key), eb('title_en_key', '=', key)]))
    .executeTakeFirst()
  return row?.id
}

const englishColumns = (input: Pick<TopicInput, 'titleEn' | 'descriptionEn'>) => ({
  title_en: input.titleEn || null,
  title_en_key: input.titleEn ? titleKey(input.titleEn) : null,
  description_en: input.descriptionEn || null,
})

export async function insertTopic(db: Db, input: TopicInput): Promise<number> {
  const row = await db
    .insertInto('topic')
    .values({
      title: input.title,
      title_key: titleKey(input.title),
      description: input.description,
      ...englishColumns(input),
      image_id: input.imageId,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes only what is given: the picture stays unless a new one was uploaded. */
export async function updateTopic(
  db: Db,
  id: number,
  input: Omit<TopicInput, 'imageId'> & { imageId?: string | undefined },
): Promise<void> {
  await db
    .updateTable('topic')
    .set({
      title: input.title,
      title_key: titleKey(input.title),
      description: input.description,
      ...englishColumns(input),
      ...(input.imageId ? { image_id: input.imageId } : {}),
    })
    .where('id', '=', id)
    .execute()
}

export async function deleteTopicRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('topic').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Whether a topic with that id exists. */
export async function topicIdExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('topic').select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}
