import { expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import type { TestApp } from '#test/helper.ts'

/*
 * What every kind of content read in two languages answers alike
 * (docs/product.md#content-languages-and-urls): an untranslated item in Italian, saying so;
 * the kept answers of the two languages apart; an item found by either title. Each kind's
 * test file calls bilingualReadTests inside its describe.
 */

/** An item as its read answers it, in the fields these tests look at. */
interface ReadItem {
  id: number
  title: string
  titles: { it: string; en: string | null }
  languages: { title: string }
}

export interface BilingualKind {
  t: TestApp
  /** How the tests name the kind: 'an article', 'a course'. */
  name: string
  uniqueTitle: (base: string) => string
  /** Creates one through the admin's form, with these English fields if any. */
  create: (
    title: string,
    english?: Record<string, string>,
  ) => Promise<{ id: number; title: string }>
  /** The English fields of a form, with this English title. */
  english: (titleEn: string) => Record<string, string>
  /** The address of one by a title in its URL form. */
  url: (slug: string) => string
  /** The item in an answer of that address. */
  itemOf: (json: unknown) => ReadItem
}

export function bilingualReadTests(kind: BilingualKind): void {
  const read = async (slug: string, query = '', headers: Record<string, string> = {}) => {
    const res = await kind.t.app.inject({
      method: 'GET',
      url: `${kind.url(slug)}${query}`,
      headers,
    })
    expect(res.statusCode, res.body).toBe(200)
    return kind.itemOf(res.json())
  }

  it(`answers ${kind.name} never translated in Italian with lang=en, and says so`, async () => {
    const untranslated = await kind.create(kind.uniqueTitle('Non tradotto'))
    const fallback = await read(titleToSlug(untranslated.title), '?lang=en')
    expect(fallback.title).toBe(untranslated.title)
    expect(fallback.languages.title).toBe('it')
    expect(fallback.titles.en).toBeNull()
  })

  it('keeps the two languages apart in the kept answers', async () => {
    const titleEn = kind.uniqueTitle('Kept apart')
    const created = await kind.create(kind.uniqueTitle('Tenuti distinti'), kind.english(titleEn))
    const slug = titleToSlug(created.title)
    for (let round = 0; round < 2; round++) {
      expect((await read(slug)).title).toBe(created.title)
      expect((await read(slug, '?lang=en')).title).toBe(titleEn)
      expect((await read(slug, '?lang=it')).title).toBe(created.title)
    }
    // The visitor's browser language never changes a JSON answer.
    const browser = await read(slug, '', { 'accept-language': 'en-GB,en;q=0.9' })
    expect(browser.title).toBe(created.title)
  })

  it(`finds ${kind.name} by its English title, and by its Italian one as before`, async () => {
    const titleEn = kind.uniqueTitle('English address')
    const created = await kind.create(kind.uniqueTitle('Indirizzo italiano'), kind.english(titleEn))
    expect((await read(titleToSlug(titleEn).toLowerCase())).id).toBe(created.id)
    expect((await read(titleToSlug(created.title))).id).toBe(created.id)
    expect((await read(titleToSlug(titleEn), '?lang=en')).title).toBe(titleEn)
  })
}
