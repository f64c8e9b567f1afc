import pg from 'pg'

/*
 * How the PostgreSQL pool reads values, so that a row reads the same on both engines and the
 * row types in database.ts hold (docs/architecture.md#boundaries). Given to each pool
 * (connect.ts) rather than set on the driver for the whole process.
 *
 * - int8 (count(*), sum() of integers, bigint columns such as asset.bytes) and numeric
 *   (sum() of bigints, avg()) come back as JS numbers, as SQLite gives them. Ids are int4
 *   already; money is integer cents. No value we store comes near 2^53 (90 000 billion euros
 *   in cents, 9 petabytes of file), so a number is exact; one that would not be fails the
 *   query instead of coming back rounded.
 * - bool (exists(), comparisons) comes back as 1 or 0, as SQLite gives it and as flag
 *   columns are stored (the `Flag` type).
 * - date, timestamp and timestamptz come back as text, as SQLite gives stored dates:
 *   'YYYY-MM-DD' for a date, ISO 8601 UTC for an instant. No column has these types (dates are
 *   text columns); this covers expressions, and keeps a date from turning into a Date at
 *   local midnight.
 */

const INT8 = 20
const NUMERIC = 1700
const BOOL = 16
const DATE = 1082
const TIMESTAMP = 1114
const TIMESTAMPTZ = 1184

/** An int8 as a number, refusing one that a JS number cannot hold exactly. */
export function parseInt8(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`An int8 read from the database is beyond 2^53: ${text}`)
  }
  return value
}

/** A numeric as a number, refusing one that a JS number cannot hold (NaN, ±Infinity). */
export function parseNumeric(text: string): number {
  const value = Number(text)
  if (!Number.isFinite(value)) {
    throw new RangeError(`A numeric read from the database is not a finite number: ${text}`)
  }
  return value
}

/** An instant as ISO 8601 UTC; a timestamp without time zone is taken as UTC. */
function instantParser(withZone: boolean) {
  const toDate = pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date | string
  return (text: string): string => {
    const date = toDate(withZone ? text : `${text}+00`)
    // 'infinity', and years Date cannot hold, stay as PostgreSQL wrote them.
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : text
  }
}

const textParsers: Record<number, (text: string) => unknown> = {
  [INT8]: parseInt8,
  [NUMERIC]: parseNumeric,
  [BOOL]: (text) => (text === 't' ? 1 : 0),
  [DATE]: (text) => text,
  [TIMESTAMP]: instantParser(false),
  [TIMESTAMPTZ]: instantParser(true),
}

export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && textParsers[oid]
      ? textParsers[oid]
      : (pg.types.getTypeParser(oid, format) as (
          text: string,
        ) => unknown)) as pg.CustomTypesConfig['getTypeParser'],
}
