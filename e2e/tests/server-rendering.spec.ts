import { expect, test, type Page } from '@playwright/test'
import { catalog, slug } from './catalog.ts'

/*
 * The public pages arrive rendered by the server and the browser takes them over
 * (docs/architecture.md#web): their content reads before, and without, any script, and
 * taking them over raises no error.
 */

test('public pages come with their content and are taken over without an error or issue', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { courses, onlineCourses, articles } = await catalog(request)
  const pages = [
    '/',
    '/corsi',
    `/course/${slug(courses[0]!.title)}`,
    '/videocorsi',
    `/videocorso/${slug(onlineCourses[0]!.title)}`,
    '/articoli',
    `/articolo/${slug(articles[0]!.title)}`,
    '/formatori',
    '/calendario',
    '/faq',
    '/chisiamo',
    '/contatti',
  ]
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  // What the browser's issues panel would list: a content-policy violation, a cookie refused.
  const issues: string[] = []
  const devtools = await page.context().newCDPSession(page)
  devtools.on('Audits.issueAdded', ({ issue }) =>
    issues.push(`${page.url()}: ${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`),
  )
  await devtools.send('Audits.enable')
  for (const url of pages) {
    const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text()
    expect(html, url).toMatch(/<div id="root"><.*<h1[ >]/s)
    expect(html, url).toContain('<script type="application/json" id="aula-state">')
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(errors).toEqual([])
  expect(issues).toEqual([])
})

/** The scripts a page fetched, by chunk name (the build's name without its hash). */
function fetchedScripts(page: Page) {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    names.push(
      new URL(request.url()).pathname
        .split('/')
        .pop()!
        .replace(/-[\w-]{8}\.js$/, ''),
    )
  })
  return names
}

test('a public page starts without form code or the HTML cleaner, and fetches each when needed', async ({
  page,
  request,
}) => {
  const { articles } = await catalog(request)
  await page.setViewportSize({ width: 390, height: 740 })
  const scripts = fetchedScripts(page)
  await page.goto(`/articolo/${slug(articles[0]!.title)}`)
  await page.waitForLoadState('networkidle')

  // The article's text is the server's, already cleaned: the browser's cleaner is not fetched.
  await expect(page.locator('main .rich-text').first()).not.toBeEmpty()
  // Nor are the form library and its rules: the footer's form is far below the screen.
  const footer = page.getByRole('contentinfo')
  const email = footer.getByLabel('La tua e-mail')
  await expect(email).toBeDisabled()
  expect(scripts).not.toContain('purify.es')
  expect(scripts).not.toContain('zod')
  expect(scripts).not.toContain('use-endpoint-form')

  // Coming near, the form's code arrives and the form takes the server's over.
  await footer.scrollIntoViewIfNeeded()
  await expect(email).toBeEnabled()
  expect(scripts).toContain('use-endpoint-form')

  // An article the browser renders itself is cleaned there, once the cleaner has arrived.
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click()
  await page.getByRole('banner').getByRole('link', { name: 'Articoli' }).click()
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: articles[1]!.title }) })
    .getByRole('link', { name: "Leggi l'articolo" })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[1]!.title)
  await expect(page.locator('main .rich-text').first()).not.toBeEmpty()
  expect(scripts).toContain('purify.es')
})

test('an article the browser renders says so when its HTML cleaner cannot be fetched', async ({
  page,
  request,
}) => {
  const { articles } = await catalog(request)
  await page.route('**/purify.es-*.js', (route) => route.abort())
  await page.goto('/articoli')
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: articles[0]!.title }) })
    .getByRole('link', { name: "Leggi l'articolo" })
    .click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]!.title)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Non siamo riusciti a caricare i contenuti. Controlla la connessione e riprova.',
  )
  await expect(page.getByRole('main').getByRole('button', { name: 'Riprova' })).toBeVisible()
})

test('the course list and a course read without JavaScript', async ({ browser, request }) => {
  const { courses } = await catalog(request)
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'it-IT' })
  const page = await context.newPage()
  await page.goto('/corsi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corsi in presenza')
  const main = page.getByRole('main')
  for (const course of courses) await expect(main.getByText(course.title).first()).toBeVisible()
  await page.goto(`/course/${slug(courses[0]!.title)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(courses[0]!.title)
  await context.close()
})

test('a visitor who picked English gets the pages in English from the server', async ({ page }) => {
  await page.goto('/corsi')
  await page.getByRole('group', { name: 'Lingua' }).getByRole('button', { name: 'EN' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // The page's own request carries the choice: the HTML is English before any script runs.
  const html = await (await page.request.get('/faq', { headers: { accept: 'text/html' } })).text()
  expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/)
  expect(html).toContain('Frequently asked questions')
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
})

test('a form and the footer taken over apart never share an id: each label names its own field', async ({
  page,
}) => {
  // A server-rendered page, its footer form the server's until it comes near the screen;
  // the registration form is then rendered by the browser, after a click.
  await page.goto('/videocorso/Pizza-napoletana-a-casa')
  await page.getByRole('main').getByRole('link', { name: 'Registrati', exact: true }).click()
  const main = page.getByRole('main')
  await expect(main.getByLabel('Nome e cognome')).toBeEnabled()
  // Each field is named by its own label only.
  await expect(main.getByRole('textbox', { name: 'Nome e cognome', exact: true })).toHaveCount(1)
  await expect(main.getByLabel('E-mail')).toHaveCount(1)
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByLabel('La tua e-mail')).toBeEnabled()
  await expect(main.getByRole('textbox', { name: 'Nome e cognome', exact: true })).toHaveCount(1)
  const repeated = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id)
    return ids.filter((id, index) => ids.indexOf(id) !== index)
  })
  expect(repeated).toEqual([])
})

test('a search typed before the page’s script arrives still filters the list', async ({
  page,
  request,
}) => {
  const { courses } = await catalog(request)
  // The page's scripts are held back until the visitor has typed.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/corsi', { waitUntil: 'commit' })
  const main = page.getByRole('main')
  const cards = main.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()
  expect(all).toBeGreaterThan(1)
  const wanted = courses[0]!.title
  await main.getByLabel('Cerca un corso').fill(wanted)

  release()
  await expect.poll(() => cards.count()).toBeLessThan(all)
  await expect(cards.filter({ hasText: wanted }).first()).toBeVisible()
  await expect(main.getByLabel('Cerca un corso')).toHaveValue(wanted)
})
