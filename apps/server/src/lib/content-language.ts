import type { Language } from '@aula/contract/common'

/*
 * Content in two languages (docs/product.md#content-languages-and-urls,
 * docs/decisions/035-content-in-two-languages.md): each row holds its Italian texts and
 * nullable English ones beside them.
 */

export interface TextInLanguage {
  text: string
  /** The language the text is actually in: 'it' when English was asked for but is missing. */
  lang: Language
}

/** The text in the reader's language: the English one when asked for and written. */
export function inLanguage(
  language: Language,
  italian: string,
  english: string | null | undefined,
): TextInLanguage {
  return language === 'en' && english
    ? { text: english, lang: 'en' }
    : { text: italian, lang: 'it' }
}

/** An optional English text as stored: null for none. */
export const storedEnglish = (text: string | undefined): string | null => text || null
