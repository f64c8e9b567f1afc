/*
 * What the browser uses of `auth.ts` before any form: no schemas, so a page starts without
 * building them (docs/architecture.md#contract).
 */

export const NEXT_PATH_MAX = 1000

/**
 * A page of this site to return to after signing in: a path that starts with one "/".
 * "//host" and "/\host" are refused, since browsers read them as another site, and so is
 * any control character (browsers drop tabs and newlines, which could make "//" appear).
 */
export function isSafeNextPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= NEXT_PATH_MAX &&
    /^\/(?![/\\])/.test(value) &&
    ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
}

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
