import { describe, expect, it } from 'vitest'
import { Translator, type Texts } from './translator.ts'

const italian: Texts = {
  greeting: 'Ciao {{name}}!',
  twice: '{{name}} e ancora {{ name }}',
  courses: { count: '{{count}} corsi trovati', count_one: '{{count}} corso trovato' },
  cart: { items: '{{count}} articoli', items_zero: 'Il carrello è vuoto' },
  menu: { main: { home: 'Pagina iniziale' } },
}
const english: Texts = {
  greeting: 'Hello {{name}}!',
  courses: { count: '{{count}} courses found', count_one: '{{count}} course found' },
  lessons: { count_one: 'one lesson', count_other: '{{count}} lessons' },
}

/** A source with both languages at hand. */
const atHand = (language: string) => (language === 'en' ? english : italian)

/** A source whose answers the test gives when it wants. */
function slowSource() {
  const asked = new Map<string, { give: (texts: Texts) => void; fail: () => void }>()
  const source = (language: string) =>
    new Promise<Texts>((resolve, reject) => {
      asked.set(language, { give: resolve, fail: () => reject(new Error('offline')) })
    })
  const answer = (language: string) => {
    const pending = asked.get(language)
    if (!pending) throw new Error(`${language} was never asked for`)
    return pending
  }
  return { source, answer, asked }
}

describe('a text', () => {
  const { t } = new Translator('it', atHand)

  it('is found by its key, nested keys through dots', () => {
    expect(t('menu.main.home')).toBe('Pagina iniziale')
  })

  it('is its key when there is none, or when the key leads to a group of texts', () => {
    expect(t('menu.main.contacts')).toBe('menu.main.contacts')
    expect(t('nowhere.at.all')).toBe('nowhere.at.all')
    expect(t('menu.main')).toBe('menu.main')
  })

  it('takes the values of its placeholders, each time they appear', () => {
    expect(t('greeting', { name: 'Giulia' })).toBe('Ciao Giulia!')
    expect(t('twice', { name: 'Pane' })).toBe('Pane e ancora Pane')
    expect(t('greeting', { name: 3 })).toBe('Ciao 3!')
  })

  it('keeps values as they are, markup included (React escapes what it renders)', () => {
    expect(t('greeting', { name: '<b>Tom & Jerry</b>' })).toBe('Ciao <b>Tom & Jerry</b>!')
  })

  it('leaves a placeholder no value was given for, and empties one given as nothing', () => {
    expect(t('greeting')).toBe('Ciao {{name}}!')
    expect(t('greeting', { other: 'x' })).toBe('Ciao {{name}}!')
    expect(t('greeting', { name: undefined })).toBe('Ciao !')
    expect(t('greeting', { name: null })).toBe('Ciao !')
  })
})

describe('plurals', () => {
  it('in Italian: one for 1, the key itself for 0 and for more', () => {
    const { t } = new Translator('it', atHand)
    expect(t('courses.count', { count: 1 })).toBe('1 corso trovato')
    expect(t('courses.count', { count: 0 })).toBe('0 corsi trovati')
    expect(t('courses.count', { count: 2 })).toBe('2 corsi trovati')
    expect(t('courses.count', { count: 1_000_000 })).toBe('1000000 corsi trovati')
  })

  it('in English: one for 1 only', () => {
    const { t } = new Translator('en', atHand)
    expect(t('courses.count', { count: 1 })).toBe('1 course found')
    expect(t('courses.count', { count: 0 })).toBe('0 courses found')
    expect(t('courses.count', { count: 1.5 })).toBe('1.5 courses found')
    expect(t('courses.count', { count: 12 })).toBe('12 courses found')
  })

  it('take the form named for the count when the texts have it, and _zero for none', () => {
    const english = new Translator('en', atHand)
    expect(english.t('lessons.count', { count: 1 })).toBe('one lesson')
    expect(english.t('lessons.count', { count: 4 })).toBe('4 lessons')
    const italian = new Translator('it', atHand)
    expect(italian.t('cart.items', { count: 0 })).toBe('Il carrello è vuoto')
    expect(italian.t('cart.items', { count: 1 })).toBe('1 articoli')
  })

  it('need a numeric count: without one the key itself is read', () => {
    const { t } = new Translator('it', atHand)
    expect(t('courses.count', { count: '1' })).toBe('1 corsi trovati')
    expect(t('courses.count')).toBe('{{count}} corsi trovati')
  })
})

describe('the language', () => {
  it('starts with its texts when the source has them at hand', () => {
    const i18n = new Translator('en', atHand)
    expect(i18n.language).toBe('en')
    expect(i18n.hasTexts('en')).toBe(true)
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('Hello Ann!')
  })

  it('changes at once when the texts are here, and tells who listens', async () => {
    const i18n = new Translator('it', atHand)
    const heard: string[] = []
    i18n.on('languageChanged', (language) => heard.push(language))
    const switched = i18n.changeLanguage('en')
    expect(i18n.language).toBe('en')
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('Hello Ann!')
    await switched
    expect(heard).toEqual(['en'])
  })

  it('changes only once its texts have come', async () => {
    const { source, answer } = slowSource()
    const i18n = new Translator('it', (language) =>
      language === 'it' ? italian : source(language),
    )
    const switched = i18n.changeLanguage('en')
    expect(i18n.language).toBe('it')
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('Ciao Ann!')
    answer('en').give(english)
    await switched
    expect(i18n.language).toBe('en')
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('Hello Ann!')
  })

  it('is the last one asked for when switches overlap', async () => {
    const { source, answer } = slowSource()
    const i18n = new Translator('it', (language) =>
      language === 'it' ? italian : source(language),
    )
    const toEnglish = i18n.changeLanguage('en')
    await i18n.changeLanguage('it')
    answer('en').give(english)
    await toEnglish
    expect(i18n.language).toBe('it')
    // English came all the same: the next switch is at once.
    void i18n.changeLanguage('en')
    expect(i18n.language).toBe('en')
  })

  it('stays as it was when the texts fail to come, and the next switch asks again', async () => {
    const { source, answer, asked } = slowSource()
    const i18n = new Translator('it', (language) =>
      language === 'it' ? italian : source(language),
    )
    const failing = i18n.changeLanguage('en')
    answer('en').fail()
    await failing
    expect(i18n.language).toBe('it')
    asked.clear()
    const again = i18n.changeLanguage('en')
    answer('en').give(english)
    await again
    expect(i18n.language).toBe('en')
  })

  it('loads texts without switching to them', async () => {
    const { source, answer } = slowSource()
    const i18n = new Translator('it', (language) =>
      language === 'it' ? italian : source(language),
    )
    const loading = i18n.loadLanguage('en')
    expect(i18n.languages).toEqual(['it', 'en'])
    answer('en').give(english)
    await loading
    expect(i18n.hasTexts('en')).toBe(true)
    expect(i18n.language).toBe('it')
  })
})

describe('texts added later', () => {
  it('join the language’s texts, keeping what is there', () => {
    const i18n = new Translator('it', atHand)
    i18n.addTexts('it', {
      menu: { main: { home: 'Altro', area: 'Area riservata' } },
      profile: { title: 'Il tuo profilo' },
    })
    expect(i18n.t('menu.main.home')).toBe('Pagina iniziale')
    expect(i18n.t('menu.main.area')).toBe('Area riservata')
    expect(i18n.t('profile.title')).toBe('Il tuo profilo')
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Ciao Ada!')
  })

  it('give a new view of the texts to those watching, only when something is new', () => {
    const i18n = new Translator('it', atHand)
    let changes = 0
    i18n.subscribe(() => changes++)
    const before = i18n.getSnapshot()
    i18n.addTexts('it', { profile: { title: 'Il tuo profilo' } })
    expect(changes).toBe(1)
    expect(i18n.getSnapshot()).not.toBe(before)
    expect(i18n.getSnapshot().t('profile.title')).toBe('Il tuo profilo')
    i18n.addTexts('it', { profile: { title: 'Il tuo profilo' } })
    i18n.addTexts('en', { profile: { title: 'Your profile' } })
    expect(changes).toBe(1)
  })
})
