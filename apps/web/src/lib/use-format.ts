import { useMemo } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { currentLanguage } from './i18n.ts'
import { formattersFor, type Formatters } from './format.ts'

/**
 * Dates, months and amounts in the language the reader chose; the component redraws
 * when the language changes.
 */
export function useFormat(): Formatters {
  const { i18n } = useTranslation()
  const language = currentLanguage(i18n)
  return useMemo(() => formattersFor(language), [language])
}
