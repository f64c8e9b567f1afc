import { expect, test } from '@playwright/test'
import { expectAccessible } from './support.ts'
import { logInAsAdmin, main, png, uniqueTitle } from './admin-support.ts'
import { catalog } from './catalog.ts'

/* Content in English (docs/product.md#content-languages-and-urls). */

const slug = (title: string) => encodeURIComponent(title.replace(/ /g, '-'))

test('an admin gives an article English texts; a visitor switching to English reads them at the English address', async ({
  page,
  browser,
}) => {
  const title = uniqueTitle('Lievitazione in frigorifero')
  const titleEn = uniqueTitle('Cold rising in the fridge')
  await logInAsAdmin(page)
  await page.goto('/aggiungiarticolo')
  await main(page)
    .getByRole('textbox', { name: /^Titolo/ })
    .fill(title)
  await main(page)
    .getByRole('textbox', { name: /^Introduzione/ })
    .fill('Il freddo rallenta.')
  await main(page).getByRole('textbox', { name: 'Contenuto', exact: true }).click()
  await page.keyboard.type('Quarantotto ore in frigorifero.')
  await main(page)
    .getByLabel(/^Immagine di copertina/)
    .setInputFiles(png('frigo.png'))
  await main(page).getByRole('button', { name: "Pubblica l'articolo" }).click()
  await expect(page.getByText('Articolo salvato con successo!')).toBeVisible()

  // The admin adds the English title and text beside the Italian ones.
  await page.goto(`/modifica-articolo/${slug(title)}`)
  await main(page).getByRole('textbox', { name: 'Inglese: Titolo' }).fill(titleEn)
  await main(page)
    .getByRole('textbox', { name: /^Inglese: Introduzione/ })
    .fill('Cold slows it down.')
  await main(page).getByRole('textbox', { name: 'Inglese: Contenuto' }).click()
  await page.keyboard.type('Forty-eight hours in the fridge.')
  await expectAccessible(page, 'the edit-article form in two languages')
  await main(page).getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(page.getByText('Articolo salvato con successo!')).toBeVisible()

  // A visitor reads it in Italian, then switches to English.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/articolo/${slug(title)}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  await visitor.getByRole('group', { name: 'Lingua' }).getByRole('button', { name: 'EN' }).click()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expect(visitor.getByText('Forty-eight hours in the fridge.')).toBeVisible()
  await expect(visitor).toHaveURL(new RegExp(`/articolo/${slug(titleEn)}\\?lang=en$`))

  // The English address, opened afresh, is served in English and names both addresses.
  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en')
  const alternate = (lang: string) =>
    visitor.locator(`head link[rel="alternate"][hreflang="${lang}"]`)
  await expect(alternate('en')).toHaveAttribute(
    'href',
    new RegExp(`/articolo/${slug(titleEn)}\\?lang=en$`),
  )
  await expect(alternate('it')).toHaveAttribute('href', new RegExp(`/articolo/${slug(title)}$`))
  await expect(alternate('x-default')).toHaveAttribute(
    'href',
    new RegExp(`/articolo/${slug(title)}$`),
  )
  // The Italian address still works.
  const italian = await visitor.request.get(`/articolo/${slug(title)}`, {
    headers: { cookie: 'aula_lang=it' },
  })
  expect(italian.status()).toBe(200)
  expect(await italian.text()).toContain(`<meta property="og:title" content="${title}">`)
})

test('an admin gives a video course an English title and intro; a visitor switching to English reads them at the English address', async ({
  page,
  browser,
  request,
}) => {
  const { onlineCourses } = await catalog(request)
  // The last one: the other journeys look at the first.
  const title = onlineCourses.at(-1)!.title
  const titleEn = uniqueTitle('Video course in English')
  await logInAsAdmin(page)
  await page.goto(`/modifica-corso-online/${slug(title)}`)
  await main(page)
    .getByRole('textbox', { name: /^Inglese: Titolo/ })
    .fill(titleEn)
  await main(page)
    .getByRole('textbox', { name: /^Inglese: Introduzione/ })
    .fill('Learn it at home, lesson by lesson.')
  await expectAccessible(page, 'the edit-video-course form in two languages')
  await main(page).getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(page.getByText('Corso salvato con successo!')).toBeVisible()

  // A visitor reads it in Italian, then switches to English.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/videocorso/${slug(title)}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  await visitor.getByRole('group', { name: 'Lingua' }).getByRole('button', { name: 'EN' }).click()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expect(visitor.getByText('Learn it at home, lesson by lesson.')).toBeVisible()
  await expect(visitor).toHaveURL(new RegExp(`/videocorso/${slug(titleEn)}\\?lang=en$`))

  // The English address, opened afresh, is served in English and names both addresses.
  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en')
  await expect(visitor.locator('head link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
    'href',
    new RegExp(`/videocorso/${slug(title)}$`),
  )
})
