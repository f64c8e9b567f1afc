/** What a list's page asks the API for (docs/product.md#paged-lists), as the web builds it. */
export interface ListQuery {
  page?: number
  limit?: number
  q?: string
  category?: string
  [filter: string]: string | number | undefined
}

/** The query as the address carries it: numbers as text, empty filters left out. */
export function listQuery(query: ListQuery): Record<string, string> {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  )
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))
}
