import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely'
import {
  LIST_LIMIT_DEFAULT,
  normalizeSearchText,
  searchWords,
  type Paging,
} from '@aula/contract/list-query'
import type { Db } from '#src/db/connect.ts'
import { toSchoolDate } from '#src/lib/row-values.ts'

/*
 * The pieces every paged list shares (docs/product.md#paged-lists): the page's window, the
 * search over a stored search text, the topic by its title, and the answer's paging facts.
 * The filters are SQL conditions: a page never loads the rest of its table.
 */

export interface PageWindow {
  page: number
  limit: number
  offset: number
}

export function pageWindow(query: { page?: number | undefined; limit?: number | undefined }) {
  const page = query.page ?? 1
  const limit = query.limit ?? LIST_LIMIT_DEFAULT
  return { page, limit, offset: (page - 1) * limit } satisfies PageWindow
}

export function pagingOf(window: PageWindow, total: number): Paging {
  return {
    page: window.page,
    pageSize: window.limit,
    total,
    hasMore: window.offset + window.limit < total,
  }
}

/** The text a search looks in, as stored beside a row: lowercase, accents dropped. */
export function searchTextOf(...fields: string[]): string {
  return normalizeSearchText(fields.join(' '))
}

const likeEscaped = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Each word of `q` in the row's search text (`column`, a stored normalized text; rows
 * stored before it existed fall back to `fallback`, lowercased). Null when `q` has no words.
 */
export function searchCondition(
  q: string | undefined,
  column: string,
  fallback: RawBuilder<string>,
): Expression<SqlBool> | null {
  const words = searchWords(q)
  if (!words.length) return null
  const haystack = sql`coalesce(${sql.ref(column)}, lower(${fallback}))`
  return sql<SqlBool>`(${sql.join(
    words.map((word) => sql`${haystack} like ${likeEscaped(word)} escape '\\'`),
    sql` and `,
  )})`
}

/**
 * The ids of the topics a title names, Italian or English (any case, accents ignored):
 * usually one, or none.
 */
export async function topicIdsNamed(db: Db, title: string): Promise<number[]> {
  const wanted = normalizeSearchText(title)
  // Topics are the school's few categories: reading their titles is cheap.
  const topics = await db.selectFrom('topic').select(['id', 'title', 'title_en']).execute()
  const named = (title: string | null) => title !== null && normalizeSearchText(title) === wanted
  return topics.filter((topic) => named(topic.title) || named(topic.title_en)).map((t) => t.id)
}

/** Every condition that applies, joined with and; true when there is none. */
export function allOf(conditions: (Expression<SqlBool> | null)[]): Expression<SqlBool> {
  const present = conditions.filter((c): c is Expression<SqlBool> => c !== null)
  if (!present.length) return sql<SqlBool>`1 = 1`
  return sql<SqlBool>`(${sql.join(present, sql` and `)})`
}

/** The instant Rome's day `day` ('YYYY-MM-DD') starts, as stored timestamps write it. */
export function schoolDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  // Rome is one or two hours ahead of UTC: its midnight is 23:00 or 22:00 of the day before.
  for (const hour of [22, 23]) {
    const instant = new Date(Date.UTC(year, month - 1, date - 1, hour))
    if (toSchoolDate(instant) === day) return instant.toISOString()
  }
  return new Date(Date.UTC(year, month - 1, date)).toISOString()
}

/** The first day of the month after `month` ('YYYY-MM'). */
export function nextMonthStart(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
}

/** Rows filed under one of the topics (`column` their topic id); none for no topic. */
export function topicCondition(
  column: string,
  topicIds: number[] | undefined,
): Expression<SqlBool> | null {
  if (!topicIds) return null
  if (!topicIds.length) return sql<SqlBool>`1 = 0`
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(topicIds)})`
}
