import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LanguageSchema, type Language } from '@aula/contract/common'
import it from '#src/locales/it.json'
import en from '#src/locales/en.json'

export const LANGUAGE_STORAGE_KEY = 'aula.lang'
export const DEFAULT_LANGUAGE: Language = 'it'
export const LANGUAGES: readonly Language[] = ['it', 'en']
/** The same choice as a cookie, so the server renders the pages in it (docs/architecture.md#web). */
export const LANGUAGE_COOKIE = 'aula_lang'

type Texts = Record<string, unknown>

/**
 * The admin panel's and the member area's texts live in their own files
 * (src/locales/admin/<key>.<lang>.json, src/locales/member/<key>.<lang>.json), one per
 * screen family; each file becomes the top-level key <key>.
 */
const screenFiles = import.meta.glob<Texts>(
  ['../locales/admin/*.json', '../locales/member/*.json'],
  {
    eager: true,
    import: 'default',
  },
)

function withScreenTexts(base: Texts, language: Language): Texts {
  const merged: Texts = { ...base }
  for (const [file, texts] of Object.entries(screenFiles)) {
    const match = /\/([\w-]+)\.(it|en)\.json$/.exec(file)
    if (match?.[2] === language) merged[match[1]!] = texts
  }
  return merged
}

export const resources = {
  it: { translation: withScreenTexts(it, 'it') },
  en: { translation: withScreenTexts(en, 'en') },
} as const

export function storedLanguage(storage: Storage = window.localStorage): Language {
  try {
    const parsed = LanguageSchema.safeParse(storage.getItem(LANGUAGE_STORAGE_KEY))
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

/** The UI language as the API expects it (e-mails are written in it). */
export function currentLanguage(i18n: I18n): Language {
  const parsed = LanguageSchema.safeParse(i18n.resolvedLanguage ?? i18n.language)
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE
}

/**
 * The app's translations in `lng`: by default the language this browser chose; the server
 * renderer passes no storage and the visitor's language, and the page hydrates in the
 * language it was served in.
 */
export function createI18n(
  storage: Storage | null = window.localStorage,
  lng: Language = storage ? storedLanguage(storage) : DEFAULT_LANGUAGE,
): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    // Resources are bundled: initialising synchronously avoids a first render without text.
    initAsync: false,
  })
  if (!storage) return instance
  document.documentElement.lang = lng
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language
    rememberLanguage(storage, language)
  })
  return instance
}

/** Keeps the choice in storage and in the cookie the server reads (a year long). */
export function rememberLanguage(storage: Storage, language: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Without storage the choice lasts as long as the tab.
  }
}
