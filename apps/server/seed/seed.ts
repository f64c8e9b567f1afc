import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { AppSetting, readAppSetting, recordAppSetting } from '#src/db/app-settings.ts'
import type { CoreDeps } from '#src/plugins/external/core.ts'
import { accountIdByEmail, bootstrapAdmin } from '#src/features/auth/auth.service.ts'
import { inAdminTransaction } from '#src/lib/admin-write.ts'
import { insertAsset, type NewAsset } from '#src/lib/assets.ts'
import { COURSES, TOPICS, TRAINERS } from './content/catalog.ts'
import { ONLINE_COURSES } from './content/online-courses.ts'
import { ARTICLES } from './content/articles.ts'
import { DAY_MS, romeToday } from './dates.ts'
import { createDemoUser, DEMO_LOGINS, workingDemoLogins } from './logins.ts'
import { findSeedAssets, MediaBatch } from './media.ts'
import { createReferral } from './referral.ts'
import { createDemoSeat } from './seat.ts'
import { createContent } from './write-content.ts'

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

export interface SeedRun {
  /** Whether the demo content was seeded by this run. */
  seeded: boolean
  /** Lines for the start banner: only demo accounts that exist and sign in as shown. */
  logins: string[]
}

/**
 * What `npm run seed` (and so `npm start`) does before the server starts: the ADMIN_EMAIL
 * admin first, so that it takes the demo admin's place, then with SEED=demo the demo
 * content when the database has none, and the demo logins that work.
 */
export async function runSeed(deps: CoreDeps, log: FastifyBaseLogger): Promise<SeedRun> {
  if (deps.config.seed !== 'demo') return { seeded: false, logins: [] }
  if (await bootstrapAdmin(deps.db, deps.config.admin)) {
    log.info(`admin ${deps.config.admin!.email} created`)
  }
  const seeded = await seedIfEmpty(deps, log)
  const logins = (await workingDemoLogins(deps.db)).map((login) => {
    const label = login.role === 'admin' ? 'Demo admin:' : 'Demo user: '
    return `${label} ${login.email} / ${login.password}`
  })
  return { seeded, logins }
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

/**
 * Fills an empty database with the demo school: users, topics, trainers, courses in the
 * next three months, video courses with their clips, articles, FAQ, reviews and a friend's
 * paid orders. Files are written first, then every row goes in one transaction, written by
 * the feature that owns it (the admin's writes join the seed's transaction): the database
 * gets all or nothing, and the files of a failed attempt are removed.
 */
export async function seedDemo(deps: CoreDeps): Promise<void> {
  const media = new MediaBatch(deps.storage)
  const topicImages = TOPICS.map((t) => media.scene(t.image, 'gallery'))
  const photos = TRAINERS.map((t) => media.portrait(t.face))
  const courses = COURSES.map((c) => ({
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

    // The admin's writes join this transaction: a file one of them replaced goes only once
    // it has committed.
    await inAdminTransaction({ db: deps.db, storage: deps.storage }, async (write) => {
      const trx = write.db
      // With ADMIN_EMAIL set the operator has an admin: no demo admin with a known password.
      const demoAdminId = deps.config.admin
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
        referredBy: demoAdminId
          ? { id: demoAdminId, code: DEMO_LOGINS.admin.affiliateCode }
          : undefined,
      })
      // The content is added as the school's admin would add it, and recorded under them.
      const adminId =
        demoAdminId ??
        (await accountIdByEmail(trx, deps.config.admin?.email ?? DEMO_LOGINS.admin.email))
      if (!adminId) throw new Error('seed: no admin account to add the demo content as')

      for (const asset of media.rows) await insertAsset(trx, asset)

      const nowMs = Date.now()
      const at = (daysAgo: number, minutes = 0) =>
        new Date(nowMs - daysAgo * DAY_MS + minutes * 60_000).toISOString()
      const editions = await createContent(
        write,
        { id: adminId },
        { topicImages, photos, courses, onlineCovers, videos, articleCovers },
        at,
        romeToday(new Date(nowMs)),
      )
      if (marioId) {
        await createReferral({ db: trx, config: deps.config }, marioId, at)
        await createDemoSeat({ db: trx, config: deps.config }, marioId, editions, at)
      }

      // Once per database: a second start, or a second process, does not seed again. When
      // another seed's mark is found instead of this one, this seed rolls back.
      const mark = now()
      if ((await recordAppSetting(trx, AppSetting.demoSeededAt, mark)) !== mark) {
        throw new Error('seed: the demo content was seeded meanwhile')
      }
    })
  } catch (error) {
    await media.discard()
    throw error
  }
}
