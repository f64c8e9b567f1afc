/*
 * What the browser uses of `reviews.ts` before any form: no schemas, so a page starts without
 * building them (docs/architecture.md#contract).
 */

/** A rating scale of 1 to 5 stars, 5 by default. */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATING_DEFAULT = 5
