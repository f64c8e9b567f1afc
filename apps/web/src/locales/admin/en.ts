import { textsOfFiles } from '../texts-of-files.ts'

/** The admin screens' texts in this language, loaded with those screens (src/lib/i18n.ts). */
export default textsOfFiles(
  import.meta.glob<Record<string, unknown>>('./*.en.json', { eager: true, import: 'default' }),
)
