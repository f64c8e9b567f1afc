import { expect, test, type Page } from '@playwright/test'
import { demo, logIn } from './support.ts'

/**
 * Every admin screen, with a sample id or title where the route needs one
 * (docs/product.md#routes).
 */
const ADMIN_ROUTES = [
  '/pannello',
  '/aggiungiistruttore',
  '/aggiungicorso',
  '/aggiungivideocorso',
  '/aggiungiarticolo',
  '/aggiungifaq',
  '/aggiungiargomento',
  '/invianewsletter',
  '/modifica-istruttore/1',
  '/modifica-faq/1',
  '/modifica-corso/Corso-base',
  '/modifica-argomento/1',
  '/modifica-recensione/1',
  '/modifica-articolo/Un-articolo',
  '/modifica-corso-online/Un-videocorso',
  '/pannello/recensioni',
  '/pannello/messaggi',
  '/pannello/ordini',
  '/visualizzaclienti',
]

/** The scripts the browser fetched that belong to the admin area. */
function adminScripts(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (request.resourceType() === 'script' && /\/assets\/[^/]*admin[^/]*\.js$/i.test(url)) {
      seen.push(url)
    }
  })
  return seen
}

test('a member opening any admin screen is sent away and never gets its code', async ({ page }) => {
  // Nineteen full page loads, each landing on a page with pictures and a video.
  test.setTimeout(180_000)
  const scripts = adminScripts(page)
  await logIn(page, demo.user.email, demo.user.password)
  for (const route of ADMIN_ROUTES) {
    await page.goto(route)
    await expect(page, `${route} sends a member away`).not.toHaveURL(
      new RegExp(`${route.replace(/[/.-]/g, '\\$&')}$`),
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Area amministrazione')).toHaveCount(0)
  }
  expect(scripts).toEqual([])
})

test('a visitor opening an admin screen lands on the login and gets no admin code', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const scripts = adminScripts(page)
  for (const route of ADMIN_ROUTES.filter((r) => r !== '/visualizzaclienti')) {
    await page.goto(route)
    // The login keeps the screen to come back to once the admin has signed in.
    await expect(page, `${route} asks a visitor to log in`).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === route,
    )
  }
  await page.goto('/visualizzaclienti')
  await expect(page).toHaveURL(/\/$/)
  // Public pages with admin icons load none of the admin code either.
  for (const route of ['/', '/corsi', '/videocorsi', '/articoli', '/formatori', '/faq']) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(scripts).toEqual([])
})
