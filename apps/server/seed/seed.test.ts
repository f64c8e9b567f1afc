import { describe, expect, it } from 'vitest'
import { EditionListSchema } from '@aula/contract/editions'
import { ProfilePaths } from '@aula/contract/profile'
import { EditionRoutes } from '@aula/contract/routes/editions'
import { pino } from 'pino'
import { titleKey } from '@aula/contract/common'
import { buildTestApp } from '#test/helper.ts'
import { assetStorageKeys } from '#src/lib/assets.ts'
import { imageView } from '#src/lib/images.ts'
import { hashPassword } from '#src/features/auth/auth.service.ts'
import { upcomingEditionsOf } from '#src/features/editions/edition-lookups.service.ts'
import { addDays, romeToday } from './dates.ts'
import { DEMO_LOGINS, DEMO_REFERRAL, workingDemoLogins } from './logins.ts'
import { seedDemo, seedIfEmpty } from './seed.ts'

const t = await buildTestApp()
const { db, storage } = t.deps

// Everything below reads what one seedIfEmpty call wrote.
const seeded = await seedIfEmpty(t.deps, pino({ level: 'silent' }))

/** The last day of the window "the next three months" counted from today in Rome. */
function inThreeMonths(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + 3, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0))
  target.setUTCDate(Math.min(d, lastDay.getUTCDate()))
  return target.toISOString().slice(0, 10)
}

describe('demo seed', () => {
  it('seeds an empty database once, and seedIfEmpty does nothing the second time', async () => {
    expect(seeded).toBe(true)
    const before = await db
      .selectFrom('asset')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(await seedIfEmpty(t.deps, pino({ level: 'silent' }))).toBe(false)
    const after = await db
      .selectFrom('asset')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    expect(await db.selectFrom('course').select('id').execute()).toHaveLength(6)
  })

  it('fails as a whole on a seeded database and leaves no extra file or row behind', async () => {
    const assets = await db.selectFrom('asset').select('id').execute()
    const files = await countFiles()
    await expect(seedDemo(t.deps)).rejects.toThrow()
    expect(await db.selectFrom('asset').select('id').execute()).toHaveLength(assets.length)
    expect(await countFiles()).toBe(files)
  }, 90_000)

  it('lets the demo admin and the demo user log in', async () => {
    for (const login of [DEMO_LOGINS.admin, DEMO_LOGINS.user]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: login.email, password: login.password },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ message: 'Success' })
    }
    const admin = await db
      .selectFrom('app_user')
      .select(['group', 'affiliate_code'])
      .where('email', '=', DEMO_LOGINS.admin.email)
      .executeTakeFirstOrThrow()
    expect(admin).toEqual({ group: 'admin', affiliate_code: DEMO_LOGINS.admin.affiliateCode })
  })

  it('shows the demo user an invited friend, an available commission and one on hold', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: DEMO_LOGINS.user.email, password: DEMO_LOGINS.user.password },
    })
    const token = login.json<{ token: string }>().token
    const profile = await t.app.inject({
      method: 'GET',
      url: ProfilePaths.user,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(profile.statusCode).toBe(200)
    // 5,00 € from a purchase past the 30-day hold, 4,00 € from one three days ago.
    expect(profile.json().user).toMatchObject({ earnings: 5, pendingEarnings: 4, referrals: 1 })
    // The friend owns both video courses: they can log in and open the lessons.
    const friend = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: DEMO_REFERRAL.email, password: DEMO_REFERRAL.password },
    })
    const lessons = await t.app.inject({
      method: 'GET',
      url: `/api/onlinecoursedetail/${encodeURIComponent(DEMO_REFERRAL.purchases[0][0])}`,
      headers: { authorization: `Bearer ${friend.json<{ token: string }>().token}` },
    })
    expect(lessons.statusCode).toBe(200)
  })

  it('has 5 topics and 4 trainers, each with an image', async () => {
    const topics = await db.selectFrom('topic').selectAll().execute()
    expect(topics).toHaveLength(5)
    for (const topic of topics) {
      expect(topic.title_key).toBe(titleKey(topic.title))
      expect(topic.description.length).toBeGreaterThan(20)
      expect(topic.image_id).toBeTruthy()
    }
    const trainers = await db.selectFrom('member').selectAll().execute()
    expect(trainers).toHaveLength(4)
    for (const m of trainers) {
      expect(m.email).toMatch(/@/)
      expect(m.session).toBeTruthy()
      expect(m.photo_id).toBeTruthy()
      expect(m.website).toMatch(/^https:\/\//)
    }
  })

  it('has 6 in-person courses over the next three months, one to be dated', async () => {
    const courses = await db
      .selectFrom('course')
      .selectAll()
      .orderBy('created_at', 'desc')
      .execute()
    expect(courses).toHaveLength(6)
    expect(new Set(courses.map((c) => c.title_key)).size).toBe(6)
    const tbd = courses.filter((c) => c.date_mode === 'tbd')
    expect(tbd).toHaveLength(1)
    expect(tbd[0]).toMatchObject({ start_date: null, end_date: null })
    expect(courses.filter((c) => c.facilitator_price_cents).length).toBeGreaterThanOrEqual(2)
    expect(courses.some((c) => c.affiliate_price_cents)).toBe(true)

    const today = romeToday()
    const last = inThreeMonths(today)
    for (const c of courses.filter((c) => c.date_mode === 'date')) {
      expect(c.start_date! > today).toBe(true)
      expect(c.end_date! >= c.start_date!).toBe(true)
      expect(c.end_date! <= last).toBe(true)
    }
    for (const c of courses) {
      expect(c.title_key).toBe(titleKey(c.title))
      expect(c.description).toMatch(/<h2>[\s\S]*<ul>/)
      expect(c.price_cents).toBeGreaterThan(0)
      expect(c.category_id).not.toBeNull()
      expect(c.author_id).not.toBeNull()
      expect(c.cover_id).toBeTruthy()
      expect(c.duration).toMatch(/giorn/)
      const gallery = await db
        .selectFrom('course_media')
        .selectAll()
        .where('course_id', '=', c.id)
        .execute()
      expect(gallery.filter((m) => m.kind === 'image')).toHaveLength(3)
    }
  })

  it("gives three in-person courses editions to come with seats, the first on the course's own dates", async () => {
    const res = await t.app.inject({ method: 'GET', url: EditionRoutes.list.path })
    expect(res.statusCode).toBe(200)
    const { editions } = EditionListSchema.parse(res.json())
    const byCourse = new Map<string, typeof editions>()
    for (const e of editions)
      byCourse.set(e.courseTitle, [...(byCourse.get(e.courseTitle) ?? []), e])
    expect([...byCourse.keys()].sort()).toEqual([
      'Corso professionale di pizzaiolo',
      'Pizza in teglia romana',
      'Pizza napoletana STG',
    ])
    expect(byCourse.get('Corso professionale di pizzaiolo')).toHaveLength(2)
    const today = romeToday()
    for (const edition of editions) {
      expect(edition.startDate > today).toBe(true)
      expect(edition.endDate >= edition.startDate).toBe(true)
      expect(edition.hours).toBeGreaterThan(0)
      expect(edition.soldOut).toBe(false)
    }
    // The STG course is nearly full: Mario holds one of its two seats, paid.
    expect(byCourse.get('Pizza napoletana STG')![0]).toMatchObject({ capacity: 2, seatsLeft: 1 })
    for (const edition of editions.filter((e) => e.courseTitle !== 'Pizza napoletana STG')) {
      expect(edition.seatsLeft).toBe(edition.capacity)
    }
    const mario = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', DEMO_LOGINS.user.email)
      .executeTakeFirstOrThrow()
    expect(await upcomingEditionsOf(db, mario.id)).toMatchObject([
      {
        courseTitle: 'Pizza napoletana STG',
        startDate: byCourse.get('Pizza napoletana STG')![0]!.startDate,
      },
    ])
    for (const [title, [first]] of byCourse) {
      const course = await db
        .selectFrom('course')
        .select(['start_date', 'end_date'])
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
      expect(course).toEqual({ start_date: first!.startDate, end_date: first!.endDate })
    }
  })

  it('has 3 video courses with 3 to 5 lessons whose private clips exist and have durations', async () => {
    const courses = await db.selectFrom('online_course').selectAll().execute()
    expect(courses).toHaveLength(3)
    for (const c of courses) {
      expect(c.price_cents).toBeGreaterThan(0)
      expect(c.author_id).not.toBeNull()
      expect(c.category_id).not.toBeNull()
      const main = await db
        .selectFrom('asset')
        .selectAll()
        .where('id', '=', c.main_video_id!)
        .executeTakeFirstOrThrow()
      expect(main.storage_key).toBe(`public/videos/${main.id}.mp4`)
      expect(await storage.exists(main.storage_key)).toBe(true)
      const served = await t.app.inject({ url: `/media/videos/${main.id}.mp4` })
      expect(served.statusCode).toBe(200)

      const lessons = await db
        .selectFrom('lesson')
        .innerJoin('asset', 'asset.id', 'lesson.video_id')
        .select([
          'lesson.title',
          'lesson.duration_seconds',
          'asset.storage_key',
          'asset.kind',
          'asset.mime',
          'asset.width',
          'asset.bytes',
        ])
        .where('lesson.online_course_id', '=', c.id)
        .orderBy('lesson.position')
        .execute()
      expect(lessons.length).toBeGreaterThanOrEqual(3)
      expect(lessons.length).toBeLessThanOrEqual(5)
      for (const l of lessons) {
        expect(l.title).toBeTruthy()
        expect(l).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 640 })
        expect(l.storage_key).toMatch(/^private\/lessons\/[\w-]+\.mp4$/)
        expect(await storage.exists(l.storage_key)).toBe(true)
        expect(l.bytes).toBeLessThan(1024 * 1024)
        expect(l.duration_seconds).toBeGreaterThanOrEqual(5.9)
        expect(l.duration_seconds).toBeLessThanOrEqual(10.1)
      }
    }
  })

  it('has 6 published articles with real HTML, spread over the past months', async () => {
    const articles = await db.selectFrom('article').selectAll().orderBy('published_at').execute()
    expect(articles).toHaveLength(6)
    for (const a of articles) {
      expect(a.content).toMatch(/<h2>/)
      expect(a.content).toMatch(/<(ul|ol)>/)
      expect(a.content).toMatch(/<blockquote>/)
      expect(a.cover_id).toBeTruthy()
      expect(a.category_id).not.toBeNull()
      expect(a.published_at < new Date().toISOString()).toBe(true)
    }
    const spanDays =
      (Date.parse(articles.at(-1)!.published_at) - Date.parse(articles[0]!.published_at)) /
      86_400_000
    expect(spanDays).toBeGreaterThan(90)
  })

  it('has the FAQ with the refund and 24/7 answers, and 6 approved reviews', async () => {
    const faqs = await db.selectFrom('faq').selectAll().orderBy('position').execute()
    expect(faqs).toHaveLength(6)
    const text = faqs.map((f) => `${f.question} ${f.answer}`)
    expect(
      text.some((s) => /rimborso/i.test(s) && s.includes('30 giorni') && /iniziato/.test(s)),
    ).toBe(true)
    expect(text.some((s) => s.includes('24/7'))).toBe(true)

    const reviews = await db.selectFrom('review').selectAll().execute()
    expect(reviews).toHaveLength(6)
    for (const r of reviews) {
      expect(r.status).toBe('approved')
      expect(r.rating).toBeGreaterThanOrEqual(4)
      expect(r.rating).toBeLessThanOrEqual(5)
    }
  })

  it('stores every image variant and serves it under /media/', async () => {
    const images = await db.selectFrom('asset').selectAll().where('kind', '=', 'image').execute()
    // 5 topics, 4 trainers, 6 covers + 18 gallery images, 3 video-course covers, 6 articles
    expect(images).toHaveLength(42)
    for (const image of images) {
      expect(image.mime).toBe('image/webp')
      const keys = assetStorageKeys(image)
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys) expect(await storage.exists(key)).toBe(true)
      const view = imageView(image)
      expect(view.srcset.split(', ')).toHaveLength(keys.length)
      expect(view.width).toBeGreaterThan(0)
      expect(view.height).toBeGreaterThan(0)
    }
    const cover = images.find((i) => i.width === 1280 && i.height === 720)!
    expect(cover.variants).toBe('320,640,960,1280')
    const res = await t.app.inject({ url: imageView(cover).url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
  })
})

describe('demo logins for the start banner', () => {
  it('lists both demo logins, and drops one whose password was changed', async () => {
    expect(await workingDemoLogins(db)).toEqual([
      { role: 'admin', email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
      { role: 'user', email: DEMO_LOGINS.user.email, password: DEMO_LOGINS.user.password },
    ])
    await db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword('a password of his own') })
      .where('email', '=', DEMO_LOGINS.user.email)
      .execute()
    expect((await workingDemoLogins(db)).map((l) => l.role)).toEqual(['admin'])
  })
})

async function countFiles(): Promise<number> {
  return (await storage.list()).length
}

// The seed's date helpers agree with the calendar.
describe('seed dates', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(romeToday(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01')
  })
})
