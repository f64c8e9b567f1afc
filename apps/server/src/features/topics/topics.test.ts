import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { TopicAnswerSchema, TopicPaths, TopicsAnswerSchema } from '@aula/contract/topics'
import { TOPICS } from '#seed/content/catalog.ts'
import { storeImage } from '#src/lib/images.ts'
import { bearer, buildTestApp } from '#test/helper.ts'

const t = await buildTestApp()

// The demo topics, each with a picture stored the way an upload is.
const png = await sharp({
  create: { width: 700, height: 400, channels: 3, background: '#D9412B' },
})
  .png()
  .toBuffer()
for (const [i, topic] of TOPICS.entries()) {
  const imageId = await storeImage(t.deps, png, { effort: 0 })
  await t.deps.db
    .insertInto('topic')
    .values({
      title: topic.title,
      title_key: titleKey(topic.title),
      description: topic.description,
      image_id: imageId,
      created_at: new Date(Date.now() - (100 - i) * 60_000).toISOString(),
    })
    .execute()
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /get/topics/', () => {
  it('answers a plain list of every topic in the order they were created', async () => {
    const res = await get(TopicPaths.topics)
    expect(res.statusCode).toBe(200)
    const topics = TopicsAnswerSchema.parse(res.json())
    expect(topics.map((topic) => topic.title)).toEqual(TOPICS.map((topic) => topic.title))
    for (const topic of topics) {
      expect(topic.idTopic).toBe(topic.id)
      expect(topic.image).not.toBeNull()
      expect(topic.fileUrl).toBe(topic.image!.url)
      // The size is the largest variant's: 640 wide for a 700-pixel upload.
      expect(topic.image).toMatchObject({ width: 640, height: 366 })
      expect(topic.image!.srcset).toMatch(/^\/media\/images\/\S+-320\.webp 320w, /)
      expect(topic.image!.srcset).toContain(' 640w')
      expect((await get(topic.fileUrl)).statusCode).toBe(200)
    }
  })

  it('still answers with a garbage bearer', async () => {
    expect((await get(TopicPaths.topics, bearer('garbage'))).statusCode).toBe(200)
  })
})

describe('GET /api/topic/{id}', () => {
  it('answers one topic as {topic}', async () => {
    const [first] = TopicsAnswerSchema.parse((await get(TopicPaths.topics)).json())
    const res = await get(TopicPaths.topic(first!.id))
    expect(res.statusCode).toBe(200)
    expect(TopicAnswerSchema.parse(res.json())).toEqual({ topic: first })
  })

  it('shows a topic without a picture with an empty fileUrl', async () => {
    const row = await t.deps.db
      .insertInto('topic')
      .values({
        title: 'Senza immagine',
        title_key: 'senza immagine',
        description: 'Nessuna foto',
        image_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { topic } = TopicAnswerSchema.parse((await get(TopicPaths.topic(row.id))).json())
    expect(topic).toMatchObject({ title: 'Senza immagine', fileUrl: '', image: null })
  })

  it('answers 404 for an unknown id and 400 for an id that is not a positive integer', async () => {
    const missing = await get(TopicPaths.topic(999_999))
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
    for (const id of ['0', '-1', 'abc', '1.5', '1e3', '99999999999', '2147483648', '%00']) {
      const res = await get(`/api/topic/${id}`)
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toHaveProperty('message')
    }
  })
})

describe('odd ids', () => {
  it('answers 400 with a message, never a 500', async () => {
    for (const id of [
      '%00',
      '%E0%A4%A',
      '%',
      '1%00',
      '%F0%9F%8D%95',
      '1 OR 1=1',
      '0x10',
      'Infinity',
      'NaN',
      '9'.repeat(400),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/topic/${id}` })
      expect(res.statusCode, id).toBe(400)
      expect(res.json()).toHaveProperty('message')
    }
  })
})
