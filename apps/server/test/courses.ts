import { titleKey } from '@aula/contract/common'
import type { TestApp } from './helper.ts'
import { contentChanged } from '#src/lib/public-cache.ts'

/*
 * Course rows written straight into their tables, as an admin form or an old import would
 * leave them: no cover, no video, no category or author. Each test names only what it checks.
 */

interface Prices {
  /** Full price in cents. */
  price?: number
  /** Deposit (facilitator price) in cents. */
  deposit?: number | null
  /** What the inviting member earns, in cents. */
  affiliate?: number | null
}

/** An in-person course; its id. Without dates it is "to be decided". */
export async function insertCourseRow(
  t: TestApp,
  fields: Prices & {
    title: string
    intro?: string
    description?: string
    location?: string
    dateMode?: 'none' | 'tbd' | 'date'
    start?: string | null
    end?: string | null
    createdAt?: string
  },
): Promise<number> {
  const at = fields.createdAt ?? new Date().toISOString()
  const row = await t.deps.db
    .insertInto('course')
    .values({
      title: fields.title,
      title_key: titleKey(fields.title),
      intro: fields.intro ?? 'Un corso di prova',
      category_id: null,
      author_id: null,
      location: fields.location ?? 'Roma',
      description: fields.description ?? '<p>Programma</p>',
      price_cents: fields.price ?? 12_345,
      facilitator_price_cents: fields.deposit ?? null,
      affiliate_price_cents: fields.affiliate ?? null,
      date_mode: fields.dateMode ?? 'tbd',
      start_date: fields.start ?? null,
      end_date: fields.end ?? null,
      duration: null,
      cover_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // Written straight into the database, where no admin write tells the kept public reads.
  await contentChanged(t.deps.db)
  return Number(row.id)
}

/** A video course without lessons; its id. */
export async function insertVideoCourseRow(
  t: TestApp,
  fields: Prices & { title: string; description?: string; createdAt?: string },
): Promise<number> {
  const at = fields.createdAt ?? new Date().toISOString()
  const row = await t.deps.db
    .insertInto('online_course')
    .values({
      title: fields.title,
      title_key: titleKey(fields.title),
      intro: 'Intro',
      description: fields.description ?? '<p>Lezioni</p>',
      category_id: null,
      author_id: null,
      price_cents: fields.price ?? 4_990,
      facilitator_price_cents: fields.deposit ?? null,
      affiliate_price_cents: fields.affiliate ?? null,
      cover_id: null,
      main_video_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // Written straight into the database, where no admin write tells the kept public reads.
  await contentChanged(t.deps.db)
  return Number(row.id)
}
