import type { Language } from '@aula/contract/values/common'
import { currentLanguage } from './i18n.ts'
import { useTranslation } from './i18n/react.tsx'

/*
 * Content in two languages (docs/product.md#content-languages-and-urls): the public reads
 * ask for the visitor's language with `?lang=en`, and each item says which language each of
 * its texts is in (Italian where the English one is missing).
 */

/** The language the visitor reads the content in: the interface's. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation()
  return currentLanguage(i18n)
}

/** A public read's `lang`: only for English, so the Italian reads keep their addresses. */
export const langQuery = (language: Language): { lang?: 'en' } =>
  language === 'en' ? { lang: 'en' } : {}

/** The `lang` attribute of a text in another language than the page's (a fallback). */
export const langOf = (text: Language, page: Language): Language | undefined =>
  text === page ? undefined : text

/** The address of an item's page in a language: its title there, `?lang=en` for English. */
export function itemHref(
  href: (title: string) => string,
  titles: { it: string; en: string | null },
  language: Language,
): string {
  return language === 'en' ? `${href(titles.en || titles.it)}?lang=en` : href(titles.it)
}
