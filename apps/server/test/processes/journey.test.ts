import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { linkIn, readOutbox } from '@aula/testkit/outbox'
import { AdminClientPaths, ProfilePaths } from '@aula/contract/profile'
import { AuthPaths } from '@aula/contract/auth'
import { CheckoutPaths } from '@aula/contract/checkout'
import { FaqPaths, FaqWritePaths } from '@aula/contract/faqs'
import { LessonPaths } from '@aula/contract/lessons'
import { OnlineCourseWritePaths } from '@aula/contract/routes/online-courses'
import { UploadPaths } from '@aula/contract/routes/uploads'
import sharp from 'sharp'
import { findSeedAssets } from '#seed/media.ts'
import { loadConfig } from '#src/config.ts'
import { connectDatabase } from '#src/db/connect.ts'
import { contentChanged } from '#src/lib/public-cache.ts'
import { storeVideo } from '#src/lib/videos.ts'
import { openStorage } from '#src/services.ts'
import {
  insertLessons,
  insertOnlineCourse,
} from '#src/features/online-courses/online-courses.repository.ts'
import { waitFor } from '#test/wait-for.ts'
import { startSite } from './two-processes.ts'

/*
 * One site on two processes (docs/decisions/028-several-processes.md): a member's whole
 * journey through a proxy that sends each request to the other process, and one process
 * killed between a payment and its confirmation. Needs PostgreSQL and Redis
 * (`TEST_DATABASE_URL=… TEST_REDIS_URL=… npm run test:processes`).
 */

const site = await startSite()
const db = connectDatabase({ engine: 'postgres', url: site.databaseUrl })
const storage = await openStorage(loadConfig(site.env))
const stop = async () => {
  storage.close?.()
  await db.destroy()
  await site.stop()
}
afterAll(stop)

interface Answer {
  status: number
  body: Buffer
  json: () => any // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers
  backend: number
}

async function call(
  method: string,
  url: string,
  options: {
    token?: string
    payload?: unknown
    headers?: Record<string, string>
    /** A body sent as it is (a form, an upload's bytes), instead of `payload` as JSON. */
    body?: FormData | Uint8Array
  } = {},
): Promise<Answer> {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body:
      options.body ?? (options.payload === undefined ? undefined : JSON.stringify(options.payload)),
  })
  const body = Buffer.from(await res.arrayBuffer())
  return {
    status: res.status,
    body,
    json: () => JSON.parse(body.toString('utf8')),
    headers: res.headers,
    backend: Number(res.headers.get('x-test-backend')),
  }
}

const VERIFY_BASE = 'http://localhost:3000/verifica-registrazione/'
const mailsTo = (email: string) => readOutbox(site.dataDir).filter((m) => m.to.includes(email))

/** Registers through the site, verifies with the link from the shared outbox, signs in. */
async function member(name: string, email: string, invitedBy: string) {
  const password = 'una password lunga'
  const asked = await call('POST', AuthPaths.generateToken, {
    payload: { name, email, password, usedAffiliateCode: invitedBy },
  })
  expect(asked.status, asked.body.toString()).toBe(200)
  const mail = await waitFor(() => mailsTo(email).at(-1) ?? false, { timeout: 10_000 })
  const token = linkIn(mail, VERIFY_BASE).slice(VERIFY_BASE.length)
  const verified = await call('POST', AuthPaths.register, { payload: { token } })
  expect(verified.status, verified.body.toString()).toBe(200)
  const login = await call('POST', AuthPaths.login, { payload: { email, password } })
  expect(login.status, login.body.toString()).toBe(200)
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'affiliate_code'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return { email, token: login.json().token as string, ...user }
}

const clip = (name: string) => fs.readFileSync(path.join(findSeedAssets(), 'videos', `${name}.mp4`))
const COURSE = 'Pizza napoletana a casa'
const PAYS = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

// A set-up that fails still stops the processes and drops what they used.
const { adminCode, lessonKey } = await prepare().catch(async (error: unknown) => {
  await stop()
  throw error
})

async function prepare() {
  const adminCode = (
    await db
      .selectFrom('app_user')
      .select('affiliate_code')
      .where('email', '=', site.admin.email)
      .executeTakeFirstOrThrow()
  ).affiliate_code

  // The course on sale: its lesson in the bucket, stored as the admin form stores it.
  const lessonKey = await (async () => {
    const deps = { db, storage }
    const mainVideoId = await storeVideo(deps, clip('napoletana-anteprima'), {
      visibility: 'public',
    })
    const videoId = await storeVideo(deps, clip('napoletana-1'), { visibility: 'private' })
    const id = await insertOnlineCourse(db, {
      title: COURSE,
      intro: 'Impara a casa',
      description: '<p>Corso</p>',
      authorId: null,
      categoryId: null,
      priceCents: 4_000,
      facilitatorPriceCents: null,
      affiliatePriceCents: 1_000,
      coverId: mainVideoId,
      mainVideoId,
    })
    await insertLessons(db, id, [{ position: 0, title: 'Impasto', videoId, durationSeconds: null }])
    await contentChanged(db)
    const row = await db
      .selectFrom('asset')
      .select('storage_key')
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow()
    return row.storage_key
  })()
  return { adminCode, lessonKey }
}

async function buy(token: string) {
  const created = await call('POST', CheckoutPaths.create, {
    token,
    payload: { title: COURSE, type: 'online' },
  })
  expect(created.status, created.body.toString()).toBe(200)
  const id = created.json().id as string
  const paid = await call('POST', CheckoutPaths.demoPay, { token, payload: { id, ...PAYS } })
  expect(paid.json()).toEqual({ status: 'PAID' })
  return { id, paidBy: paid.backend }
}

const orderOf = (checkoutId: string) =>
  db
    .selectFrom('customer_order')
    .select(['id', 'reference', 'status'])
    .where('provider_checkout_id', '=', checkoutId)
    .execute()

/** Mails queued and not delivered yet. */
const unsent = () =>
  db.selectFrom('mail_queue').select(['status', 'subject']).where('status', '!=', 'sent').execute()

let rita: Awaited<ReturnType<typeof member>>

describe('one site on two processes behind a proxy', () => {
  it('answers ready on both, each naming its database and Redis', async () => {
    const answers = [await call('GET', '/api/ready'), await call('GET', '/api/ready')]
    expect(answers.map((a) => a.backend).sort()).toEqual([0, 1])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.json().checks).toMatchObject({ database: 'ok', redis: 'ok', storage: 'ok' })
    }
  })

  it('registers, verifies and signs a member in, each step on the other process', async () => {
    rita = await member('Rita Bianchi', 'rita@example.com', adminCode)
    const check = await call('GET', AuthPaths.check, { token: rita.token })
    const again = await call('GET', AuthPaths.check, { token: rita.token })
    expect([check.status, again.status]).toEqual([200, 200])
    expect(check.backend).not.toBe(again.backend)
  })

  it('sells her the course once and plays her lesson from the bucket with a signed range', async () => {
    const { id } = await buy(rita.token)
    const confirmed = await call('POST', CheckoutPaths.confirm, {
      token: rita.token,
      payload: { id },
    })
    expect(confirmed.json()).toEqual({ message: 'Success', status: 'PAID' })
    const [order] = await orderOf(id)
    await waitFor(() =>
      mailsTo(rita.email).some((m) => `${m.subject} ${m.text}`.includes(order!.reference)),
    )

    const detail = await call('GET', LessonPaths.onlineCourseDetail(COURSE), {
      token: rita.token,
    })
    expect(detail.status).toBe(200)
    const lesson = detail.json().onlinecourse.lessons[0] as { url: string }
    // Signed by one process, played by the other: they share the data key.
    const video = await call('GET', lesson.url, { headers: { range: 'bytes=0-99' } })
    expect(video.backend).not.toBe(detail.backend)
    expect(video.status).toBe(206)
    const whole = await storage.get(lessonKey)
    expect(video.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`)
    expect(video.body.equals(whole.subarray(0, 100))).toBe(true)
  })

  it('shows an admin edit made on one process through the other at once', async () => {
    const admin = await call('POST', AuthPaths.login, { payload: site.admin })
    const write = await call('GET', AuthPaths.generatePrivateToken, { token: admin.json().token })
    const question = 'Si può pagare a rate?'
    // Both processes have the list in hand before the edit.
    for (let i = 0; i < 2; i++) {
      expect((await call('GET', FaqPaths.faqs)).json().faqs).toEqual([])
    }
    const created = await call('POST', FaqWritePaths.faq, {
      token: write.json().token,
      payload: { question, answer: 'Sì, in tre rate.' },
    })
    expect(created.status, created.body.toString()).toBe(200)
    const seen = await call('GET', FaqPaths.faqs)
    expect(seen.backend).not.toBe(created.backend)
    expect(seen.json().faqs.map((f: { question: string }) => f.question)).toEqual([question])
  })

  it('takes a video uploaded in pieces, each on the other process, into a new course', async () => {
    const admin = await call('POST', AuthPaths.login, { payload: site.admin })
    const write = await call('GET', AuthPaths.generatePrivateToken, { token: admin.json().token })
    const token = write.json().token as string
    const tus = { 'tus-resumable': '1.0.0' }
    // Longer than one part of the bucket's multipart upload, sent in three pieces.
    const lesson = Buffer.concat([clip('teglia-1'), crypto.randomBytes(9 * 1024 * 1024)])
    const created = await call('POST', UploadPaths.uploads, {
      token,
      headers: { ...tus, 'upload-length': String(lesson.length) },
    })
    expect(created.status, created.body.toString()).toBe(201)
    const location = created.headers.get('location')!
    const backends = [created.backend]
    for (const [start, end] of [
      [0, 5_000_000],
      [5_000_000, 8_500_000],
      [8_500_000, lesson.length],
    ] as const) {
      const status = await call('HEAD', location, { token, headers: tus })
      expect(Number(status.headers.get('upload-offset'))).toBe(start)
      const sent = await call('PATCH', location, {
        token,
        headers: {
          ...tus,
          'upload-offset': String(start),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(lesson.subarray(start, end)),
      })
      expect(sent.status, sent.body.toString()).toBe(204)
      backends.push(status.backend, sent.backend)
    }
    expect(new Set(backends)).toEqual(new Set([0, 1]))

    const form = new FormData()
    const fields = {
      title: 'Pizza in teglia',
      intro: 'In teglia',
      description: '<p>Corso</p>',
      price: '30',
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('videos', location.split('/').pop()!)
    const cover = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer()
    form.append('coverImage', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'c.png')
    const preview = clip('teglia-anteprima')
    form.append('video', new Blob([new Uint8Array(preview)], { type: 'video/mp4' }), 'p.mp4')
    const saved = await call('POST', OnlineCourseWritePaths.onlineCourse, { token, body: form })
    expect(saved.status, saved.body.toString()).toBe(200)
    const course = await db
      .selectFrom('lesson')
      .innerJoin('asset', 'asset.id', 'lesson.video_id')
      .select('asset.storage_key')
      .where('lesson.online_course_id', '=', saved.json().onlinecourse.id)
      .executeTakeFirstOrThrow()
    const stored = await storage.get(course.storage_key)
    expect(crypto.hash('sha256', stored)).toBe(crypto.hash('sha256', lesson))
  })

  it('completes a purchase through the survivor when the paying process is killed, paid and mailed once', async () => {
    const bruno = await member('Bruno Neri', 'bruno@example.com', rita.affiliate_code)
    const { id, paidBy } = await buy(bruno.token)
    const [order] = await orderOf(id)
    const receipts = () =>
      mailsTo(bruno.email).filter((m) => `${m.subject} ${m.text}`.includes(order!.reference)).length
    await waitFor(() => receipts() === 1, { timeout: 10_000 })
    // Killed with its mail delivered: a process killed in the middle of a delivery leaves that
    // mail to its lease, 15 minutes (docs/decisions/026-mail-queue-and-jobs.md).
    await waitFor(async () => (await unsent()).length === 0, { timeout: 10_000, interval: 50 })
    const killed = site.backends[paidBy]!
    killed.child.kill('SIGKILL')
    await killed.exited

    const confirmed = await call('POST', CheckoutPaths.confirm, {
      token: bruno.token,
      payload: { id },
    })
    expect(confirmed.json()).toEqual({ message: 'Success', status: 'PAID' })
    expect(confirmed.backend).not.toBe(paidBy)
    const mine = await call('GET', CheckoutPaths.userOnlineCourses, { token: bruno.token })
    expect(mine.json().courses.map((c: { title: string }) => c.title)).toEqual([COURSE])

    expect(await orderOf(id)).toEqual([{ ...order, status: 'paid' }])
    const enrollments = await db
      .selectFrom('enrollment')
      .select('user_id')
      .where('user_id', '=', bruno.id)
      .execute()
    expect(enrollments).toHaveLength(1)
    const commissions = await db
      .selectFrom('affiliate_entry')
      .select('amount_cents')
      .where('user_id', '=', rita.id)
      .where('kind', '=', 'commission')
      .execute()
    expect(commissions).toEqual([{ amount_cents: 1_000 }])
    // Longer than the survivor's look at the mail queue: nothing left to send twice.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(receipts()).toBe(1)
    expect(await unsent()).toEqual([])
  })

  it('takes her withdrawal request and the admin approval on the survivor', async () => {
    for (const [url, payload] of [
      [ProfilePaths.iban, { iban: 'IT60X0542811101000000123456' }],
      [ProfilePaths.cf, { CF: 'RSSMRA85T10A562S' }],
    ] as const) {
      const res = await call('PUT', url, { token: rita.token, payload })
      expect(res.status, res.body.toString()).toBe(200)
    }
    // Her identity checked and the refund hold over, as an admin and a month would make them.
    await db.updateTable('app_user').set({ doc_verified: 1 }).where('id', '=', rita.id).execute()
    await db
      .updateTable('affiliate_entry')
      .set({ available_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', rita.id)
      .execute()
    const asked = await call('POST', ProfilePaths.withdraw, { token: rita.token })
    expect(asked.status, asked.body.toString()).toBe(200)
    const request = asked.json().newWithdrawal as { idWithdraw: number }

    const admin = await call('POST', AuthPaths.login, { payload: site.admin })
    const write = await call('GET', AuthPaths.generatePrivateToken, { token: admin.json().token })
    const decided = await call('PUT', AdminClientPaths.withdraw, {
      token: write.json().token,
      payload: { id: String(request.idWithdraw), status: 'Approvato' },
    })
    expect(decided.status, decided.body.toString()).toBe(200)
    const rows = await db.selectFrom('withdrawal').select(['user_id', 'amount_cents']).execute()
    expect(rows).toEqual([{ user_id: rita.id, amount_cents: 1_000 }])
    const list = await call('GET', ProfilePaths.withdrawals, { token: rita.token })
    expect(list.body.toString()).toContain('Approvato')
  })
})
