import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

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
}

/** The names the filters take in the address: /corsi?q=teglia&categoria=…&mese=2026-12. */
const PARAMS: Record<keyof CatalogFilters, string> = {
  q: 'q',
  category: 'categoria',
  month: 'mese',
}

/**
 * The filters of a catalog page live in the address, so a filtered list can be shared or
 * bookmarked, the home page can link to the courses of one category, and following the
 * menu link to the same page starts again from the whole list.
 */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams()
  const q = params.get(PARAMS.q) ?? ''
  const category = params.get(PARAMS.category) ?? ''
  const month = params.get(PARAMS.month) ?? ''

  const write = useCallback(
    (changes: Partial<CatalogFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, value] of Object.entries(changes) as [keyof CatalogFilters, string][]) {
            if (value) next.set(PARAMS[name], value)
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
    filters: { q, category, month } satisfies CatalogFilters,
    active: Boolean(q.trim() || category || month),
    setQuery: (value: string) => void write({ q: value }),
    setCategory: (value: string) => void write({ category: value }),
    setMonth: (value: string) => void write({ month: value }),
    reset: () => void write({ q: '', category: '', month: '' }),
  }
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
