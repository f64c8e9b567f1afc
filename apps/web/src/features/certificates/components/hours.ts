import type { Language } from '@aula/contract/values/common'

/** Hours as the reader's language writes them: `1,5` / `1.5`. */
export function hoursText(hours: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    maximumFractionDigits: 1,
  }).format(hours)
}
