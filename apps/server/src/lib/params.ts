import { z } from 'zod'
import { MAX_ROW_ID, titleKey } from '@aula/contract/common'

/**
 * A row id in a path: a positive integer that fits the column. Anything else is a 400, never
 * a query that the database refuses with a 500.
 */
export const RowIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive integer')
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_ROW_ID, 'must be a positive integer')

export const IdParamsSchema = z.object({ id: RowIdSchema })

/** The longest title a path may carry; longer ones cannot exist. */
export const TITLE_PARAM_MAX = 300

export const TitleParamsSchema = z.object({ title: z.string().max(TITLE_PARAM_MAX) })

/**
 * The key a title in a path is looked up by (titleKey: any case, hyphens as spaces), or null
 * when no stored title could match: empty, or with control characters other than white
 * space (PostgreSQL refuses a NUL outright).
 */
export function titleLookupKey(title: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(title)) return null
  return titleKey(title) || null
}
