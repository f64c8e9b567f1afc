import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { LIST_PAGE_MAX } from '@aula/contract/values/list-query'

/** Lowercase and without accents: 'napoletana' finds 'Pizza Napoletana', 'caffe' finds 'caffè'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/** Whether any of the fields contains the typed words (all of them, in any order). */
export function matchesText(query: string, ...fields: string[]): boolean {
  const words = normalizeText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fields.map(normalizeText).join(' ')
  return words.every((word) => haystack.includes(word))
}

/** 'YYYY-MM' of a calendar day ('YYYY-MM-DD'); an instant must first become Rome's day. */
export const monthOf = (date: string) => date.slice(0, 7)

/** Every month ('YYYY-MM') a run of days touches, from its first to its last day. */
export function monthsBetween(start: string, end: string | null): string[] {
  const first = monthOf(start)
  const last = end && monthOf(end) > first ? monthOf(end) : first
  const months: string[] = []
  let [year, month] = first.split('-').map(Number) as [number, number]
  // A course lasts days or weeks; the cap only guards against a mistyped end year.
  for (let guard = 0; guard < 36; guard += 1) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    months.push(key)
    if (key >= last) break
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return months
}

export interface CatalogFilters {
  q: string
  category: string
  month: string
  /** The page shown, from 1. */
  page: number
}

/** The names the filters take in the address: /corsi?q=teglia&categoria=…&mese=2026-12&pagina=2. */
const PARAMS: Record<keyof CatalogFilters, string> = {
  q: 'q',
  category: 'categoria',
  month: 'mese',
  page: 'pagina',
}

/** A page number as the address carries it: a whole number from 1, anything else is 1. */
const pageOf = (value: string | null) => {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= LIST_PAGE_MAX ? page : 1
}

/** The filters an address carries: what the page shows and what its route asks the API for. */
export function catalogFiltersOf(params: URLSearchParams): CatalogFilters {
  return {
    q: params.get(PARAMS.q) ?? '',
    category: params.get(PARAMS.category) ?? '',
    month: params.get(PARAMS.month) ?? '',
    page: pageOf(params.get(PARAMS.page)),
  }
}

/** The same, from a route's request. */
export const catalogFiltersOfUrl = (url: string) => catalogFiltersOf(new URL(url).searchParams)

/**
 * The filters of a catalog page live in the address, so a filtered list (and the page of it
 * shown) can be shared or bookmarked, the home page can link to the courses of one category,
 * and following the menu link to the same page starts again from the whole list. Changing a
 * filter goes back to the first page.
 */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams()
  const filters = catalogFiltersOf(params)

  const write = useCallback(
    (changes: Partial<Record<keyof CatalogFilters, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (!('page' in changes)) next.delete(PARAMS.page)
          for (const [name, value] of Object.entries(changes) as [keyof CatalogFilters, string][]) {
            if (value && !(name === 'page' && value === '1')) next.set(PARAMS[name], value)
            else next.delete(PARAMS[name])
          }
          return next
        },
        // Applied at once (flushSync), so the search box never lags behind fast typing.
        { replace: true, preventScrollReset: true, flushSync: true },
      ),
    [setParams],
  )

  return {
    filters,
    active: Boolean(filters.q.trim() || filters.category || filters.month),
    setQuery: (value: string) => void write({ q: value }),
    setCategory: (value: string) => void write({ category: value }),
    setMonth: (value: string) => void write({ month: value }),
    reset: () => void write({ q: '', category: '', month: '' }),
  }
}

/** The address of another page of the same filtered list. */
export function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params)
  if (page > 1) next.set(PARAMS.page, String(page))
  else next.delete(PARAMS.page)
  const query = next.toString()
  return query ? `?${query}` : '?'
}

/** Every month ('YYYY-MM') from `first` on, `count` of them. */
export function monthsFrom(first: string, count: number): string[] {
  let [year, month] = first.split('-').map(Number) as [number, number]
  const months: string[] = []
  for (let i = 0; i < count; i += 1) {
    months.push(`${year}-${String(month).padStart(2, '0')}`)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return months
}

/** The month `offset` months away from `month` ('YYYY-MM'). */
export function shiftMonthKey(month: string, offset: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (m - 1) + offset
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/**
 * The category filter's choices: the topics first, then any category an item carries that
 * is not among them (and the one in the address), each once whatever its case or accents.
 */
export function categoryOptions(
  topics: readonly string[],
  itemCategories: readonly string[],
  chosen: string,
): { value: string; label: string }[] {
  const seen = new Map<string, string>()
  for (const title of [...topics, ...itemCategories, chosen]) {
    if (title && !seen.has(normalizeText(title))) seen.set(normalizeText(title), title)
  }
  return [...seen.values()].map((title) => ({ value: title, label: title }))
}

/** The first day of the month after `month` ('YYYY-MM'). */
export const nextMonthStart = (month: string) => `${shiftMonthKey(month, 1)}-01`
