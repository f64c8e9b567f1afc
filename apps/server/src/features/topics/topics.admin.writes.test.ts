import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { TopicWriteAnswerSchema } from '@aula/contract/topics'
import { now } from '#src/lib/clock.ts'
import { buildTestApp } from '#test/helper.ts'
import { adminWriteHeaders, auditRows, snapshot } from '#test/admin.ts'
import { TABLES, topicAdmin, uniqueTitle } from '#test/fixtures/topics.admin.ts'

const t = await buildTestApp()
const { foto, newTopic, form, remove, topicRow, storedFiles } = await topicAdmin(t)

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
