/*
 * What the browser uses of `courses.ts` before any form: no schemas, so a page starts without
 * building them (docs/architecture.md#contract).
 */

/** The month filter's value for the courses whose date is still to be set. */
export const UNDATED_MONTH = 'undated'
