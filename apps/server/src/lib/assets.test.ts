import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'
import { assetStorageKeys, deleteAsset, findAssetById } from '#src/lib/assets.ts'
import { deleteImage, imageView, storeImage } from '#src/lib/images.ts'
import { deleteVideo, storeVideo, videoUrl } from '#src/lib/videos.ts'

const t = await buildTestApp()
const deps = t.deps
const CLIPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed-assets/videos')

const photo = () =>
  sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#E3A857' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'somebody' } })
    .toBuffer()

describe('images on a real database', () => {
  it('stores an upload as WebP widths served under /media/, then deletes files and row', async () => {
    const id = await storeImage(deps, await photo(), { ownerUserId: null })
    const asset = await findAssetById(deps.db, id)
    expect(asset).toMatchObject({
      kind: 'image',
      mime: 'image/webp',
      width: 1280,
      height: 853,
      variants: '320,640,960,1280',
      encrypted: 0,
    })
    const view = imageView(asset!)
    expect(view.url).toBe(`/media/images/${id}-1280.webp`)
    for (const entry of view.srcset.split(', ')) {
      const res = await t.app.inject({ url: entry.split(' ')[0]! })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
    }

    expect(await deleteImage(deps, id)).toBe(true)
    expect(await findAssetById(deps.db, id)).toBeUndefined()
    for (const key of assetStorageKeys(asset!)) expect(await deps.storage.exists(key)).toBe(false)
    expect(await deleteImage(deps, id)).toBe(false)
  })

  it('refuses a non-image with 415 and records nothing', async () => {
    const before = await deps.db.selectFrom('asset').select('id').execute()
    await expect(storeImage(deps, Buffer.from('%PDF-1.7\n not an image'))).rejects.toMatchObject({
      statusCode: 415,
    })
    expect(await deps.db.selectFrom('asset').select('id').execute()).toHaveLength(before.length)
  })

  it('keeps the files of an image still used by a row that restricts deletes', async () => {
    const id = await storeImage(deps, await photo())
    const at = new Date().toISOString()
    const user = await deps.db
      .insertInto('app_user')
      .values({
        email: 'doc.owner@example.com',
        name: 'Doc Owner',
        password_hash: 'x',
        group: 'user',
        language: 'it',
        verified: 1,
        affiliate_code: 'DOCOWNER',
        doc_verified: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await deps.db
      .insertInto('identity_document')
      .values({ user_id: user.id, front_id: id, back_id: id, status: 'pending', created_at: at })
      .execute()
    await expect(deleteAsset(deps, id)).rejects.toThrow()
    const asset = await findAssetById(deps.db, id)
    for (const key of assetStorageKeys(asset!)) expect(await deps.storage.exists(key)).toBe(true)
  })
})

describe('videos on a real database', () => {
  it('stores a public preview with its duration, then deletes it', async () => {
    const file = path.join(
      CLIPS,
      fs.readdirSync(CLIPS).find((f) => f.endsWith('anteprima.mp4'))!,
    )
    const id = await storeVideo(deps, fs.createReadStream(file), { visibility: 'public' })
    const asset = await findAssetById(deps.db, id)
    expect(asset).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 640, height: 360 })
    expect(asset!.duration_seconds).toBeCloseTo(10, 0)
    const res = await t.app.inject({ url: videoUrl(asset!)! })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.length).toBe(fs.statSync(file).size)

    expect(await deleteVideo(deps, id)).toBe(true)
    expect(await deps.storage.exists(asset!.storage_key)).toBe(false)
  })

  it('keeps private lessons out of /media/', async () => {
    const file = path.join(
      CLIPS,
      fs.readdirSync(CLIPS).find((f) => /-1\.mp4$/.test(f))!,
    )
    const id = await storeVideo(deps, fs.readFileSync(file), { visibility: 'private' })
    const asset = await findAssetById(deps.db, id)
    expect(asset!.storage_key).toBe(`private/lessons/${id}.mp4`)
    expect(videoUrl(asset!)).toBeNull()
    const res = await t.app.inject({ url: `/media/../private/lessons/${id}.mp4` })
    expect(res.statusCode).not.toBe(200)
  })
})
