import { PassThrough, Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { StartupError } from './startup-errors.ts'
import { checkStorageKey, type Storage, type StoredFile } from './storage.ts'

export interface S3Settings {
  bucket: string
  region: string
  /** An S3-compatible service (MinIO, R2, …); AWS itself when unset. */
  endpoint?: string
  /** Without them, the SDK's usual sources (environment, instance role, profile). */
  accessKeyId?: string
  secretAccessKey?: string
  /** bucket in the path (http://host/bucket/key) instead of the host name: MinIO needs it. */
  forcePathStyle: boolean
}

/** Parts of a multipart upload: S3's smallest is 5 MB; two are held in memory at a time. */
const PART_BYTES = 8 * 1024 * 1024
const PARTS_AT_ONCE = 2
/** Connections to the bucket's service at once, and how long one may take to open. */
const MAX_CONNECTIONS = 256
const CONNECT_MS = 5000

/** The HTTP status of an S3 service's refusal; undefined for other errors (a network one). */
function statusOf(error: unknown): number | undefined {
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
  return metadata?.httpStatusCode
}

/** What went wrong, in a word: a system error's code (ECONNREFUSED), or the error's name. */
function reason(error: unknown): string {
  const e = error as { code?: unknown; name?: unknown } | null
  if (typeof e?.code === 'string') return e.code
  return typeof e?.name === 'string' && e.name !== 'Error' ? e.name : 'no answer'
}

function isMissing(error: unknown): boolean {
  const name = (error as Error | null)?.name
  return statusOf(error) === 404 || name === 'NotFound' || name === 'NoSuchKey'
}

/** A missing file fails as the local disk's does, so callers see one kind of error. */
function notFound(key: string): Error {
  return Object.assign(new Error(`ENOENT: no stored file ${key}`), { code: 'ENOENT' })
}

/**
 * Files in an S3-compatible bucket (docs/decisions/025-s3-storage.md). The bucket must exist
 * and stays private: the app reads every file itself, public images included. The SDK is
 * loaded here, when the bucket is first opened: a start on the local disk never loads it
 * (the server's bundle keeps this import a dynamic one).
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CopyObjectCommand,
    CreateMultipartUploadCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    UploadPartCommand,
  } = await import('@aws-sdk/client-s3')
  const { Upload } = await import('@aws-sdk/lib-storage')
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Each file being sent holds a connection until its last byte (a lesson streaming to a
    // player): more than the SDK's 50 at once, and a server that never answers is given up.
    requestHandler: {
      connectionTimeout: CONNECT_MS,
      httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
    },
    // Services other than AWS do not all take the checksums the SDK now adds by default.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  })
  const Bucket = settings.bucket

  async function stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkStorageKey(key) }))
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
        lastModified: head.LastModified ?? new Date(0),
      }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async function getBody(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      return answer.Body as Readable
    } catch (error) {
      throw isMissing(error) ? notFound(key) : error
    }
  }

  async function remove(key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }))
  }

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkStorageKey(key), Body: data }))
    },

    async putStream(key, stream) {
      checkStorageKey(key)
      let bytes = 0
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length
          done(null, chunk)
        },
      })
      // One piece is sent with one request; a longer stream as a multipart upload, which
      // the SDK aborts (and the bucket forgets) when the stream or a part fails.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      })
      const feeding = pipeline(stream, counted)
      // A failed upload stops reading the source, which would otherwise wait forever.
      const sending = upload.done().catch((error: unknown) => {
        counted.destroy(error as Error)
        throw error
      })
      const [fed, sent] = await Promise.allSettled([feeding, sending])
      // The source's own error (a size limit, a cut connection) is the one worth telling.
      if (fed.status === 'rejected') {
        if (sent.status === 'fulfilled') await remove(key)
        throw fed.reason
      }
      if (sent.status === 'rejected') throw sent.reason
      return bytes
    },

    async get(key) {
      const body = await getBody(checkStorageKey(key))
      const chunks: Buffer[] = []
      for await (const chunk of body) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    },

    createReadStream(key, range) {
      checkStorageKey(key)
      // The object is asked for at once; its bytes (or its error) follow on the stream.
      const out = new PassThrough()
      getBody(key, range).then(
        (body) => pipeline(body, out).catch((error: Error) => out.destroy(error)),
        (error: Error) => out.destroy(error),
      )
      return out
    },

    async size(key) {
      const info = await stat(key)
      if (!info) throw notFound(key)
      return info.size
    },

    exists: async (key) => (await stat(key)) !== null,

    delete: remove,

    async move(from, to) {
      // One request copies up to 5 GB inside the bucket; videos stop at 2 GB.
      const source = `${Bucket}/${checkStorageKey(from).split('/').map(encodeURIComponent).join('/')}`
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: checkStorageKey(to), CopySource: source }),
        )
      } catch (error) {
        throw isMissing(error) ? notFound(from) : error
      }
      await remove(from)
    },

    multipart: {
      async start(key) {
        const started = await client.send(
          new CreateMultipartUploadCommand({ Bucket, Key: checkStorageKey(key) }),
        )
        if (!started.UploadId) throw new Error(`the bucket started no upload for ${key}`)
        return started.UploadId
      },
      async send(key, UploadId, PartNumber, Body) {
        const sent = await client.send(
          new UploadPartCommand({ Bucket, Key: checkStorageKey(key), UploadId, PartNumber, Body }),
        )
        if (!sent.ETag) throw new Error(`the bucket kept no part ${PartNumber} of ${key}`)
        return sent.ETag
      },
      async finish(key, UploadId, parts) {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: checkStorageKey(key),
            UploadId,
            MultipartUpload: {
              Parts: parts.map(({ part, etag }) => ({ PartNumber: part, ETag: etag })),
            },
          }),
        )
      },
      async abort(key, UploadId) {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket, Key: checkStorageKey(key), UploadId }),
        )
      },
    },

    stat,

    async list(prefix = '') {
      if (prefix) checkStorageKey(prefix.replace(/\/$/, ''))
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        )
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },

    close: () => client.destroy(),

    async check() {
      const where = settings.endpoint ? ` at ${settings.endpoint}` : ''
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
      } catch (error) {
        const status = statusOf(error)
        const cause =
          status === 404
            ? `does not exist${where}: create it first (it stays private)`
            : status === 403 || status === 401
              ? `refused access${where}: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`
              : status === 301
                ? `is in another region: set S3_REGION to the bucket's region`
                : `cannot be reached${where} (${reason(error)}): check S3_ENDPOINT`
        throw new StartupError(`S3 bucket ${Bucket} ${cause}`)
      }
    },
  }
}
