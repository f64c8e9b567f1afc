import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { TopicLimits, TopicWriteAnswerSchema, TopicWritePaths } from '@aula/contract/topics'
import { now } from '#src/lib/clock.ts'
import { insertTopic } from './topics.repository.ts'
import { buildTestApp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectClientError,
  expectRefused,
  multipart,
  refusedCallers,
  snapshot,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'

const t = await buildTestApp()
const callers = await refusedCallers(t)

const png = await sharp({
  create: { width: 400, height: 300, channels: 3, background: '#2B6AD9' },
})
  .png()
  .toBuffer()
const foto = (data: Buffer = png, type = 'image/png', filename = 'foto.png'): UploadFile => ({
  name: 'foto',
  filename,
  type,
  data,
})

let counter = 0
const uniqueTitle = (prefix = 'Argomento') => `${prefix} ${Date.now().toString(36)} ${++counter}`

const newTopic = async (title = uniqueTitle()) => ({
  id: await insertTopic(t.deps.db, { title, description: 'Descrizione', imageId: null }),
  title,
})

async function form(
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  files: UploadFile[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields, files)
  return t.app.inject({
    method,
    url: TopicWritePaths.topic,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}

const remove = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: TopicWritePaths.topic,
    payload: payload as object,
    headers,
  })

const topicRow = (id: number) =>
  t.deps.db.selectFrom('topic').selectAll().where('id', '=', id).executeTakeFirst()

const storedFiles = () => storedFilesOf(t)

const TABLES = ['topic', 'asset'] as const

describe('topic admin writes: who may call them', () => {
  it("POST /api/topic/ accepts only an admin's private token", async () => {
    const title = uniqueTitle()
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      const res = await form('POST', { title, description: 'D' }, [foto()], caller.headers)
      expectRefused(res, caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    const res = await form(
      'POST',
      { title, description: 'D' },
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
  })

  it("PUT /api/topic/ accepts only an admin's private token", async () => {
    const { title } = await newTopic()
    const fields = { title, newTitle: uniqueTitle('Nuovo'), description: 'Cambiata' }
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    for (const caller of callers) {
      expectRefused(await form('PUT', fields, [foto()], caller.headers), caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
    const res = await form('PUT', fields, [foto()], await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })

  it("DELETE /api/topic/ accepts only an admin's private token", async () => {
    const { id } = await newTopic()
    const before = await snapshot(t, [...TABLES])
    for (const caller of callers) {
      expectRefused(await remove({ id }, caller.headers), caller.status)
    }
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    const res = await remove({ id }, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('topic admin writes: success', () => {
  it('POST stores the topic with its picture and records the write', async () => {
    const title = uniqueTitle('Pizza in teglia')
    const res = await form(
      'POST',
      { title: `  ${title} `, description: ' Alta e croccante ' },
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode, res.body).toBe(200)
    const { topic } = TopicWriteAnswerSchema.parse(res.json())
    expect(topic).toMatchObject({ title, description: 'Alta e croccante' })
    expect(topic.image?.srcset).toContain('.webp')
    const row = await topicRow(topic.id)
    expect(row).toMatchObject({
      title,
      title_key: titleKey(title),
      description: 'Alta e croccante',
    })
    expect(row!.image_id).toBeTruthy()
    const fetched = await t.app.inject({ method: 'GET', url: `/api/topic/${topic.id}` })
    expect(fetched.json().topic.fileUrl).toBe(topic.fileUrl)
    const audit = await auditRows(t, 'topic.create', topic.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'topic' })
  })

  it('POST without a picture (or with an empty file input) stores a topic without one', async () => {
    const headers = await adminWriteHeaders(t)
    const plain = await form('POST', { title: uniqueTitle(), description: 'D' }, [], headers)
    expect(plain.statusCode, plain.body).toBe(200)
    expect(plain.json().topic.image).toBeNull()
    const empty = await form(
      'POST',
      { title: uniqueTitle(), description: 'D' },
      [foto(Buffer.alloc(0), 'application/octet-stream', '')],
      headers,
    )
    expect(empty.statusCode, empty.body).toBe(200)
    expect(empty.json().topic.image).toBeNull()
  })

  it('POST with a title already taken, in any case or spacing, is a 409', async () => {
    const { title } = await newTopic(uniqueTitle('Pizza-Romana'))
    const before = await snapshot(t, [...TABLES])
    const files = storedFiles()
    const res = await form(
      'POST',
      { title: title.toUpperCase().replace('-', ' '), description: 'D' },
      [foto()],
      await adminWriteHeaders(t),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'A topic with this title already exists' })
    expect(await snapshot(t, [...TABLES])).toEqual(before)
    expect(storedFiles()).toEqual(files)
  })

  it('PUT renames, changes the text, replaces the picture and removes the old files', async () => {
    const headers = await adminWriteHeaders(t)
    const created = await form(
      'POST',
      { title: uniqueTitle(), description: 'D' },
      [foto()],
      headers,
    )
    const old = created.json().topic
    const oldImageId = (await topicRow(old.id))!.image_id!
    expect(storedFiles().some((f) => f.includes(oldImageId))).toBe(true)
    const newTitle = uniqueTitle('Rinominato')
    const other = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#11AA33' },
    })
      .jpeg()
      .toBuffer()
    const res = await form(
      'PUT',
      { title: old.title, newTitle, description: 'Nuova descrizione' },
      [foto(other, 'image/jpeg', 'b.jpg')],
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().topic).toMatchObject({ id: old.id, title: newTitle })
    const row = await topicRow(old.id)
    expect(row).toMatchObject({ title: newTitle, description: 'Nuova descrizione' })
    expect(row!.image_id).toBeTruthy()
    expect(row!.image_id).not.toBe(oldImageId)
    const oldAsset = await t.deps.db
      .selectFrom('asset')
      .select('id')
      .where('id', '=', oldImageId)
      .executeTakeFirst()
    expect(oldAsset).toBeUndefined()
    expect(storedFiles().filter((f) => f.includes(oldImageId))).toEqual([])
    expect(storedFiles().some((f) => f.includes(row!.image_id!))).toBe(true)
    expect(await auditRows(t, 'topic.update', old.id)).toHaveLength(1)
  })

  it('PUT without a picture keeps the current one; without newTitle keeps the title', async () => {
    const headers = await adminWriteHeaders(t)
    const created = await form(
      'POST',
      { title: uniqueTitle(), description: 'D' },
      [foto()],
      headers,
    )
    const old = created.json().topic
    const res = await form(
      'PUT',
      { title: old.title, newTitle: '', description: 'Solo testo' },
      [],
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().topic).toMatchObject({
      title: old.title,
      description: 'Solo testo',
      fileUrl: old.fileUrl,
    })
  })

  it('PUT of an unknown title is a 404; a rename onto another topic is a 409', async () => {
    const headers = await adminWriteHeaders(t)
    const a = await newTopic()
    const b = await newTopic()
    const missing = await form(
      'PUT',
      { title: uniqueTitle('Nessuno'), description: 'D' },
      [],
      headers,
    )
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
    const before = await snapshot(t, [...TABLES])
    const taken = await form(
      'PUT',
      { title: a.title, newTitle: b.title.toLowerCase(), description: 'D' },
      [foto()],
      headers,
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ message: 'A topic with this title already exists' })
    expect(await snapshot(t, [...TABLES])).toEqual(before)
  })

  it('DELETE removes the topic and its picture; a second delete is a 404', async () => {
    const headers = await adminWriteHeaders(t)
    const created = await form(
      'POST',
      { title: uniqueTitle(), description: 'D' },
      [foto()],
      headers,
    )
    const { id } = created.json().topic
    const imageId = (await topicRow(id))!.image_id!
    const res = await remove({ id }, headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })
    expect(await topicRow(id)).toBeUndefined()
    const asset = await t.deps.db
      .selectFrom('asset')
      .select('id')
      .where('id', '=', imageId)
      .executeTakeFirst()
    expect(asset).toBeUndefined()
    expect(storedFiles().filter((f) => f.includes(imageId))).toEqual([])
    expect(await auditRows(t, 'topic.delete', id)).toHaveLength(1)
    expect((await remove({ id }, headers)).statusCode).toBe(404)
  })
})

describe('DELETE /api/topic/ of a topic in use', () => {
  const stamp = () => ({ created_at: now(), updated_at: now() })
  const users: Record<string, (topicId: number, title: string) => Promise<unknown>> = {
    course: (id, title) =>
      t.deps.db
        .insertInto('course')
        .values({
          title,
          title_key: titleKey(title),
          intro: 'I',
          category_id: id,
          location: 'Napoli',
          description: 'D',
          price_cents: 10_000,
          date_mode: 'tbd',
          ...stamp(),
        })
        .execute(),
    'online course': (id, title) =>
      t.deps.db
        .insertInto('online_course')
        .values({
          title,
          title_key: titleKey(title),
          intro: 'I',
          description: 'D',
          category_id: id,
          price_cents: 5_000,
          ...stamp(),
        })
        .execute(),
    article: (id, title) =>
      t.deps.db
        .insertInto('article')
        .values({
          title,
          title_key: titleKey(title),
          intro: 'I',
          description: 'D',
          content: '<p>C</p>',
          category_id: id,
          published_at: now(),
          ...stamp(),
        })
        .execute(),
  }
  for (const [kind, insert] of Object.entries(users)) {
    it(`is a 409 while an ${kind} uses it, and nothing is removed`, async () => {
      const { id } = await newTopic()
      await insert(id, uniqueTitle(kind))
      const before = await snapshot(t, [...TABLES])
      const res = await remove({ id }, await adminWriteHeaders(t))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({
        message: 'This topic is still used by courses, online courses or articles',
      })
      expect(await snapshot(t, [...TABLES])).toEqual(before)
      expect(await auditRows(t, 'topic.delete', id)).toHaveLength(0)
    })
  }
})

describe('topic admin writes: bad input is a 4xx and leaves no row and no file', () => {
  const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
    expectNothingStoredIn(t, TABLES, run, status)

  it('a text file as foto is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    const text = Buffer.from('non è una foto\n'.repeat(50))
    await expectNothingStored(
      () =>
        form(
          'POST',
          { title: uniqueTitle(), description: 'D' },
          [foto(text, 'image/png')],
          headers,
        ),
      415,
    )
    const { title } = await newTopic()
    await expectNothingStored(
      () => form('PUT', { title, description: 'D' }, [foto(text, 'text/plain', 'a.txt')], headers),
      415,
    )
  })

  it('a picture with a broken body after a valid signature is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(512, 7)])
    await expectNothingStored(
      () => form('POST', { title: uniqueTitle(), description: 'D' }, [foto(broken)], headers),
      415,
    )
  })

  it('a picture over 10 MB is a 413', async () => {
    const headers = await adminWriteHeaders(t)
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)])
    await expectNothingStored(
      () => form('POST', { title: uniqueTitle(), description: 'D' }, [foto(big)], headers),
      413,
    )
  })

  const badFields: [string, 'POST' | 'PUT', Record<string, string>][] = [
    ['POST without title', 'POST', { description: 'D' }],
    ['POST without description', 'POST', { title: 'Senza descrizione' }],
    ['POST with a blank title', 'POST', { title: '   ', description: 'D' }],
    [
      'POST with an over-long title',
      'POST',
      { title: 't'.repeat(TopicLimits.title + 1), description: 'D' },
    ],
    [
      'POST with an over-long description',
      'POST',
      { title: 'Lunga', description: 'd'.repeat(TopicLimits.description + 1) },
    ],
    ['PUT without title', 'PUT', { newTitle: 'X', description: 'D' }],
    [
      'PUT with an over-long newTitle',
      'PUT',
      { title: 'X', newTitle: 'n'.repeat(TopicLimits.title + 1), description: 'D' },
    ],
  ]
  for (const [name, method, fields] of badFields) {
    it(`${name} is a 400 naming the field`, async () => {
      const headers = await adminWriteHeaders(t)
      const before = await snapshot(t, [...TABLES])
      const res = await form(method, fields, [foto()], headers)
      expectClientError(res, 400)
      expect(res.json().errors.length).toBeGreaterThan(0)
      expect(await snapshot(t, [...TABLES])).toEqual(before)
    })
  }

  it('JSON instead of multipart, and a broken multipart body, are 4xx', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(() =>
      t.app.inject({
        method: 'POST',
        url: TopicWritePaths.topic,
        payload: { title: uniqueTitle(), description: 'D' },
        headers,
      }),
    )
    await expectNothingStored(() =>
      t.app.inject({
        method: 'POST',
        url: TopicWritePaths.topic,
        payload: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
      }),
    )
  })

  const badDeletes: [string, unknown][] = [
    ['without id', {}],
    ['with a text id', { id: 'tutti' }],
    ['with a negative id', { id: -3 }],
    ['with an object id', { id: { in: [1, 2] } }],
  ]
  for (const [name, payload] of badDeletes) {
    it(`DELETE ${name} is a 400`, async () => {
      const headers = await adminWriteHeaders(t)
      await expectNothingStored(() => remove(payload, headers), 400)
    })
  }

  it('DELETE with malformed JSON is a 400', async () => {
    const headers = { ...(await adminWriteHeaders(t)), 'content-type': 'application/json' }
    await expectNothingStored(
      () =>
        t.app.inject({ method: 'DELETE', url: TopicWritePaths.topic, payload: '{"id":', headers }),
      400,
    )
  })
})
