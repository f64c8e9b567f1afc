import texts from '../it.json'
import { textsOfFiles } from '../texts-of-files.ts'

/** What visitors read, one chunk per language: the site's texts and the form kit's (shared/). */
export default {
  ...texts,
  ...textsOfFiles(
    import.meta.glob<Record<string, unknown>>('../shared/*.it.json', {
      eager: true,
      import: 'default',
    }),
  ),
}
