import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { TFunction, Translator } from './translator.ts'

const TranslatorContext = createContext<Translator | null>(null)

/** Gives the components below it the app's texts (see useTranslation). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>
}

/**
 * The texts in the reader's language (`t`) and the translator itself (`i18n`), to read or
 * switch the language. The component redraws when the language changes and when texts join
 * it (a screen's own part loaded later); `t` is then a new function, so what a component
 * keeps of it (useCallback, useMemo) is made again.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext)
  if (!i18n) throw new Error('useTranslation() needs an I18nProvider above it')
  const { t } = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot)
  return { t, i18n }
}
