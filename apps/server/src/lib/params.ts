import { titleKey } from '@aula/contract/common'

/**
 * A row id or a title in a path: the contract's schemas, the same the endpoint descriptions
 * use (docs/architecture.md#contract). A bad id is a 400, never a query that the database
 * refuses with a 500.
 */
export {
  IdParamsSchema,
  RowIdParamSchema as RowIdSchema,
  TITLE_PARAM_MAX,
  TitleParamsSchema,
} from '@aula/contract/endpoint'

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
