import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  createI18n,
  currentLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  loadTexts,
} from '#src/lib/i18n.ts'
import { I18nProvider, useTranslation } from './react.tsx'
import { Translator, type Texts } from './translator.ts'

const texts: Record<string, Texts> = {
  it: { title: 'Corsi', count: '{{count}} corsi', count_one: '{{count}} corso' },
  en: { title: 'Courses', count: '{{count}} courses', count_one: '{{count}} course' },
}

let memoRuns = 0

function Page({ count }: { count: number }) {
  const { t, i18n } = useTranslation()
  // What a component keeps of `t` is made again with the language.
  const kept = useMemo(() => {
    memoRuns++
    return t('title')
  }, [t])
  return (
    <main lang={i18n.language}>
      <h1>{kept}</h1>
      <p>{t('count', { count })}</p>
      <p>{t('profile.title')}</p>
      <button type="button" onClick={() => void i18n.changeLanguage('en')}>
        EN
      </button>
    </main>
  )
}

const renderPage = (i18n: Translator, count = 1) =>
  render(
    <I18nProvider i18n={i18n}>
      <Page count={count} />
    </I18nProvider>,
  )

describe('a component using the texts', () => {
  it('shows them in the language of its translator', () => {
    renderPage(new Translator('it', (language) => texts[language] ?? {}), 3)
    expect(screen.getByRole('heading', { name: 'Corsi' })).toBeInTheDocument()
    expect(screen.getByText('3 corsi')).toBeInTheDocument()
  })

  it('redraws in the new language after a switch', async () => {
    memoRuns = 0
    renderPage(new Translator('it', (language) => texts[language] ?? {}))
    expect(screen.getByText('1 corso')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'EN' }))
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument()
    expect(screen.getByText('1 course')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en')
    expect(memoRuns).toBe(2)
  })

  it('redraws when a switch waits for its texts, once they come', async () => {
    let give: (texts: Texts) => void = () => undefined
    const i18n = new Translator('it', (language) =>
      language === 'it' ? texts.it! : new Promise<Texts>((resolve) => (give = resolve)),
    )
    renderPage(i18n)
    await userEvent.click(screen.getByRole('button', { name: 'EN' }))
    expect(screen.getByRole('heading', { name: 'Corsi' })).toBeInTheDocument()
    await act(async () => {
      give(texts.en!)
      await i18n.loadLanguage('en')
    })
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument()
  })

  it('shows a part of the texts added after it was drawn', () => {
    const i18n = new Translator('it', (language) => texts[language] ?? {})
    renderPage(i18n)
    expect(screen.getByText('profile.title')).toBeInTheDocument()
    act(() => i18n.addTexts('it', { profile: { title: 'Il tuo profilo' } }))
    expect(screen.getByText('Il tuo profilo')).toBeInTheDocument()
  })

  it('is rendered on the server in the translator’s language', () => {
    const html = renderToString(
      <I18nProvider i18n={new Translator('en', (language) => texts[language] ?? {})}>
        <Page count={2} />
      </I18nProvider>,
    )
    expect(html).toContain('<h1>Courses</h1>')
    expect(html).toContain('2 courses')
  })
})

describe('the app’s translations', () => {
  it('read the site’s plurals in Italian and in English', async () => {
    const i18n = createI18n(null, 'it')
    expect(i18n.t('onlineCourses.lessons', { count: 1 })).toBe('1 lezione')
    expect(i18n.t('onlineCourses.lessons', { count: 5 })).toBe('5 lezioni')
    await i18n.changeLanguage('en')
    expect(i18n.t('onlineCourses.lessons', { count: 1 })).toBe('1 lesson')
    expect(i18n.t('onlineCourses.lessons', { count: 0 })).toBe('0 lessons')
    expect(currentLanguage(i18n)).toBe('en')
  })

  it('set the page’s language, and remember a switch but not the language started in', async () => {
    const i18n = createI18n(window.localStorage, 'en')
    expect(document.documentElement.lang).toBe('en')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull()
    await i18n.changeLanguage('it')
    expect(document.documentElement.lang).toBe('it')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it')
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=it`)
  })

  it('take in the member area’s texts when its screens load', async () => {
    const i18n = createI18n(null, 'it')
    await loadTexts('member')
    expect(i18n.t('profile.personal.title')).toBe('Dati personali')
    await i18n.changeLanguage('en')
    expect(i18n.t('profile.personal.title')).toBe('Personal information')
  })
})
