/*
 * What the browser uses of `list-query.ts` before any form: no schemas, so a page starts
 * without building them (docs/architecture.md#contract).
 */

/** Items per page when `limit` is not given, and the most a page may ask for. */
export const LIST_LIMIT_DEFAULT = 12
export const LIST_LIMIT_MAX = 48
/** The last page anyone may ask for: far beyond any list, short of an absurd offset. */
export const LIST_PAGE_MAX = 10_000
