import { z } from 'zod/mini'

/*
 * The contract's schemas use zod's small build, which leaves error messages to a locale
 * chosen by the app: English, as the full build sets it, so a rule without its own message
 * answers the same words on the server and in the browser ("Invalid input: expected
 * string, received undefined"). A locale set earlier by the app wins.
 */
if (!z.config().localeError) z.config(z.locales.en())

export { z }
