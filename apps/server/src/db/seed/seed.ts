import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { FastifyBaseLogger } from 'fastify'
import { titleKey } from '@aula/contract/common'
import { verify } from '@node-rs/argon2'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { AppSetting, readAppSetting } from '#src/db/app-settings.ts'
import type { CoreDeps } from '#src/plugins/external/core.ts'
import { createVerifiedUser } from '#src/features/auth/auth.service.ts'
import { removeAssetFiles, type NewAsset } from '#src/lib/assets.ts'
import { encodeImage } from '#src/lib/images.ts'
import type { Storage } from '#src/lib/storage.ts'
import { saveVideo } from '#src/lib/videos.ts'
import { avatar, scene, type Face, type SceneOptions } from './illustrations.ts'
import { COURSES, TOPICS, TRAINERS } from './content/catalog.ts'
import { ONLINE_COURSES } from './content/online-courses.ts'
import { ARTICLES } from './content/articles.ts'
import { FAQS, REVIEWS } from './content/community.ts'

/** The demo logins printed at start and listed in README.md. */
export const DEMO_LOGINS = {
  admin: { email: 'admin@aula.local', password: 'aula-admin-2026', affiliateCode: 'AULA2026' },
  user: {
    email: 'mario.rossi@aula.local',
    password: 'aula-utente-2026',
    affiliateCode: 'MARIO2026',
  },
} as const

/** A member Mario invited, with two purchases that earned him commissions. */
export const DEMO_REFERRAL = {
  email: 'luca.ferri@aula.local',
  name: 'Luca Ferri',
  password: 'aula-amico-2026',
  purchases: [
    ['Pizza napoletana a casa', 45],
    ['Pizza in teglia alla romana', 3],
  ] as const,
}

/**
 * The demo content goes into a database with no content yet (no topic, course, video
 * course or article), whoever has an account already, and only once per database.
 */
async function hasNoContent(db: Db): Promise<boolean> {
  if (await readAppSetting(db, AppSetting.demoSeededAt)) return false
  const found = await Promise.all([
    db.selectFrom('topic').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('course').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('online_course').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('article').select('id').limit(1).executeTakeFirst(),
  ])
  return found.every((row) => !row)
}

/** Seeds the demo content into a database that has none (see hasNoContent). */
export async function seedIfEmpty(deps: CoreDeps, log: FastifyBaseLogger): Promise<boolean> {
  if (!(await hasNoContent(deps.db))) return false
  try {
    await seedDemo(deps)
  } catch (error) {
    // Two processes starting together on one database both find it empty; the seed is one
    // transaction, so the one that loses fails cleanly and finds the other's content.
    if (!(await hasNoContent(deps.db))) return false
    throw error
  }
  log.info('demo content seeded')
  return true
}

/** The demo logins that work on this database: the account exists with its demo password. */
export async function workingDemoLogins(
  db: Db,
): Promise<{ role: 'admin' | 'user'; email: string; password: string }[]> {
  const working = []
  for (const role of ['admin', 'user'] as const) {
    const login = DEMO_LOGINS[role]
    const user = await db
      .selectFrom('app_user')
      .select(['password_hash', 'verified'])
      .where('email', '=', login.email)
      .executeTakeFirst()
    if (!user || Number(user.verified) !== 1) continue
    if (!(await verify(user.password_hash, login.password).catch(() => false))) continue
    working.push({ role, email: login.email, password: login.password })
  }
  return working
}

/** Creates a demo account unless its e-mail is taken already; answers its id, or null. */
async function createDemoUser(
  db: Db,
  input: Parameters<typeof createVerifiedUser>[1],
): Promise<number | null> {
  const taken = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst()
  return taken ? null : createVerifiedUser(db, input)
}

// --- dates ------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000

/** Today on the school's calendar (Rome), as 'YYYY-MM-DD'. */
export function romeToday(at = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

// --- media ------------------------------------------------------------------------------

/** Where the committed clips live: beside src/ in the source tree and beside dist/ when bundled. */
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

const SIZES = {
  cover: { width: 1600, height: 900 },
  gallery: { width: 1200, height: 800 },
  portrait: { width: 800, height: 800 },
} as const

type SceneSpec = Omit<SceneOptions, 'width' | 'height'>

/** Runs `task` over `items`, a few at a time: enough to use every core, not all the memory. */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
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
class MediaBatch {
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

// --- the seed ---------------------------------------------------------------------------

/**
 * Fills an empty database with the demo school: users, topics, trainers, courses in the
 * next three months, video courses with their clips, articles, FAQ and reviews. Files are
 * written first, then every row goes in one transaction: the database gets all or nothing,
 * and the files of a failed attempt are removed.
 */
export async function seedDemo(deps: CoreDeps): Promise<void> {
  const media = new MediaBatch(deps.storage)
  const topicImages = TOPICS.map((t) => media.scene(t.image, 'gallery'))
  const photos = TRAINERS.map((t) => media.portrait(t.face))
  const courseMedia = COURSES.map((c) => ({
    cover: media.scene(c.cover, 'cover'),
    gallery: c.gallery.map((g) => media.scene(g, 'gallery')),
  }))
  const onlineCovers = ONLINE_COURSES.map((c) => media.scene(c.cover, 'cover'))
  const articleCovers = ARTICLES.map((a) => media.scene(a.cover, 'cover'))

  const clips = path.join(findSeedAssets(), 'videos')
  try {
    await media.render()
    const videos: { preview: NewAsset; lessons: NewAsset[] }[] = []
    for (const course of ONLINE_COURSES) {
      const preview = await media.video(path.join(clips, course.preview.clip), 'public')
      const lessons = []
      for (const lesson of course.lessons) {
        lessons.push(await media.video(path.join(clips, lesson.clip), 'private'))
      }
      videos.push({ preview, lessons })
    }

    await deps.db.transaction().execute(async (trx) => {
      // With ADMIN_EMAIL set the operator has an admin: no demo admin with a known password.
      const adminId = deps.config.admin
        ? null
        : await createDemoUser(trx, {
            email: DEMO_LOGINS.admin.email,
            name: 'Giulia Bianchi',
            password: DEMO_LOGINS.admin.password,
            group: 'admin',
            affiliateCode: DEMO_LOGINS.admin.affiliateCode,
          })
      const marioId = await createDemoUser(trx, {
        email: DEMO_LOGINS.user.email,
        name: 'Mario Rossi',
        password: DEMO_LOGINS.user.password,
        group: 'user',
        affiliateCode: DEMO_LOGINS.user.affiliateCode,
        referredBy: adminId ? { id: adminId, code: DEMO_LOGINS.admin.affiliateCode } : undefined,
      })

      await trx.insertInto('asset').values(media.rows).execute()

      const nowMs = Date.now()
      // Lists are newest first: each kind gets created_at in the order it is listed.
      const at = (daysAgo: number, minutes = 0) =>
        new Date(nowMs - daysAgo * DAY_MS + minutes * 60_000).toISOString()

      const topicIds = new Map<string, number>()
      for (const [i, topic] of TOPICS.entries()) {
        const row = await trx
          .insertInto('topic')
          .values({
            title: topic.title,
            title_key: titleKey(topic.title),
            description: topic.description,
            image_id: topicImages[i]!.id,
            created_at: at(200, i),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        topicIds.set(topic.title, row.id)
      }
      const topicId = (title: string) => {
        const id = topicIds.get(title)
        if (id === undefined) throw new Error(`seed: unknown topic ${title}`)
        return id
      }

      const memberIds = new Map<string, number>()
      for (const [i, trainer] of TRAINERS.entries()) {
        const row = await trx
          .insertInto('member')
          .values({
            name: trainer.name,
            surname: trainer.surname,
            email: trainer.email,
            phone_number: trainer.phoneNumber,
            website: trainer.website,
            description: trainer.description,
            language: trainer.language,
            session: trainer.session,
            photo_id: photos[i]!.id,
            created_at: at(190, i),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        memberIds.set(trainer.email, row.id)
      }
      const memberId = (email: string) => {
        const id = memberIds.get(email)
        if (id === undefined) throw new Error(`seed: unknown trainer ${email}`)
        return id
      }

      const today = romeToday(new Date(nowMs))
      for (const [i, course] of COURSES.entries()) {
        const created = at(3 * (COURSES.length - i))
        const start = course.startInDays === null ? null : addDays(today, course.startInDays)
        const row = await trx
          .insertInto('course')
          .values({
            title: course.title,
            title_key: titleKey(course.title),
            intro: course.intro,
            category_id: topicId(course.category),
            author_id: memberId(course.author),
            location: course.location,
            description: course.description,
            price_cents: course.priceCents,
            facilitator_price_cents: course.facilitatorPriceCents,
            affiliate_price_cents: course.affiliatePriceCents,
            date_mode: start ? 'date' : 'tbd',
            start_date: start,
            end_date: start ? addDays(start, course.days - 1) : null,
            duration: course.duration,
            cover_id: courseMedia[i]!.cover.id,
            created_at: created,
            updated_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('course_media')
          .values(
            courseMedia[i]!.gallery.map((image, position) => ({
              course_id: row.id,
              asset_id: image.id,
              kind: 'image' as const,
              position,
            })),
          )
          .execute()
      }

      const onlineCourseIds = new Map<string, number>()
      for (const [i, course] of ONLINE_COURSES.entries()) {
        const created = at(4 * (ONLINE_COURSES.length - i) + 1)
        const { preview, lessons } = videos[i]!
        const row = await trx
          .insertInto('online_course')
          .values({
            title: course.title,
            title_key: titleKey(course.title),
            intro: course.intro,
            description: course.description,
            category_id: topicId(course.category),
            author_id: memberId(course.author),
            price_cents: course.priceCents,
            facilitator_price_cents: course.facilitatorPriceCents,
            affiliate_price_cents: course.affiliatePriceCents,
            cover_id: onlineCovers[i]!.id,
            main_video_id: preview.id,
            created_at: created,
            updated_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        onlineCourseIds.set(course.title, Number(row.id))
        await trx
          .insertInto('lesson')
          .values(
            course.lessons.map((lesson, position) => ({
              online_course_id: row.id,
              position,
              title: lesson.title,
              video_id: lessons[position]!.id,
              duration_seconds: lessons[position]!.duration_seconds ?? null,
            })),
          )
          .execute()
      }

      for (const [i, article] of ARTICLES.entries()) {
        const published = at(article.daysAgo)
        await trx
          .insertInto('article')
          .values({
            title: article.title,
            title_key: titleKey(article.title),
            intro: article.intro,
            description: article.description,
            content: article.content,
            category_id: topicId(article.category),
            cover_id: articleCovers[i]!.id,
            published_at: published,
            created_at: published,
            updated_at: published,
          })
          .execute()
      }

      await trx
        .insertInto('faq')
        .values(
          FAQS.map((faq, position) => ({
            question: faq.question,
            answer: faq.answer,
            position,
            created_at: at(180, position),
          })),
        )
        .execute()

      await trx
        .insertInto('review')
        .values(
          REVIEWS.map((review) => ({
            name: review.name,
            review: review.review,
            rating: review.rating,
            status: 'approved' as const,
            created_at: at(review.daysAgo),
          })),
        )
        .execute()

      // Mario's invite at work: a friend joined with his code and bought two video courses,
      // one long ago (its commission is available) and one three days ago (still on hold).
      const friendId = marioId
        ? await createDemoUser(trx, {
            email: DEMO_REFERRAL.email,
            name: DEMO_REFERRAL.name,
            password: DEMO_REFERRAL.password,
            group: 'user',
            referredBy: { id: marioId, code: DEMO_LOGINS.user.affiliateCode },
          })
        : null
      if (marioId && friendId) {
        for (const [index, [title, daysAgo]] of DEMO_REFERRAL.purchases.entries()) {
          const course = ONLINE_COURSES.find((c) => c.title === title)!
          const paidAt = at(daysAgo)
          const order = await trx
            .insertInto('customer_order')
            .values({
              reference: `DEMO-${index + 1}`,
              user_id: friendId,
              item_type: 'online_course',
              course_id: null,
              online_course_id: onlineCourseIds.get(title)!,
              item_title: title,
              amount_cents: course.priceCents,
              currency: 'EUR',
              charge: 'full',
              provider: 'demo',
              provider_checkout_id: null,
              status: 'paid',
              created_at: paidAt,
              paid_at: paidAt,
              fulfilled_at: paidAt,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await trx
            .insertInto('enrollment')
            .values({
              user_id: friendId,
              course_id: null,
              online_course_id: onlineCourseIds.get(title)!,
              order_id: order.id,
              created_at: paidAt,
            })
            .execute()
          if (course.affiliatePriceCents) {
            await trx
              .insertInto('affiliate_entry')
              .values({
                user_id: marioId,
                kind: 'commission',
                amount_cents: course.affiliatePriceCents,
                order_id: order.id,
                withdrawal_id: null,
                available_at: new Date(
                  Date.parse(paidAt) + deps.config.affiliateHoldDays * DAY_MS,
                ).toISOString(),
                created_at: paidAt,
                // One commission per buyer and item, as checkout writes it.
                buyer_id: friendId,
                online_course_id: onlineCourseIds.get(title)!,
              })
              .execute()
          }
        }
      }

      // Once per database: a second start, or a second process, does not seed again.
      await trx
        .insertInto('app_setting')
        .values({ name: AppSetting.demoSeededAt, value: now(), updated_at: now() })
        .execute()
    })
  } catch (error) {
    await media.discard()
    throw error
  }
}
