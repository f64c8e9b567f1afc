import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import { LessonPaths, OnlineCourseDetailAnswerSchema } from '@aula/contract/lessons'
import { now } from '#src/lib/clock.ts'
import { findSeedAssets } from '#seed/media.ts'
import { signPath, urlSigningKey } from '#src/lib/signed-urls.ts'
import { storeVideo } from '#src/lib/videos.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { insertLessons, insertOnlineCourse } from './online-courses.repository.ts'

const t = await buildTestApp()
const { db, storage } = t.deps

const clipsDir = path.join(findSeedAssets(), 'videos')
const clip = (name: string) => fs.readFileSync(path.join(clipsDir, `${name}.mp4`))

let counter = 0
const uniqueTitle = () => `Corso video ${Date.now().toString(36)} ${++counter}`

/** A video course with a public preview and private lessons, as the admin form stores it. */
async function createCourse(lessonClips: string[], titles: string[] = []) {
  const title = uniqueTitle()
  const deps = { db, storage }
  const mainVideoId = await storeVideo(deps, clip('napoletana-anteprima'), { visibility: 'public' })
  const videoIds: string[] = []
  for (const name of lessonClips) {
    videoIds.push(await storeVideo(deps, clip(name), { visibility: 'private' }))
  }
  const id = await insertOnlineCourse(db, {
    title,
    intro: 'Impara a casa',
    description: '<p>Corso</p>',
    authorId: null,
    categoryId: null,
    priceCents: 4990,
    facilitatorPriceCents: null,
    affiliatePriceCents: null,
    coverId: mainVideoId,
    mainVideoId,
  })
  await insertLessons(
    db,
    id,
    videoIds.map((videoId, position) => ({
      position,
      title: titles[position] ?? '',
      videoId,
      durationSeconds: null,
    })),
  )
  const lessons = await db
    .selectFrom('lesson')
    .innerJoin('asset', 'asset.id', 'lesson.video_id')
    .select(['lesson.id', 'asset.storage_key', 'asset.duration_seconds'])
    .where('lesson.online_course_id', '=', id)
    .orderBy('lesson.position')
    .execute()
  return {
    id,
    title,
    lessons: lessons.map((row) => ({
      id: Number(row.id),
      key: row.storage_key,
      duration: Number(row.duration_seconds),
    })),
  }
}

/** What checkout does once an order is paid: the user may now watch the course. */
async function enroll(userId: number, onlineCourseId: number) {
  await db
    .insertInto('enrollment')
    .values({ user_id: userId, online_course_id: onlineCourseId, created_at: now() })
    .execute()
}

const detail = (title: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: LessonPaths.onlineCourseDetail(title),
    headers: token ? bearer(token) : {},
  })

async function lessonsOf(title: string, token: string) {
  const res = await detail(title, token)
  expect(res.statusCode).toBe(200)
  const body = OnlineCourseDetailAnswerSchema.parse(res.json())
  return body.onlinecourse
}

/** As a browser asks: it accepts compressed answers, which a video must never be. */
const fetchVideo = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br', ...headers } })

const saveProgress = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: LessonPaths.lessonProgress,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  })

const course = await createCourse(
  ['lievitazione-1', 'teglia-2', 'napoletana-3'],
  ['Impasto diretto'],
)
const otherCourse = await createCourse(['lievitazione-2'])
const buyer = await loginAs(t)
const stranger = await loginAs(t)
const admin = await loginAs(t, 'admin')
await enroll(buyer.id, course.id)

const signingKey = urlSigningKey(t.deps.dataKey)
const fileOf = (key: string) => LessonPaths.lessonVideoPrefix + path.posix.basename(key)

describe('GET /api/onlinecoursedetail/{title}', () => {
  it('gives a buyer the lessons in order with signed URLs, durations and no progress yet', async () => {
    const body = await lessonsOf(course.title, buyer.token)
    expect(body.title).toBe(course.title)
    expect(body.mainVideo).toMatch(/^\/media\/videos\/.+\.mp4$/)
    expect(body.progress).toEqual({ completed: 0, total: 3 })
    expect(body.lessons.map((l) => [l.index, l.id, l.title])).toEqual([
      [0, course.lessons[0]!.id, 'Impasto diretto'],
      [1, course.lessons[1]!.id, 'Lezione 2'],
      [2, course.lessons[2]!.id, 'Lezione 3'],
    ])
    for (const [i, lesson] of body.lessons.entries()) {
      expect(lesson.url.startsWith(`${fileOf(course.lessons[i]!.key)}?exp=`)).toBe(true)
      expect(lesson.durationSeconds).toBeCloseTo(course.lessons[i]!.duration, 3)
      expect(lesson.durationSeconds).toBeGreaterThan(0)
      expect(lesson).toMatchObject({ positionSeconds: 0, completed: false })
    }
  })

  it('finds the course by its slug in any case', async () => {
    const body = await lessonsOf(titleToSlug(course.title).toUpperCase(), buyer.token)
    expect(body.title).toBe(course.title)
  })

  it('lets an admin watch without buying', async () => {
    const body = await lessonsOf(otherCourse.title, admin.token)
    expect(body.lessons).toHaveLength(1)
    const res = await fetchVideo(body.lessons[0]!.url)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(await storage.get(otherCourse.lessons[0]!.key))).toBe(true)
  })

  it('answers 403 Unauthorized to a visitor, a bad token, a user who did not buy it', async () => {
    for (const token of [undefined, 'not-a-session', stranger.token]) {
      const res = await detail(course.title, token)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: 'Unauthorized' })
    }
    // Buying one course opens that course only.
    const res = await detail(otherCourse.title, buyer.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Unauthorized' })
  })

  it('answers 404 for a course that does not exist, and 400 for an absurd title', async () => {
    for (const token of [buyer.token, undefined]) {
      const res = await detail('Nessun corso così', token)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
    const long = await detail('x'.repeat(400), buyer.token)
    expect(long.statusCode).toBe(400)
  })
})

describe('signed lesson videos', () => {
  const first = async () => (await lessonsOf(course.title, buyer.token)).lessons[0]!
  const original = () => storage.get(course.lessons[0]!.key)

  it('serves the whole private file to the holder of the URL', async () => {
    const res = await fetchVideo((await first()).url)
    const bytes = await original()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['cache-control']).toContain('private')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(Number(res.headers['content-length'])).toBe(bytes.length)
    expect(res.rawPayload.equals(bytes)).toBe(true)
  })

  it('answers a range with 206 and exactly those bytes, so the player can seek', async () => {
    const { url } = await first()
    const bytes = await original()
    const size = bytes.length
    const cases: [string, number, number][] = [
      ['bytes=100-1123', 100, 1123],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-64', size - 64, size - 1],
      [`bytes=0-${size + 5000}`, 0, size - 1],
    ]
    for (const [range, start, end] of cases) {
      const res = await fetchVideo(url, { range })
      expect(res.statusCode, range).toBe(206)
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`)
      expect(res.headers['accept-ranges']).toBe('bytes')
      expect(res.headers['content-type']).toBe('video/mp4')
      expect(Number(res.headers['content-length'])).toBe(end - start + 1)
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true)
    }
  })

  it('answers 416 with the size for a range past the end', async () => {
    const { url } = await first()
    const size = (await original()).length
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`]) {
      const res = await fetchVideo(url, { range })
      expect(res.statusCode).toBe(416)
      expect(res.headers['content-range']).toBe(`bytes */${size}`)
    }
  })

  it('refuses an expired URL with 403', async () => {
    const file = fileOf(course.lessons[0]!.key)
    const expired = signPath(signingKey, file, new Date(Date.now() - 1000))
    const res = await fetchVideo(expired)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Forbidden' })
    // The same file with a fresh signature still plays: only the expiry was wrong.
    const fresh = await fetchVideo(signPath(signingKey, file, new Date(Date.now() + 60_000)))
    expect(fresh.statusCode).toBe(200)
  })

  it('refuses forged, altered, moved or missing signatures with 403', async () => {
    const { url } = await first()
    const parsed = new URL(url, 'http://localhost')
    const exp = parsed.searchParams.get('exp')!
    const sig = parsed.searchParams.get('sig')!
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)
    const otherFile = fileOf(course.lessons[1]!.key)
    const otherKey = urlSigningKey(Buffer.alloc(32, 7))
    const forged = [
      `${parsed.pathname}?exp=${exp}&sig=${flipped}`,
      `${parsed.pathname}?exp=${Number(exp) + 86_400}&sig=${sig}`,
      `${otherFile}?exp=${exp}&sig=${sig}`,
      signPath(otherKey, parsed.pathname, new Date(Date.now() + 60_000)),
      `${parsed.pathname}?exp=${exp}`,
      parsed.pathname,
      `${parsed.pathname}?exp=abc&sig=${sig}`,
    ]
    for (const address of forged) {
      const res = await fetchVideo(address, { range: 'bytes=0-10' })
      expect(res.statusCode, address).toBe(403)
      expect(res.rawPayload.length).toBeLessThan(100)
    }
  })

  it('answers 404 for a validly signed file that is not there', async () => {
    for (const name of ['nonexistent.mp4', 'nonexistent.exe']) {
      const res = await fetchVideo(
        signPath(signingKey, LessonPaths.lessonVideoPrefix + name, new Date(Date.now() + 60_000)),
      )
      expect(res.statusCode, name).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
  })

  it('never serves public or other files through the lesson path', async () => {
    const traversal = signPath(
      signingKey,
      `${LessonPaths.lessonVideoPrefix}..%2F..%2Fpublic%2Fx.mp4`,
      new Date(Date.now() + 60_000),
    )
    const res = await fetchVideo(traversal)
    expect([403, 404]).toContain(res.statusCode)
  })
})

describe('signed lesson videos and HTTP caching', () => {
  const first = async () => (await lessonsOf(course.title, buyer.token)).lessons[0]!
  const original = () => storage.get(course.lessons[0]!.key)
  const headVideo = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'HEAD', url, headers })

  it('answers HEAD with the size and type and no bytes, and a ranged HEAD with 206', async () => {
    const { url } = await first()
    const size = (await original()).length
    const res = await headVideo(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(Number(res.headers['content-length'])).toBe(size)
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers.etag).toBeTruthy()
    expect(res.headers['last-modified']).toBeTruthy()
    expect(res.rawPayload.length).toBe(0)
    const ranged = await headVideo(url, { range: 'bytes=0-99' })
    expect(ranged.statusCode).toBe(206)
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${size}`)
    expect(ranged.rawPayload.length).toBe(0)
  })

  it('answers 304 with no bytes when the player already has this version', async () => {
    const { url } = await first()
    const etag = (await fetchVideo(url)).headers.etag as string
    const res = await fetchVideo(url, { 'if-none-match': etag })
    expect(res.statusCode).toBe(304)
    expect(res.rawPayload.length).toBe(0)
    const other = await fetchVideo(url, { 'if-none-match': '"another-version"' })
    expect(other.statusCode).toBe(200)
  })

  it('honours If-Range: the range of the same version, the whole file of another', async () => {
    const { url } = await first()
    const bytes = await original()
    const first200 = await fetchVideo(url)
    const etag = first200.headers.etag as string
    const lastModified = first200.headers['last-modified'] as string
    for (const ifRange of [etag, lastModified]) {
      const same = await fetchVideo(url, { range: 'bytes=10-19', 'if-range': ifRange })
      expect(same.statusCode, ifRange).toBe(206)
      expect(same.rawPayload.equals(bytes.subarray(10, 20))).toBe(true)
    }
    const changed = await fetchVideo(url, { range: 'bytes=10-19', 'if-range': '"old-version"' })
    expect(changed.statusCode).toBe(200)
    expect(changed.rawPayload.equals(bytes)).toBe(true)
  })

  it('checks the signature before anything else, also for HEAD and conditional requests', async () => {
    const { url } = await first()
    const etag = (await fetchVideo(url)).headers.etag as string
    const parsed = new URL(url, 'http://localhost')
    for (const res of [
      await headVideo(parsed.pathname),
      await fetchVideo(parsed.pathname, { 'if-none-match': etag }),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.headers.etag).toBeUndefined()
    }
  })
})

describe('PUT /api/lesson-progress', () => {
  it('saves, resumes and completes a lesson; completion stays once set', async () => {
    const [l1, l2] = course.lessons
    expect(
      (await saveProgress(buyer.token, { lessonId: l1!.id, positionSeconds: 1.5 })).json(),
    ).toEqual({
      message: 'Success',
    })
    let body = await lessonsOf(course.title, buyer.token)
    expect(body.lessons[0]).toMatchObject({ positionSeconds: 1.5, completed: false })
    expect(body.progress).toEqual({ completed: 0, total: 3 })

    const done = await saveProgress(buyer.token, {
      lessonId: l1!.id,
      positionSeconds: l1!.duration,
      completed: true,
    })
    expect(done.statusCode).toBe(200)
    await saveProgress(buyer.token, { lessonId: l2!.id, positionSeconds: 0.75 })
    body = await lessonsOf(course.title, buyer.token)
    expect(body.lessons[0]!.completed).toBe(true)
    expect(body.lessons[1]).toMatchObject({ positionSeconds: 0.75, completed: false })
    expect(body.progress).toEqual({ completed: 1, total: 3 })

    // Rewatching from the start (a save without or with completed false) keeps it completed.
    await saveProgress(buyer.token, { lessonId: l1!.id, positionSeconds: 0.25 })
    await saveProgress(buyer.token, { lessonId: l1!.id, positionSeconds: 0.5, completed: false })
    body = await lessonsOf(course.title, buyer.token)
    expect(body.lessons[0]).toMatchObject({ positionSeconds: 0.5, completed: true })
    expect(body.progress).toEqual({ completed: 1, total: 3 })
  })

  it('keeps positions between 0 and the end of the lesson', async () => {
    const l3 = course.lessons[2]!
    await saveProgress(buyer.token, { lessonId: l3.id, positionSeconds: -20 })
    let body = await lessonsOf(course.title, buyer.token)
    expect(body.lessons[2]!.positionSeconds).toBe(0)
    await saveProgress(buyer.token, { lessonId: l3.id, positionSeconds: 80_000 })
    body = await lessonsOf(course.title, buyer.token)
    expect(body.lessons[2]!.positionSeconds).toBeCloseTo(l3.duration, 3)
  })

  it("keeps each viewer's progress their own", async () => {
    const body = await lessonsOf(course.title, admin.token)
    expect(body.progress).toEqual({ completed: 0, total: 3 })
    expect(body.lessons.every((l) => l.positionSeconds === 0 && !l.completed)).toBe(true)
  })

  it('lets an admin save progress on any course', async () => {
    const lesson = otherCourse.lessons[0]!
    const res = await saveProgress(admin.token, {
      lessonId: lesson.id,
      positionSeconds: 1,
      completed: true,
    })
    expect(res.statusCode).toBe(200)
    const body = await lessonsOf(otherCourse.title, admin.token)
    expect(body.progress).toEqual({ completed: 1, total: 1 })
  })

  it('refuses a lesson of a course the user did not buy, and stores nothing', async () => {
    const lesson = otherCourse.lessons[0]!
    for (const token of [buyer.token, stranger.token]) {
      const res = await saveProgress(token, { lessonId: lesson.id, positionSeconds: 3 })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: 'Unauthorized' })
    }
    const rows = await db
      .selectFrom('lesson_progress')
      .select('user_id')
      .where('lesson_id', '=', lesson.id)
      .where('user_id', 'in', [buyer.id, stranger.id])
      .execute()
    expect(rows).toEqual([])
  })

  it('answers 401 without a session and 404 for an unknown lesson', async () => {
    const anonymous = await saveProgress(null, {
      lessonId: course.lessons[0]!.id,
      positionSeconds: 1,
    })
    expect(anonymous.statusCode).toBe(401)
    const unknown = await saveProgress(buyer.token, { lessonId: 2_000_000_000, positionSeconds: 1 })
    expect(unknown.statusCode).toBe(404)
  })

  it('answers 400 to bad input', async () => {
    const lessonId = course.lessons[0]!.id
    const bad: unknown[] = [
      {},
      { lessonId },
      { positionSeconds: 1 },
      { lessonId: 'uno', positionSeconds: 1 },
      { lessonId: 0, positionSeconds: 1 },
      { lessonId: 1.5, positionSeconds: 1 },
      { lessonId: 99_999_999_999, positionSeconds: 1 },
      { lessonId, positionSeconds: 'dieci' },
      { lessonId, positionSeconds: 1e12 },
      { lessonId, positionSeconds: 1, completed: 'yes' },
    ]
    for (const payload of bad) {
      const res = await saveProgress(buyer.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
  })
})
