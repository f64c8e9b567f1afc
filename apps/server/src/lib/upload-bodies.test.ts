import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { FileMessages } from '@aula/contract/admin-forms'
import { ArticleWritePaths } from '@aula/contract/articles'
import { CourseWritePaths } from '@aula/contract/courses'
import { MemberWritePaths } from '@aula/contract/members'
import { ProfilePaths } from '@aula/contract/profile'
import { TopicWritePaths } from '@aula/contract/topics'
import { insertTopic } from '#src/features/topics/topics.repository.ts'
import { solidPng } from '@aula/testkit/docx'
import { DRAIN_MAX_BYTES } from '#src/plugins/external/errors.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { waitFor } from '#test/wait-for.ts'
import {
  adminWriteHeaders,
  expectNothingStored,
  multipart,
  snapshot,
  storedFiles,
  type UploadFile,
} from '#test/admin.ts'

/*
 * Uploads that go wrong on the way: a body cut off mid-file is the client's fault (a 400 on
 * either engine, nothing stored, nothing logged as an error), and an upload refused before
 * its end (413) leaves the connection usable and the server able to close at once.
 */

const logs: { level: number; msg?: string }[] = []
const t = await buildTestApp(
  {},
  { logStream: { write: (line) => void logs.push(JSON.parse(line) as (typeof logs)[number]) } },
)
const errorLogs = () => logs.filter((line) => line.level >= 50)

const png = solidPng(640, 480, [242, 177, 52])
let counter = 0
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)} ${++counter}`
const picture = (name: string, data: Buffer = png): UploadFile => ({
  name,
  filename: 'foto.png',
  type: 'image/png',
  data,
})

const topicId = await insertTopic(t.deps.db, {
  title: unique('Impasti'),
  description: 'Tutto sugli impasti',
  imageId: null,
})

/** The admin forms that take a picture, each with text fields it accepts. */
const FORMS = [
  {
    url: TopicWritePaths.topic,
    tables: ['topic', 'asset'] as const,
    fields: () => ({ title: unique('Argomento'), description: 'Le farine e i lieviti' }),
  },
  {
    url: ArticleWritePaths.article,
    tables: ['article', 'asset'] as const,
    fields: () => ({
      title: unique('Articolo'),
      intro: 'La maturazione lenta rende la pizza più digeribile',
      content: '<p>Il tempo lavora per noi.</p>',
      category: String(topicId),
      description: '',
    }),
  },
  {
    url: MemberWritePaths.add,
    tables: ['member', 'asset'] as const,
    fields: () => ({
      title: 'Istruttore',
      name: 'Gennaro',
      surname: unique('Esposito'),
      email: 'formatore@example.com',
      phoneNumber: '+39 081 555 0101',
      website: 'https://pizzeria.example.com',
      description: 'Pizzaiolo da vent’anni',
      language: 'Italiano, inglese',
      session: 'Campania',
    }),
  },
]

describe('a multipart body cut off in the middle of a file', () => {
  for (const form of FORMS) {
    it(`POST ${form.url} answers 400 with a clear message, stores nothing, logs no error`, async () => {
      const headers = await adminWriteHeaders(t)
      // A picture big enough to arrive in several pieces, cut well before its end.
      const big = Buffer.concat([png, Buffer.alloc(400_000, 7)])
      const whole = await multipart(form.fields(), [picture('foto', big)])
      const cut = whole.payload.subarray(0, whole.payload.length - 200_000)
      const before = errorLogs().length
      const res = await expectNothingStored(
        t,
        form.tables,
        () =>
          t.app.inject({
            method: 'POST',
            url: form.url,
            payload: cut,
            headers: { ...headers, ...whole.headers },
          }),
        400,
      )
      expect(res.json()).toEqual({ message: FileMessages.brokenBody })
      expect(errorLogs().slice(before)).toEqual([])
    })

    it(`POST ${form.url} with the same body whole is stored (the cut is what is refused)`, async () => {
      const headers = await adminWriteHeaders(t)
      const whole = await multipart(form.fields(), [picture('foto')])
      const res = await t.app.inject({
        method: 'POST',
        url: form.url,
        payload: whole.payload,
        headers: { ...headers, ...whole.headers },
      })
      expect(res.statusCode, res.body).toBe(200)
    })
  }
})

describe('an identity document cut off in the middle of a file', () => {
  it('POST /api/document/ answers 400 with a clear message and stores nothing', async () => {
    const user = await loginAs(t)
    const whole = await multipart({ email: user.email }, [
      { name: 'document', filename: 'fronte.png', type: 'image/png', data: png },
      {
        name: 'document',
        filename: 'retro.png',
        type: 'image/png',
        data: Buffer.concat([png, Buffer.alloc(400_000, 7)]),
      },
    ])
    const before = errorLogs().length
    const res = await expectNothingStored(
      t,
      ['identity_document', 'asset'],
      () =>
        t.app.inject({
          method: 'POST',
          url: ProfilePaths.document,
          payload: whole.payload.subarray(0, whole.payload.length - 200_000),
          headers: { ...bearer(user.token), ...whole.headers },
        }),
      400,
    )
    expect(res.json()).toEqual({ message: FileMessages.brokenBody })
    expect(errorLogs().slice(before)).toEqual([])
  })
})

/** One HTTP/1.1 connection read by hand: each answer in turn, or null once it is closed. */
class Connection {
  private buffer = Buffer.alloc(0)
  private closed = false
  private wake: (() => void) | null = null
  readonly socket: net.Socket

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1')
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk])
      this.wake?.()
    })
    // The server may reset a connection it closed while the body was still coming.
    this.socket.on('error', () => undefined)
    this.socket.on('close', () => {
      this.closed = true
      this.wake?.()
    })
  }

  connected() {
    return new Promise((resolve) => this.socket.once('connect', resolve))
  }

  send(head: string, body?: Buffer) {
    this.socket.write(head)
    if (body) this.socket.write(body, () => undefined)
  }

  /** The next answer, null when the server closed the connection first; fails after `ms`. */
  async answer(ms: number): Promise<{ status: number; headers: string; body: string } | null> {
    const deadline = Date.now() + ms
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n')
      if (end >= 0) {
        const headers = this.buffer.subarray(0, end).toString('latin1')
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0)
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8')
          this.buffer = this.buffer.subarray(end + 4 + length)
          return { status: Number(headers.split(' ')[1]), headers, body }
        }
      }
      if (this.closed) return null
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no answer within ${ms} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wake = null
    }
  }

  /** Resolves true once the server has closed the connection, false after `ms`. */
  async closedWithin(ms: number) {
    return waitFor(() => this.closed, { timeout: ms }).catch(() => false)
  }
}

const requestHead = (url: string, headers: Record<string, string>, length: number) =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  `Content-Length: ${length}\r\n\r\n`

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'

describe('an upload refused before its end, over a keep-alive connection', () => {
  let port = 0
  const listen = async () => {
    if (!port) {
      await t.app.listen({ host: '127.0.0.1', port: 0 })
      port = (t.app.server.address() as net.AddressInfo).port
    }
    return port
  }

  /**
   * Sends the upload on a fresh connection, reads the refusal, then asks for /api/health: on
   * the same connection when the server kept it, on a new one when it closed it. Each step
   * must be answered within a few seconds.
   */
  async function refuseThenAsk(url: string, headers: Record<string, string>, payload: Buffer) {
    const connection = new Connection(await listen())
    await connection.connected()
    connection.send(requestHead(url, headers, payload.length), payload)
    const refusal = await connection.answer(5_000)
    expect(refusal).not.toBeNull()
    const kept = !/\r\nconnection: *close/i.test(refusal!.headers)
    if (kept) {
      connection.send(HEALTH)
      const next = await connection.answer(3_000)
      expect(next?.status).toBe(200)
    } else {
      expect(await connection.closedWithin(3_000)).toBe(true)
      const fresh = new Connection(port)
      await fresh.connected()
      fresh.send(HEALTH)
      expect((await fresh.answer(3_000))?.status).toBe(200)
      fresh.socket.destroy()
    }
    connection.socket.destroy()
    return { refusal: refusal!, kept }
  }

  it('POST /api/course/ with an 11 MB cover: 413, then the next request is answered at once', async () => {
    const headers = await adminWriteHeaders(t)
    const whole = await multipart({ title: unique('Corso') }, [
      picture('coverImage', Buffer.alloc(11 * 1024 * 1024, 1)),
    ])
    const { refusal, kept } = await refuseThenAsk(
      CourseWritePaths.course,
      { ...headers, ...whole.headers },
      whole.payload,
    )
    expect(refusal.status).toBe(413)
    expect(JSON.parse(refusal.body)).toEqual({ message: FileMessages.imageTooLarge })
    // A body this size is read to its end and thrown away: the connection stays usable.
    expect(kept).toBe(true)
  })

  it('POST /api/document/ with an 11 MB front and a 2 MB back: 413, then the next request is answered', async () => {
    const user = await loginAs(t)
    const whole = await multipart({ email: user.email }, [
      { name: 'document', filename: 'fronte.png', type: 'image/png', data: Buffer.alloc(11e6, 1) },
      { name: 'document', filename: 'retro.png', type: 'image/png', data: Buffer.alloc(2e6, 1) },
    ])
    const { refusal } = await refuseThenAsk(
      ProfilePaths.document,
      { ...bearer(user.token), ...whole.headers },
      whole.payload,
    )
    expect(refusal.status).toBe(413)
  })

  it('an upload far over the limits gets Connection: close and the connection ends at once', async () => {
    const headers = await adminWriteHeaders(t)
    const whole = await multipart({ title: unique('Corso') }, [
      picture('coverImage', Buffer.alloc(DRAIN_MAX_BYTES + 4 * 1024 * 1024, 1)),
    ])
    const { refusal, kept } = await refuseThenAsk(
      CourseWritePaths.course,
      { ...headers, ...whole.headers },
      whole.payload,
    )
    expect(refusal.status).toBe(413)
    expect(kept).toBe(false)
  })

  it('an upload refused before any reading (no private token) does not hold the connection', async () => {
    const user = await loginAs(t)
    const whole = await multipart({ title: unique('Corso') }, [
      picture('coverImage', Buffer.alloc(8 * 1024 * 1024, 1)),
    ])
    const { refusal } = await refuseThenAsk(
      CourseWritePaths.course,
      { ...bearer(user.token), ...whole.headers },
      whole.payload,
    )
    expect(refusal.status).toBe(401)
  })

  it('a client that goes away mid-file leaves nothing stored and no error in the log', async () => {
    const headers = await adminWriteHeaders(t)
    const whole = await multipart(FORMS[0]!.fields(), [
      picture('foto', Buffer.concat([png, Buffer.alloc(400_000, 7)])),
    ])
    const rows = await snapshot(t, [...FORMS[0]!.tables])
    const files = storedFiles(t)
    const before = errorLogs().length
    const port = await listen()
    const serverSide = new Promise<net.Socket>((resolve) =>
      t.app.server.once('connection', resolve),
    )
    const connection = new Connection(port)
    await connection.connected()
    const head = requestHead(
      TopicWritePaths.topic,
      { ...headers, ...whole.headers },
      whole.payload.length,
    )
    connection.send(head, whole.payload.subarray(0, 200_000))
    // The server has read the first half of the file when the client goes.
    const server = await serverSide
    await waitFor(() => server.bytesRead >= Buffer.byteLength(head) + 200_000)
    connection.socket.destroy()
    await waitFor(() => server.destroyed)
    await waitFor(async () => {
      expect(await snapshot(t, [...FORMS[0]!.tables])).toEqual(rows)
      expect(storedFiles(t)).toEqual(files)
    })
    expect(errorLogs().slice(before)).toEqual([])
  })

  it('the server closes promptly with a connection left open after a refusal', async () => {
    const headers = await adminWriteHeaders(t)
    const whole = await multipart({ title: unique('Corso') }, [
      picture('coverImage', Buffer.alloc(11 * 1024 * 1024, 1)),
    ])
    const connection = new Connection(await listen())
    await connection.connected()
    connection.send(
      requestHead(CourseWritePaths.course, { ...headers, ...whole.headers }, whole.payload.length),
      whole.payload,
    )
    expect((await connection.answer(5_000))?.status).toBe(413)
    // The client keeps its connection open and goes quiet.
    const started = Date.now()
    await t.app.close()
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(await connection.closedWithin(1_000)).toBe(true)
    expect(errorLogs()).toEqual([])
  })
})
