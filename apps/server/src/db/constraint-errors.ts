/*
 * What a refused write means, the same on both engines: PostgreSQL's SQLSTATE codes and
 * better-sqlite3's constraint codes.
 */

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' || typeof code === 'number' ? String(code) : ''
}

/** A unique key refused the row: another row already has this title, name or pair. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** A foreign key refused the write: another row still points at the one being removed. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}
