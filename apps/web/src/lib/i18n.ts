import { isLanguage, type Language } from '@aula/contract/values/common'
import { Translator, type Texts } from './i18n/translator.ts'

/** The app's texts in the reader's language, switched at their request. */
export type I18n = Translator

export const LANGUAGE_STORAGE_KEY = 'aula.lang'
export const DEFAULT_LANGUAGE: Language = 'it'
export const LANGUAGES: readonly Language[] = ['it', 'en']
/** The same choice as a cookie, so the server renders the pages in it (docs/architecture.md#web). */
export const LANGUAGE_COOKIE = 'aula_lang'

/**
 * The texts come in parts, one chunk per part and language (src/locales/<part>/<lang>.ts):
 * what visitors read, and the member area's and the admin panel's screens, which only those
 * screens load (`loadTexts`). A visitor downloads the public texts of one language; the
 * other comes with the switch.
 */
export type TextPart = 'member' | 'admin'
export type Part = 'public' | TextPart

const loaders: Record<Part, Record<Language, () => Promise<{ default: Texts }>>> = {
  public: {
    it: () => import('#src/locales/public/it.ts'),
    en: () => import('#src/locales/public/en.ts'),
  },
  member: {
    it: () => import('#src/locales/member/it.ts'),
    en: () => import('#src/locales/member/en.ts'),
  },
  admin: {
    it: () => import('#src/locales/admin/it.ts'),
    en: () => import('#src/locales/admin/en.ts'),
  },
}

const loaded = new Map<string, Texts>()
const loading = new Map<string, Promise<Texts>>()
/** The parts every language is loaded with from now on: the screens that asked for theirs. */
const wanted = new Set<Part>(['public'])
/** The translations made so far, which a part asked for later joins. */
const instances = new Set<WeakRef<I18n>>()

/** A part's texts in `language`: at once when already here. */
function textsOf(part: Part, language: Language): Texts | Promise<Texts> {
  const key = `${part}.${language}`
  const texts = loaded.get(key)
  if (texts) return texts
  let pending = loading.get(key)
  if (!pending) {
    pending = loaders[part][language]().then(
      (module) => {
        loaded.set(key, module.default)
        loading.delete(key)
        return module.default
      },
      (error: unknown) => {
        // Tried again by the next screen or language switch that needs it.
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

/** Texts already at hand (tests have every part of both languages before any app starts). */
export function provideTexts(part: Part, language: Language, texts: Texts) {
  loaded.set(`${part}.${language}`, texts)
}

/**
 * A language's texts: its public texts and the parts wanted so far (each part has its own
 * top-level keys). At once when they are all here, so a translation made then is ready as
 * it is made.
 */
function textsIn(language: string): Texts | Promise<Texts> {
  if (!isLanguage(language)) return {}
  const parts = [...wanted].map((part) => textsOf(part, language))
  const merge = (all: Texts[]) => Object.assign({}, ...all) as Texts
  const here = parts.filter((part): part is Texts => !(part instanceof Promise))
  if (here.length === parts.length) return merge(here)
  return Promise.all(parts.map((part) => Promise.resolve(part))).then(merge)
}

function liveInstances(): I18n[] {
  const live: I18n[] = []
  for (const ref of instances) {
    const instance = ref.deref()
    if (instance) live.push(instance)
    else instances.delete(ref)
  }
  return live
}

/**
 * Loads a part of the texts for the screens that need it (called as their chunk loads, see
 * src/app/router.tsx), into every translation made so far (the languages it holds or is
 * fetching) and every language loaded later.
 */
export async function loadTexts(part: TextPart): Promise<void> {
  wanted.add(part)
  await Promise.all(
    liveInstances().flatMap((i18n) =>
      i18n.languages.flatMap((language) => {
        if (!isLanguage(language)) return []
        const texts = Promise.resolve(textsOf(part, language))
        return [texts.then((received) => i18n.addTexts(language, received))]
      }),
    ),
  )
}

/**
 * Resolves once `i18n` holds the texts of its language, or of `language` when given (the
 * texts of the parts loaded so far included): the app awaits it before its first render,
 * and a server renderer before rendering.
 */
export async function loadLanguage(i18n: I18n, language?: Language): Promise<void> {
  await i18n.loadLanguage(language ?? i18n.language)
}

export function storedLanguage(storage: Storage = window.localStorage): Language {
  try {
    const stored = storage.getItem(LANGUAGE_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

/** The UI language as the API expects it (e-mails are written in it). */
export function currentLanguage(i18n: I18n): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
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
  const instance = new Translator(lng, textsIn)
  instances.add(new WeakRef(instance))
  if (!storage) return instance
  document.documentElement.lang = lng
  // Only a switch is a choice to remember, not the language started in.
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
