import {
  interpolate,
  lookUp,
  mergeTexts,
  pluralCategory,
  type Texts,
  type TextValue,
} from './texts.ts'

export type { Texts, TextValue } from './texts.ts'

/** The values a text's `{{name}}` placeholders take; a numeric `count` also picks the plural. */
export type TranslateOptions = { readonly [name: string]: TextValue }

/**
 * A text by its key (`section.key`, nested as in the texts files). With a numeric `count`,
 * the text for that count's plural form is taken when the language has one (`key_one`,
 * `key_other`, `key_zero` for none), else the key's own. A key with no text gives the key.
 */
export type TFunction = (key: string, options?: TranslateOptions) => string

/** What components read: the language and the function giving its texts as they are now. */
export interface TranslationView {
  readonly language: string
  readonly t: TFunction
}

interface Events {
  /** The language changed, once its texts are here. */
  languageChanged: string
  /** Texts joined a language's. */
  textsAdded: string
}
type Listener<T> = (value: T) => void

/** Where a language's texts come from: at once when they are at hand. */
export type TextSource = (language: string) => Texts | Promise<Texts>

/**
 * The texts of the app in one language at a time, switched at the reader's request: a
 * language's texts are fetched from `source` before the texts on screen change to it.
 */
export class Translator {
  #language: string
  readonly #source: TextSource
  readonly #texts = new Map<string, Texts>()
  /** The languages whose texts came from the source, and those on their way. */
  readonly #loaded = new Set<string>()
  readonly #loading = new Map<string, Promise<void>>()
  #changingTo: string | null = null
  readonly #listeners: { [E in keyof Events]: Set<Listener<Events[E]>> } = {
    languageChanged: new Set(),
    textsAdded: new Set(),
  }
  #view: TranslationView

  /** Starts in `language`, fetching its texts (at once when the source has them at hand). */
  constructor(language: string, source: TextSource) {
    this.#language = language
    this.#source = source
    this.#view = this.#makeView()
    // The caller waits with loadLanguage(), which asks again after a failure.
    this.loadLanguage(language).catch(() => undefined)
  }

  get language(): string {
    return this.#language
  }

  /** The languages this translator holds or is fetching texts for, its own first. */
  get languages(): string[] {
    return [...new Set([this.#language, ...this.#loaded, ...this.#loading.keys()])]
  }

  /** The current language's view; a new one after every change (see subscribe). */
  readonly getSnapshot = (): TranslationView => this.#view

  /** Calls `onChange` after every change of language or of the current language's texts. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    const offLanguage = this.on('languageChanged', onChange)
    const offTexts = this.on('textsAdded', (language) => {
      if (language === this.#language) onChange()
    })
    return () => {
      offLanguage()
      offTexts()
    }
  }

  /** A text of the current language (see TFunction). */
  t: TFunction = (key, options) => this.#view.t(key, options)

  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    const listeners = this.#listeners[event] as Set<Listener<Events[E]>>
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  /** Whether `language`'s texts came from the source. */
  hasTexts(language: string): boolean {
    return this.#loaded.has(language)
  }

  /** Adds texts to `language`'s; a key already there keeps its text. */
  addTexts(language: string, texts: Texts) {
    const here = this.#texts.get(language) ?? {}
    const merged = mergeTexts(here, texts)
    if (merged === here && this.#texts.has(language)) return
    this.#texts.set(language, merged)
    if (language === this.#language) this.#view = this.#makeView()
    this.#emit('textsAdded', language)
  }

  /** Resolves once `language`'s texts are here; fetches them unless they are or are coming. */
  loadLanguage(language: string): Promise<void> {
    return this.#load(language) ?? Promise.resolve()
  }

  /**
   * Switches to `language` once its texts are here: at once when they already are. When
   * several switches overlap the last one asked for wins; one whose texts fail to come
   * leaves the language as it was (the next switch fetches them again).
   */
  changeLanguage(language: string): Promise<void> {
    this.#changingTo = language
    const loading = this.#load(language)
    if (!loading) {
      this.#switchTo(language)
      return Promise.resolve()
    }
    return loading.then(
      () => this.#switchTo(language),
      () => {
        if (this.#changingTo === language) this.#changingTo = null
      },
    )
  }

  /** Null when the texts are here, else their promise. */
  #load(language: string): Promise<void> | null {
    if (this.#loaded.has(language)) return null
    const pending = this.#loading.get(language)
    if (pending) return pending
    const texts = this.#source(language)
    if (!(texts instanceof Promise)) {
      this.#received(language, texts)
      return null
    }
    const loading = texts.then(
      (received) => {
        this.#loading.delete(language)
        this.#received(language, received)
      },
      (error: unknown) => {
        this.#loading.delete(language)
        throw error
      },
    )
    this.#loading.set(language, loading)
    return loading
  }

  #received(language: string, texts: Texts) {
    this.#loaded.add(language)
    this.addTexts(language, texts)
  }

  #switchTo(language: string) {
    if (this.#changingTo !== language) return
    this.#changingTo = null
    this.#language = language
    this.#view = this.#makeView()
    this.#emit('languageChanged', language)
  }

  #emit<E extends keyof Events>(event: E, value: Events[E]) {
    for (const listener of [...this.#listeners[event]]) listener(value)
  }

  #makeView(): TranslationView {
    const language = this.#language
    const texts = this.#texts.get(language) ?? {}
    const t: TFunction = (key, options) => {
      const count = options?.count
      let text: string | undefined
      if (typeof count === 'number') {
        if (count === 0) text = lookUp(texts, `${key}_zero`)
        text ??= lookUp(texts, `${key}_${pluralCategory(language, count)}`)
      }
      text ??= lookUp(texts, key)
      return interpolate(text ?? key, options)
    }
    return { language, t }
  }
}
