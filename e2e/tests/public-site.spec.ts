import { expect, test, type Page } from '@playwright/test'
import { catalog, slug } from './catalog.ts'
import { expectAccessible } from './support.ts'

const main = (page: Page) => page.getByRole('main')

test('a visitor browses from the home to a course, the calendar and the FAQ', async ({
  page,
  request,
}) => {
  const { courses } = await catalog(request)
  const latest = courses.slice(0, 2).map((c) => c.title)

  await page.goto('/')
  const latestSection = main(page).getByRole('region', { name: 'Gli ultimi corsi' })
  for (const title of latest) await expect(latestSection.getByText(title)).toBeVisible()
  await expect(
    main(page).getByRole('region', { name: 'Categorie dei corsi' }).first(),
  ).toBeVisible()
  await expect(main(page).getByText('Le parole dei nostri allievi')).toBeVisible()

  await latestSection.getByRole('link', { name: 'Dettagli' }).first().click()
  await expect(page).toHaveURL(/\/course\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest[0]!)
  const summary = main(page).getByRole('complementary', { name: 'Riepilogo del corso' })
  await expect(summary).toContainText('€')
  // A visitor is asked to log in before buying.
  await expect(summary.getByRole('link', { name: 'Accedi' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Richiedi informazioni' })).toHaveAttribute(
    'href',
    /\/modulo\?corso=/,
  )

  const dated = courses.find((c) => c.dateMode === 'date' && c.dataInizio)!
  await page.getByRole('banner').getByRole('link', { name: 'Calendario' }).click()
  await expect(page).toHaveURL(/\/calendario$/)
  const [year, month, day] = dated.dataInizio!.split('-').map(Number) as [number, number, number]
  const now = new Date()
  for (let i = 0; i < (year - now.getFullYear()) * 12 + month - 1 - now.getMonth(); i++) {
    await main(page).getByRole('button', { name: 'Mese successivo' }).click()
  }
  const dayButton = main(page).getByRole('button', { name: new RegExp(`^${day} .*${dated.title}`) })
  await dayButton.first().click()
  await expect(main(page).getByRole('link', { name: 'Vai al corso' }).first()).toBeVisible()

  await page.getByRole('contentinfo').getByRole('link', { name: /FAQ/ }).click()
  await expect(page).toHaveURL(/\/faq$/)
  const questions = main(page).getByRole('button', { expanded: false })
  await questions.nth(0).click()
  await expect(main(page).getByRole('button', { expanded: true })).toHaveCount(1)
  await main(page).getByRole('button', { expanded: false }).nth(1).click()
  // One answer open at a time.
  await expect(main(page).getByRole('button', { expanded: true })).toHaveCount(1)
  await expect(main(page)).toContainText('30 giorni')
})

test('courses and articles filter down to an empty result and back', async ({ page }) => {
  await page.goto('/corsi')
  const cards = main(page).getByRole('link', { name: 'Dettagli' })
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()
  await main(page).getByLabel('Cerca un corso').fill('napoletana')
  await expect.poll(() => cards.count()).toBeLessThan(all)
  await expect(cards.first()).toBeVisible()
  await main(page).getByLabel('Cerca un corso').fill('zzz nessun corso così')
  await expect(main(page).getByText('Nessun corso trovato')).toBeVisible()
  await main(page).getByRole('button', { name: 'Azzera i filtri' }).first().click()
  await expect.poll(() => cards.count()).toBe(all)

  await page.goto('/articoli')
  const articles = main(page).getByRole('link', { name: "Leggi l'articolo" })
  await expect(articles.first()).toBeVisible()
  const allArticles = await articles.count()
  const category = main(page).getByLabel('Categoria')
  const options = await category.locator('option').allTextContents()
  await category.selectOption({ label: options[1]! })
  await expect.poll(() => articles.count()).toBeLessThan(allArticles)
  await main(page).getByLabel('Cerca per titolo').fill('zzz nessun articolo')
  await expect(articles).toHaveCount(0)
  await expect(main(page).getByText('Nessun articolo trovato')).toBeVisible()
})

test('the same pages read in English after the switch', async ({ page, request }) => {
  const { courses } = await catalog(request)
  await page.goto('/corsi')
  await page.getByRole('group', { name: 'Lingua' }).getByRole('button', { name: 'EN' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Corsi in presenza')
  await expect(main(page).getByLabel('Category')).toBeVisible()
  await page.goto(`/course/${slug(courses[0]!.title)}`)
  await expect(main(page).getByRole('complementary', { name: /course summary/i })).toBeVisible()
  await page.goto('/faq')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true }),
  ).toBeVisible()
  await page.goto('/contatti')
  await expect(main(page).getByRole('button', { name: 'Send message' })).toBeVisible()

  // Every public page's heading, in English, and still free of serious accessibility faults.
  const headings: Array<[string, string]> = [
    ['/chisiamo', 'About us'],
    ['/servizi', 'Services'],
    ['/videocorsi', 'Video courses'],
    ['/formatori', 'Our trainers'],
    ['/articoli', 'Articles'],
    ['/calendario', 'Course calendar'],
    ['/faq', 'Frequently asked questions'],
    ['/modulo', 'Request information'],
    ['/review', 'Leave a review'],
  ]
  for (const [path, heading] of headings) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  await expectAccessible(page, 'the review form in English')
})

test('a shared course link previews well without running any script', async ({ request }) => {
  const { courses } = await catalog(request)
  const course = courses.find((c) => c.dateMode === 'date')!
  const res = await request.get(`/course/${slug(course.title)}`, {
    headers: { accept: 'text/html' },
  })
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(`<title>${course.title} | Aula</title>`)
  expect(html).toContain(`<meta property="og:title" content="${course.title}">`)
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!),
  )
  expect(blocks.map((b) => b['@type'])).toEqual(
    expect.arrayContaining(['Course', 'EducationEvent']),
  )
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/course/${slug(course.title)}`)
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Disallow: \/pannello/)
})
