import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { removeAssetFiles, type NewAsset } from '#src/lib/assets.ts'
import { encodeImage } from '#src/lib/images.ts'
import type { Storage } from '#src/lib/storage.ts'
import { saveVideo } from '#src/lib/videos.ts'
import { avatar, type Face } from './art/people.ts'
import { scene, type SceneOptions } from './art/scene.ts'

/** Where the committed clips live: beside seed/ in the source tree and beside dist/ when bundled. */
export function findSeedAssets(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    for (const candidate of [
      path.join(dir, 'seed-assets'),
      path.join(dir, 'apps', 'server', 'seed-assets'),
    ]) {
      if (fs.existsSync(path.join(candidate, 'videos'))) return candidate
    }
    dir = path.dirname(dir)
  }
  throw new Error('apps/server/seed-assets/videos not found: the demo seed needs its video clips')
}

export const SIZES = {
  cover: { width: 1600, height: 900 },
  gallery: { width: 1200, height: 800 },
  portrait: { width: 800, height: 800 },
} as const

type SceneSpec = Omit<SceneOptions, 'width' | 'height'>

/** Runs `task` over `items`, a few at a time: enough to use every core, not all the memory. */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Draws every picture and copies every clip into storage; the rows are inserted later. */
export class MediaBatch {
  readonly rows: NewAsset[] = []
  private readonly jobs: { svg: string; resolve: (row: NewAsset) => void }[] = []

  constructor(private readonly storage: Storage) {}

  /** Queues a picture; the returned holder is filled by render(). */
  image(svg: string): { id: string } {
    const holder = { id: '' }
    this.jobs.push({
      svg,
      resolve: (row) => {
        holder.id = row.id
      },
    })
    return holder
  }

  scene(spec: SceneSpec, size: keyof typeof SIZES) {
    return this.image(scene({ ...spec, ...SIZES[size] }))
  }

  portrait(face: Face) {
    return this.image(avatar(face, SIZES.portrait.width))
  }

  async render(): Promise<void> {
    const limit = Math.max(2, Math.min(4, os.availableParallelism()))
    await mapLimit(this.jobs, limit, async (job) => {
      // Uncompressed PNG: the fastest lossless hand-over to the same path uploads take.
      const png = await sharp(Buffer.from(job.svg)).png({ compressionLevel: 0 }).toBuffer()
      const row = await encodeImage(this.storage, png, { effort: 0 })
      this.rows.push(row)
      job.resolve(row)
    })
  }

  async video(file: string, visibility: 'public' | 'private'): Promise<NewAsset> {
    const row = await saveVideo(this.storage, fs.createReadStream(file), { visibility })
    this.rows.push(row)
    return row
  }

  async discard(): Promise<void> {
    await Promise.all(
      this.rows.map((row) =>
        removeAssetFiles(this.storage, { ...row, variants: row.variants ?? null }),
      ),
    )
  }
}
