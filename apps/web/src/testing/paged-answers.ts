import { LIST_LIMIT_DEFAULT } from '@aula/contract/values/list-query'
import { isPagedQuery, searchWords } from '@aula/contract/list-query'
import { normalizeText } from '#src/lib/catalog-filters.ts'

/*
 * The fake server's pages of a list (docs/product.md#paged-lists): with no list parameter
 * the whole list, as the real server answers; otherwise the filters and the page.
 */

interface Listed {
  title: string
  intro?: string
  category?: string
  date?: string | null
  dateMode?: string
  dataInizio?: string | null
  dateFine?: string | null
}

const LEAN_DROPS = ['description', 'content', 'fileUrlVideos', 'immaginiRappresentative']

function runsBetween(item: Listed, from: string, to: string) {
  const start = item.dateMode === 'date' ? (item.dataInizio ?? item.date) : null
  if (!start) return false
  const end = item.dateFine && item.dateFine > start ? item.dateFine : start
  return start <= to && end >= from
}

function matches(
  item: Listed,
  params: URLSearchParams,
  dated: 'course' | 'published' | null,
  titleOnly: boolean,
) {
  const words = searchWords(params.get('q') ?? '')
  const text = normalizeText(titleOnly ? item.title : `${item.title} ${item.intro ?? ''}`)
  if (!words.every((word) => text.includes(word))) return false
  const category = params.get('category')
  if (category && normalizeText(item.category ?? '') !== normalizeText(category)) return false
  const month = params.get('month')
  if (month && dated === 'published' && !(item.date ?? '').startsWith(month)) return false
  if (month && dated === 'course') {
    if (month === 'undated') {
      if (item.dateMode === 'date' && (item.dataInizio ?? item.date)) return false
    } else if (!runsBetween(item, `${month}-01`, `${month}-31`)) return false
  }
  const from = params.get('from')
  const to = params.get('to')
  if (dated === 'course' && (from || to)) {
    return runsBetween(item, from ?? '0000-01-01', to ?? '9999-12-31')
  }
  return true
}

/** The answer to `request` for `items`, keyed by title under `key` unless `asArray`. */
export function pagedAnswer<T extends Listed>(
  request: Request,
  items: readonly T[],
  key: string,
  {
    dated = null,
    asArray = false,
    titleOnly = false,
  }: { dated?: 'course' | 'published' | null; asArray?: boolean; titleOnly?: boolean },
) {
  const params = new URL(request.url).searchParams
  const wrap = (list: readonly object[]) =>
    asArray
      ? list
      : Object.fromEntries(list.map((item) => [(item as { title: string }).title, item]))
  if (!isPagedQuery(Object.fromEntries(params))) return { [key]: wrap(items) }
  const page = Number(params.get('page') ?? 1)
  const limit = Number(params.get('limit') ?? LIST_LIMIT_DEFAULT)
  const kept = items.filter((item) => matches(item, params, dated, titleOnly))
  const shown = kept.slice((page - 1) * limit, page * limit).map((item): object => {
    if (params.get('fields') !== 'lean') return item
    const lean: Record<string, unknown> = { ...(item as object) }
    for (const drop of LEAN_DROPS) delete lean[drop]
    return lean
  })
  return {
    [key]: wrap(shown),
    page,
    pageSize: limit,
    total: kept.length,
    hasMore: page * limit < kept.length,
  }
}
