import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { inject } from 'vitest'

/*
 * The API suite on S3 storage (TEST_STORAGE=s3): one S3 server (s3rver) for the run, started
 * by test/global-setup.ts on a port chosen at run time, and a bucket of its own for each test
 * app. s3rver keeps each object as a file (<bucket>/<key>._S3rver_object), so tests can still
 * look at the stored bytes. (It cannot abort a multipart upload, so the parts of one are not
 * counted as stored: S3 itself drops them when the adapter aborts.)
 */

export const storageUnderTest: 'local' | 's3' = process.env.TEST_STORAGE === 's3' ? 's3' : 'local'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's S3 server when TEST_STORAGE=s3 (test/s3.ts). */
    aulaS3?: { endpoint: string; directory: string }
  }
}

/** s3rver takes these and no others. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const OBJECT = '._S3rver_object'

/** Starts the run's S3 server on 127.0.0.1; `stop` closes it and removes its files. */
export async function startTestS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** A new bucket on the run's S3 server: the settings an app needs to use it, and its folder. */
export async function createTestBucket() {
  const s3 = inject('aulaS3')
  if (!s3) throw new Error('TEST_STORAGE=s3 needs the S3 server of test/global-setup.ts')
  const bucket = `aula-${crypto.randomBytes(6).toString('hex')}`
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  })
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }))
  } finally {
    client.destroy()
  }
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  }
  return { env, folder: path.join(s3.directory, bucket) }
}

/** Every stored key, sorted: the files under a local storage folder, or a bucket's objects. */
export function storedKeysIn(folder: string, storage: 'local' | 's3'): string[] {
  if (!fs.existsSync(folder)) return []
  const files = (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(folder, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
  if (storage === 'local') return files.sort()
  return files.flatMap((f) => (f.endsWith(OBJECT) ? [f.slice(0, -OBJECT.length)] : [])).sort()
}

/** Where a key's bytes lie on this machine. */
export function storedPathIn(folder: string, storage: 'local' | 's3', key: string): string {
  return path.join(folder, ...key.split('/')) + (storage === 's3' ? OBJECT : '')
}
