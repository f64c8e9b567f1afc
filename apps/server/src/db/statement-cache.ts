import type SQLite from 'better-sqlite3'

/** How many prepared statements SQLite keeps: every statement the app sends, with room. */
const STATEMENT_CACHE_SIZE = 500

/**
 * The SQLite database as the query builder sees it, preparing each distinct SQL text once:
 * a request's statements are the same texts every time (only their parameters change), and
 * preparing one (parsing and planning it) costs about as much as running it. The least
 * recently used fall out past STATEMENT_CACHE_SIZE; a statement still being iterated (a
 * stream) is never handed out twice, a fresh one is prepared instead.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE) {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const kept = cache.get(text)
      if (kept && !kept.busy) {
        cache.delete(text)
        cache.set(text, kept)
        return kept
      }
      const statement = sqlite.prepare(text)
      if (kept) return statement
      cache.set(text, statement)
      if (cache.size > size) cache.delete(cache.keys().next().value!)
      return statement
    },
  }
}
