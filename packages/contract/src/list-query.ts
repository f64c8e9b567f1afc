import { z } from './zod.ts'
import { endpoint, type Access, type Endpoint } from './endpoint.ts'
import { LIST_LIMIT_MAX, LIST_PAGE_MAX } from './values/list-query.ts'

export { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, LIST_PAGE_MAX } from './values/list-query.ts'

/*
 * One page of a list that grows (courses, video courses, articles, reviews): the query
 * parameters each list takes and the paging facts its answer then carries. Without any of
 * these parameters a list answers whole, as it always did; with any of them it answers one
 * page (docs/product.md#paged-lists).
 */

/** The longest search text. */
export const LIST_SEARCH_MAX = 100

export const ListMessages = {
  page: `page must be a whole number from 1 to ${LIST_PAGE_MAX}`,
  limit: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`,
  fields: "fields accepts only 'lean'",
  search: `q has at most ${LIST_SEARCH_MAX} characters`,
  category: 'category has at most 200 characters',
  month: 'month must be a month, YYYY-MM',
  courseMonth: "month must be a month, YYYY-MM, or 'undated'",
  day: 'must be a day, YYYY-MM-DD',
  range: 'from must not come after to',
} as const

const wholeNumber = (max: number, message: string) =>
  z
    .pipe(z.string({ error: message }).check(z.regex(/^\d{1,6}$/, message)), z.transform(Number))
    .check(z.refine((n) => n >= 1 && n <= max, message))

/** An empty parameter (`?q=`) counts as absent. */
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
    z.transform((value) => value || undefined),
  )

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export const MonthQuerySchema = z
  .string({ error: ListMessages.month })
  .check(z.regex(MONTH, ListMessages.month))

/** A calendar day in a query, 'YYYY-MM-DD'. */
export const DayQuerySchema = z.iso.date({ error: ListMessages.day })

/** What every paged list takes: the page (from 1), its size, and the lean item. */
export const PageQueryShape = {
  page: z.optional(wholeNumber(LIST_PAGE_MAX, ListMessages.page)),
  limit: z.optional(wholeNumber(LIST_LIMIT_MAX, ListMessages.limit)),
  /** 'lean': each item carries only what a list's card shows (no description or content). */
  fields: z.optional(z.literal('lean', { error: ListMessages.fields })),
}

/** The text search and the topic, which the catalogues share. */
export const SearchQueryShape = {
  /** Words to find (all of them, any order, any case, accents ignored). */
  q: optionalText(LIST_SEARCH_MAX, ListMessages.search),
  /** A topic's title (any case, accents ignored); an unknown topic finds nothing. */
  category: optionalText(200, ListMessages.category),
}

/** The paging facts of a paged answer, beside the list it always carried. */
export const PagingShape = {
  /** The page answered, from 1. */
  page: z.number().check(z.int(), z.positive()),
  /** The most items a page holds (the `limit` asked for, or the default). */
  pageSize: z.number().check(z.int(), z.positive()),
  /** How many items match the filters, on every page together. */
  total: z.number().check(z.int(), z.nonnegative()),
  /** Whether a later page has items. */
  hasMore: z.boolean(),
}

export interface Paging {
  page: number
  pageSize: number
  total: number
  hasMore: boolean
}

/**
 * The one route a list's two descriptions share (the whole list, and a page of it): the
 * page's query, and either answer. The whole list's answer is checked strictly, so a page's
 * answer is never taken for it and stripped of its paging facts.
 */
export function pagedListRoute<
  LR extends z.ZodMiniObject,
  Q extends z.ZodMiniObject,
  PR extends z.ZodMiniObject,
  A extends Access,
>(
  list: Endpoint<undefined, undefined, undefined, LR, A>,
  page: Endpoint<undefined, Q, undefined, PR, A>,
) {
  if (!list.response || !page.response || list.path !== page.path) {
    throw new Error(`${page.path}: a paged list needs both answers on one path`)
  }
  return endpoint({
    ...page,
    response: z.union([z.strictObject(list.response.shape), page.response]),
  })
}

/** Whether a list query asks for a page: any of its parameters does. */
export function isPagedQuery(query: Record<string, unknown> | undefined): boolean {
  return Object.values(query ?? {}).some((value) => value !== undefined)
}

/** Lowercase and without accents: 'napoletana' finds 'Pizza Napoletana', 'caffe' finds 'caffè'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/** The words of a search, normalized; none for blank text. */
export function searchWords(query: string | undefined): string[] {
  return normalizeSearchText(query ?? '')
    .split(/\s+/)
    .filter(Boolean)
}
