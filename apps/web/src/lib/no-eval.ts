import { config } from 'zod/mini'

/*
 * The site's content policy allows no eval (docs/architecture.md#static-files-logging-and-sessions).
 * The validation library is told so before any schema parses, instead of probing for eval,
 * which the browser reports as a policy violation on every page. Imported first by the
 * browser's entry, since modules run in import order.
 */
config({ jitless: true })
