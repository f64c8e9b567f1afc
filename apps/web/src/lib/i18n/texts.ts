/** A language's texts: keys to texts, or to more keys (`section.key`). */
export type Texts = { readonly [key: string]: unknown }

const isTree = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The text at a dotted key, if there is one. */
export function lookUp(texts: Texts, key: string): string | undefined {
  let found: unknown = texts
  for (const part of key.split('.')) {
    if (!isTree(found)) return undefined
    found = found[part]
  }
  return typeof found === 'string' ? found : undefined
}

/**
 * `into` with `texts` joined in, as a copy: where both have a text, the one of `into` stays.
 * `into` itself when `texts` brings nothing new.
 */
export function mergeTexts(into: Texts, texts: Texts): Texts {
  let merged: Record<string, unknown> | null = null
  for (const [key, value] of Object.entries(texts)) {
    const here = into[key]
    let joined: unknown = here
    if (here === undefined) joined = isTree(value) ? mergeTexts({}, value) : value
    else if (isTree(here) && isTree(value)) joined = mergeTexts(here, value)
    if (joined === here) continue
    merged ??= { ...into }
    merged[key] = joined
  }
  return merged ?? into
}

/** What a placeholder can be given. */
export type TextValue = string | number | boolean | null | undefined

const PLACEHOLDER = /\{\{(.+?)\}\}/g

/**
 * `text` with each `{{name}}` replaced by the value of `name`, as it is (texts are not
 * HTML: React escapes what it renders). A value left empty (null, undefined) gives nothing;
 * a name not given at all leaves its placeholder in place.
 */
export function interpolate(text: string, values?: { readonly [name: string]: TextValue }): string {
  if (!values || !text.includes('{{')) return text
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const name = inside.trim()
    if (!Object.hasOwn(values, name)) return placeholder
    const value = values[name]
    return value === undefined || value === null ? '' : String(value)
  })
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** The plural form (one, other, many…) that `count` takes in `language`. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}
