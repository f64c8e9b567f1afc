import { describe, expect, it } from 'vitest'

/** Every part of the texts (src/lib/i18n.ts), merged per language as the app merges them. */
const parts = import.meta.glob<Record<string, unknown>>('./*/{it,en}.ts', {
  eager: true,
  import: 'default',
})
const textsIn = (language: string) =>
  Object.assign(
    {},
    ...Object.entries(parts)
      .filter(([file]) => file.endsWith(`/${language}.ts`))
      .map(([, texts]) => texts),
  ) as Tree

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') keys.set(path, value)
    else flatten(value, path).forEach((text, nested) => keys.set(nested, text))
  }
  return keys
}

const italian = flatten(textsIn('it'))
const english = flatten(textsIn('en'))
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('translations', () => {
  it('have the same keys in Italian and English', () => {
    const onlyItalian = [...italian.keys()].filter((key) => !english.has(key))
    const onlyEnglish = [...english.keys()].filter((key) => !italian.has(key))
    expect({ onlyItalian, onlyEnglish }).toEqual({ onlyItalian: [], onlyEnglish: [] })
  })

  it('leave no text empty', () => {
    const empty = [...italian, ...english].filter(([, text]) => text.trim() === '')
    expect(empty).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const different = [...italian].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
    )
    expect(different).toEqual([])
  })

  it('hold the literal messages of the specification', () => {
    expect(italian.get('newsletter.success')).toBe(
      'Iscrizione alla newsletter avvenuta con successo.',
    )
    expect(italian.get('newsletter.error')).toBe("Errore durante l'iscrizione alla newsletter.")
    expect(italian.get('newsletter.networkError')).toBe('Errore di rete, riprova più tardi.')
    expect(italian.get('auth.verify.success')).toBe('La verifica è avvenuta con successo!')
    expect(italian.get('auth.verify.failure')).toBe('La verifica è fallita. Riprova.')
    expect(english.get('errore_password_non_corrispondono')).toBe(
      'The new password and confirmation do not match.',
    )
  })

  it('define every key the code names', () => {
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const tree = textsIn('it')
    const namespaces = Object.keys(tree).filter((key) => typeof tree[key] === 'object')
    const topLevel = Object.keys(tree).filter((key) => typeof tree[key] === 'string')
    // A quoted string is a key when it starts with one of our namespaces or is a top-level key.
    const keyLike = new RegExp(
      `['"\`]((?:${namespaces.join('|')})\\.[\\w.]+|${topLevel.join('|')})['"\`]`,
      'g',
    )
    const missing = new Set<string>()
    for (const [file, source] of Object.entries(sources)) {
      for (const match of source.matchAll(keyLike)) {
        const key = match[1]!
        if (!italian.has(key)) missing.add(`${key} (${file})`)
      }
    }
    expect([...missing]).toEqual([])
  })
})
