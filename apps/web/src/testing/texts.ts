import { LanguageSchema } from '@aula/contract/common'
import { provideTexts, type Part } from '#src/lib/i18n.ts'

/*
 * Every part of the texts in both languages, at hand before any app starts: a test's app
 * renders its first screen with its texts, and a language switch or an admin screen shows
 * its texts at once, as they would once their chunk is in the browser.
 */
const parts = import.meta.glob<Record<string, unknown>>('../locales/*/{it,en}.ts', {
  eager: true,
  import: 'default',
})
const PARTS: readonly Part[] = ['public', 'member', 'admin']

for (const [file, texts] of Object.entries(parts)) {
  const [, part, language] = /\/(\w+)\/(\w+)\.ts$/.exec(file) ?? []
  const known = PARTS.find((name) => name === part)
  const parsed = LanguageSchema.safeParse(language)
  if (!known || !parsed.success) throw new Error(`Unexpected texts file ${file}`)
  provideTexts(known, parsed.data, texts)
}
