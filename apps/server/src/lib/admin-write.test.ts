import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import type { FastifyPluginAsync } from 'fastify'
import { titleKey } from '@aula/contract/common'
import { buildTestApp, loginAs } from '#test/helper.ts'
import { auditRows, multipart, snapshot, storedFiles } from '#test/admin.ts'
import { findAssetById, assetStorageKeys } from '#src/lib/assets.ts'
import { HttpError } from '#src/lib/http-error.ts'
import {
  inAdminTransaction,
  parseFormFields,
  runAdminWrite,
  type AdminWriteDeps,
} from './admin-write.ts'

/*
 * The pipeline's own behaviour, once for every admin write: a throwaway form route writes
 * topics (a unique title key, a picture that references an asset) through runAdminWrite.
 */

const FormSchema = z.object({
  title: z.string().trim().min(1),
  /** Makes persist point the picture at an asset that does not exist. */
  brokenImage: z.literal('yes').optional(),
  /** Makes persist fail after its write, with a plain 422. */
  failAfter: z.literal('yes').optional(),
  /** For PUT: the topic to edit. */
  id: z.coerce.number().int().optional(),
})

let actorId = 0

const testRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/test/admin-write/topic',
      handler: async (request) => {
        const id = await runAdminWrite({
          deps,
          actor: { id: actorId },
          form: {
            request,
            files: {
              images: { foto: 1 },
              videos: { clip: { max: 1, visibility: 'private' } },
            },
          },
          parse: async (form, stage) => {
            const input = parseFormFields(FormSchema, form.fields, [
              ...(method === 'POST' && !form.images.foto
                ? [{ path: 'foto', message: 'Required' }]
                : []),
            ])
            const foto = form.images.foto?.[0]
            return { ...input, image: foto ? await stage.image(foto) : undefined }
          },
          persist: async (trx, input) => {
            const imageId = input.brokenImage ? 'no-such-asset' : (input.image?.id ?? null)
            let id: number
            let dropped: string | null = null
            if (method === 'POST') {
              const row = await trx
                .insertInto('topic')
                .values({
                  title: input.title,
                  title_key: titleKey(input.title),
                  description: '',
                  image_id: imageId,
                  created_at: new Date().toISOString(),
                })
                .returning('id')
                .executeTakeFirstOrThrow()
              id = row.id
            } else {
              id = input.id!
              const old = await trx
                .selectFrom('topic')
                .select('image_id')
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
              await trx
                .updateTable('topic')
                .set({ title: input.title, title_key: titleKey(input.title), image_id: imageId })
                .where('id', '=', id)
                .execute()
              dropped = old.image_id
            }
            if (input.failAfter) throw new HttpError(422, 'Failed after writing')
            return {
              result: id,
              audit: { action: 'test.write', targetType: 'topic', targetId: id },
              dropAssets: [dropped],
            }
          },
          conflicts: { unique: 'Title taken', foreignKey: 'Unknown picture' },
        })
        return { id }
      },
    })
  }
}

const t = await buildTestApp({}, { plugins: [testRoutes] })
actorId = (await loginAs(t, 'admin')).id

const picture = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#3A7BD5' } })
    .png()
    .toBuffer()

const CLIP = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../seed-assets/videos/teglia-2.mp4',
  ),
)

async function send(
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  withPicture = true,
  withClip = false,
) {
  const files = withPicture
    ? [{ name: 'foto', filename: 'p.png', type: 'image/png', data: await picture() }]
    : []
  if (withClip) files.push({ name: 'clip', filename: 'c.mp4', type: 'video/mp4', data: CLIP })
  const body = await multipart(fields, files)
  return t.app.inject({ method, url: '/test/admin-write/topic', ...body })
}

const topicRow = (id: number) =>
  t.deps.db.selectFrom('topic').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function imageFilesOf(id: string) {
  const asset = await findAssetById(t.deps.db, id)
  return asset ? assetStorageKeys(asset) : []
}

let counter = 0
const title = () => `Topic ${(counter += 1)} ${Date.now()}`

describe('runAdminWrite', () => {
  it('stages the picture, writes the row with it and records the actor', async () => {
    const res = await send('POST', { title: title() })
    expect(res.statusCode, res.body).toBe(200)
    const { id } = res.json()
    const row = await topicRow(id)
    const keys = await imageFilesOf(row.image_id!)
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(await t.deps.storage.exists(key)).toBe(true)
    const audit = await auditRows(t, 'test.write', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ target_type: 'topic', actor_user_id: actorId })
  })

  it('answers a taken title with the unique answer (409) and leaves no row and no file', async () => {
    const taken = title()
    expect((await send('POST', { title: taken })).statusCode).toBe(200)
    const before = await snapshot(t, ['topic', 'asset'])
    const files = storedFiles(t)
    const res = await send('POST', { title: taken.toUpperCase() })
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().message).toBe('Title taken')
    expect(await snapshot(t, ['topic', 'asset'])).toEqual(before)
    expect(storedFiles(t)).toEqual(files)
  })

  it('answers a missing reference with the foreign-key answer (400) and writes nothing', async () => {
    const before = await snapshot(t, ['topic', 'asset'])
    const files = storedFiles(t)
    const res = await send('POST', { title: title(), brokenImage: 'yes' })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toBe('Unknown picture')
    expect(await snapshot(t, ['topic', 'asset'])).toEqual(before)
    expect(storedFiles(t)).toEqual(files)
  })

  it('removes the files it staged when a field is refused or the write fails', async () => {
    const before = await snapshot(t, ['topic', 'asset'])
    const files = storedFiles(t)
    const failed = await send('POST', { title: title(), failAfter: 'yes' })
    expect(failed.statusCode, failed.body).toBe(422)
    const refused = await send('POST', { title: '   ' })
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json().errors).toEqual([{ path: 'title', message: expect.any(String) }])
    expect(await snapshot(t, ['topic', 'asset'])).toEqual(before)
    expect(storedFiles(t)).toEqual(files)
  })

  it('keeps an uploaded video with the write, and removes it when the write fails', async () => {
    const before = await snapshot(t, ['topic', 'asset'])
    const files = storedFiles(t)
    const failed = await send('POST', { title: title(), failAfter: 'yes' }, true, true)
    expect(failed.statusCode, failed.body).toBe(422)
    expect(await snapshot(t, ['topic', 'asset'])).toEqual(before)
    expect(storedFiles(t)).toEqual(files)

    const res = await send('POST', { title: title() }, true, true)
    expect(res.statusCode, res.body).toBe(200)
    const videos = await t.deps.db
      .selectFrom('asset')
      .selectAll()
      .where('kind', '=', 'video')
      .execute()
    expect(videos).toHaveLength(1)
    expect(await t.deps.storage.exists(videos[0]!.storage_key)).toBe(true)
  })

  it('removes a replaced picture, row and files, once the write has committed', async () => {
    const { id } = (await send('POST', { title: title() })).json()
    const oldImage = (await topicRow(id)).image_id!
    const oldFiles = await imageFilesOf(oldImage)
    const res = await send('PUT', { id: String(id), title: title() })
    expect(res.statusCode, res.body).toBe(200)
    const newImage = (await topicRow(id)).image_id!
    expect(newImage).not.toBe(oldImage)
    expect(await findAssetById(t.deps.db, oldImage)).toBeUndefined()
    for (const key of oldFiles) expect(await t.deps.storage.exists(key)).toBe(false)
    for (const key of await imageFilesOf(newImage)) {
      expect(await t.deps.storage.exists(key)).toBe(true)
    }
  })

  it('keeps the old picture and drops the new one when the write fails', async () => {
    const taken = title()
    expect((await send('POST', { title: taken })).statusCode).toBe(200)
    const { id } = (await send('POST', { title: title() })).json()
    const before = await snapshot(t, ['topic', 'asset'])
    const files = storedFiles(t)
    const clash = await send('PUT', { id: String(id), title: taken })
    expect(clash.statusCode, clash.body).toBe(409)
    const failed = await send('PUT', { id: String(id), title: title(), failAfter: 'yes' })
    expect(failed.statusCode, failed.body).toBe(422)
    expect(await snapshot(t, ['topic', 'asset'])).toEqual(before)
    expect(storedFiles(t)).toEqual(files)
  })
})

/** Gives the topic a new picture through a write that joins `deps`' transaction. */
async function replacePicture(deps: AdminWriteDeps, id: number): Promise<void> {
  await runAdminWrite({
    deps,
    actor: { id: actorId },
    input: id,
    parse: async (topicId, stage) => ({ topicId, image: await stage.image(await picture()) }),
    persist: async (trx, { topicId, image }) => {
      const old = await trx
        .selectFrom('topic')
        .select('image_id')
        .where('id', '=', topicId)
        .executeTakeFirstOrThrow()
      await trx.updateTable('topic').set({ image_id: image.id }).where('id', '=', topicId).execute()
      return {
        result: undefined,
        audit: { action: 'test.joined', targetType: 'topic', targetId: topicId },
        dropAssets: [old.image_id],
      }
    },
  })
}

async function topicWithPicture() {
  const { id } = (await send('POST', { title: title() })).json()
  const image = (await topicRow(id)).image_id!
  return { id, image, files: await imageFilesOf(image) }
}

async function expectStored(keys: string[], stored: boolean) {
  expect(keys.length).toBeGreaterThan(0)
  for (const key of keys) expect(await t.deps.storage.exists(key)).toBe(stored)
}

describe('runAdminWrite inside inAdminTransaction', () => {
  const deps = () => ({ db: t.deps.db, storage: t.deps.storage })

  it('keeps the replaced picture, and drops the new one, when the transaction rolls back', async () => {
    const old = await topicWithPicture()
    const before = await snapshot(t, ['topic', 'asset'])
    const files = storedFiles(t)
    await expect(
      inAdminTransaction(deps(), async (write) => {
        await replacePicture(write, old.id)
        // The write is done, and the old picture is still there until the end.
        await expectStored(old.files, true)
        throw new Error('a later step fails')
      }),
    ).rejects.toThrow('a later step fails')
    expect((await topicRow(old.id)).image_id).toBe(old.image)
    await expectStored(old.files, true)
    expect(await snapshot(t, ['topic', 'asset'])).toEqual(before)
    expect(storedFiles(t)).toEqual(files)
  })

  it('removes the replaced picture once the outermost transaction has committed', async () => {
    const old = await topicWithPicture()
    await inAdminTransaction(deps(), async (outer) => {
      await inAdminTransaction(outer, (inner) => replacePicture(inner, old.id))
      await expectStored(old.files, true)
    })
    const row = await topicRow(old.id)
    expect(row.image_id).not.toBe(old.image)
    expect(await findAssetById(t.deps.db, old.image)).toBeUndefined()
    await expectStored(old.files, false)
    await expectStored(await imageFilesOf(row.image_id!), true)
    expect(await auditRows(t, 'test.joined', old.id)).toHaveLength(1)
  })

  it('refuses to join a transaction that did not come from inAdminTransaction', async () => {
    const old = await topicWithPicture()
    const files = storedFiles(t)
    await expect(
      t.deps.db
        .transaction()
        .execute((trx) => replacePicture({ db: trx, storage: t.deps.storage }, old.id)),
    ).rejects.toThrow('inAdminTransaction')
    expect((await topicRow(old.id)).image_id).toBe(old.image)
    expect(storedFiles(t)).toEqual(files)
  })
})
