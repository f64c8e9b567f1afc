import { config } from 'zod/mini'

/*
 * The site's content policy allows no eval (docs/architecture.md#static-files-logging-and-sessions).
 * The validation library is told so before any schema parses, instead of probing for eval,
 * which the browser reports as a policy violation. Imported by the form hook, which is where
 * the browser parses with zod: it runs before any form's schema is checked.
 */
config({ jitless: true })
