import { expect, test, type Page } from '@playwright/test'
import { linkIn } from '@aula/testkit/outbox'
import {
  baseURL,
  demo,
  expectAccessible,
  freshEmail,
  logIn,
  sitePathIn,
  waitForMail,
} from './support.ts'
import { AuthEndpoints } from '@aula/contract/auth'

const header = (page: Page) => page.getByRole('banner')
const main = (page: Page) => page.getByRole('main')

test('a newcomer registers with an invite code, verifies by e-mail, logs in and out', async ({
  page,
}) => {
  const email = freshEmail('nuovo')
  const password = 'una password sicura'

  await page.goto(`/register?invite=${demo.admin.inviteCode}`)
  await expect(main(page).getByLabel('Codice invito')).toHaveValue(demo.admin.inviteCode)
  await expectAccessible(page, 'the registration form')
  await main(page).getByLabel('Nome e cognome').fill('Lucia Verdi')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await main(page).getByLabel('Conferma password').fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByRole('status')).toContainText('Ti abbiamo inviato un')

  // Not verified yet: a wrong password is just invalid, the right one is told to verify.
  await page.goto('/login')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill('non è la password')
  await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByRole('alert')).toContainText('Credenziali non valide')
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByRole('alert')).toContainText('Email non ancora verificata')
  await expectAccessible(page, 'the login of an unverified account')
  await main(page).getByRole('button', { name: 'Invia di nuovo il link di verifica' }).click()
  await expect(main(page).getByRole('status')).toContainText('Ti abbiamo inviato un nuovo link')

  const mail = await waitForMail(email, /Conferma la tua registrazione/)
  expect(mail.text).toContain('Lucia Verdi')
  await page.goto(sitePathIn(mail, '/verifica-registrazione/'))
  await expect(page.getByText('La verifica è avvenuta con successo!')).toBeVisible()
  await expectAccessible(page, 'the verification page')

  await logIn(page, email, password)
  await expect(header(page).getByRole('link', { name: 'Profilo' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Pannello' })).toHaveCount(0)
  await expect(header(page).getByRole('link', { name: 'Accedi' })).toHaveCount(0)

  await header(page).getByRole('button', { name: 'Esci' }).click()
  await expect(header(page).getByRole('link', { name: 'Accedi' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Profilo' })).toHaveCount(0)
  // The ended session stays ended after a reload.
  await page.reload()
  await expect(header(page).getByRole('link', { name: 'Accedi' })).toBeVisible()
})

test('registration shows the server refusals: a known e-mail and a wrong invite code', async ({
  page,
}) => {
  await page.goto('/register')
  await main(page).getByLabel('Nome e cognome').fill('Mario Doppio')
  await main(page).getByLabel('E-mail').fill(demo.user.email)
  await main(page).getByLabel('Password', { exact: true }).fill('una password sicura')
  await main(page).getByLabel('Conferma password').fill('una password diversa')
  await main(page).getByLabel('Codice invito').fill(demo.admin.inviteCode)
  await page.getByRole('main').getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByText('Le password non corrispondono.')).toBeVisible()

  await main(page).getByLabel('Conferma password').fill('una password sicura')
  await page.getByRole('main').getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByRole('alert')).toContainText('Esiste già un account con questa e-mail')

  await main(page).getByLabel('E-mail').fill(freshEmail('invito'))
  await main(page).getByLabel('Codice invito').fill('NONESISTE')
  await page.getByRole('main').getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByRole('alert')).toContainText('Il codice invito non è valido')
})

test('a forgotten password is reset through the mailed link, which works once', async ({
  page,
  request,
}) => {
  // A fresh account, so other journeys keep the demo passwords.
  const email = freshEmail('reset')
  const reg = await request.post(AuthEndpoints.generateToken.path, {
    data: {
      name: 'Anna Reset',
      email,
      password: 'la vecchia password',
      usedAffiliateCode: demo.user.inviteCode,
    },
  })
  expect(reg.status()).toBe(200)
  const verify = await waitForMail(email, /Conferma/)
  const token = sitePathIn(verify, '/verifica-registrazione/').split('/').at(-1)
  expect((await request.post(AuthEndpoints.register.path, { data: { token } })).status()).toBe(200)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Password dimenticata?' }).click()
  await expect(page).toHaveURL(/\/resetpassword$/)
  await expectAccessible(page, 'the reset request form')
  await main(page).getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Invia il link' }).click()
  await expect(page.getByRole('status')).toContainText('riceverai a breve')

  const mail = await waitForMail(email, /Reimposta la password/)
  const resetPath = sitePathIn(mail, '/reset-password/')
  await page.goto(resetPath)
  await page.getByRole('button', { name: 'Verifica il link' }).click()
  await expect(page.getByText('Il link è valido')).toBeVisible()
  await expectAccessible(page, 'the new password form')
  await main(page).getByLabel('Nuova password', { exact: true }).fill('la nuova password')
  await main(page).getByLabel('Conferma nuova password').fill('non la stessa')
  await page.getByRole('button', { name: 'Reimposta la password' }).click()
  await expect(page.getByText('Le password non corrispondono.')).toBeVisible()
  await main(page).getByLabel('Conferma nuova password').fill('la nuova password')
  await page.getByRole('button', { name: 'Reimposta la password' }).click()
  await expect(page.getByText('La password è stata reimpostata.')).toBeVisible()

  await logIn(page, email, 'la nuova password')
  await expect(header(page).getByRole('link', { name: 'Profilo' })).toBeVisible()

  // The link is spent.
  await page.goto(resetPath)
  await page.getByRole('button', { name: 'Verifica il link' }).click()
  await expect(page.getByText('Verifica del link non riuscita')).toBeVisible()
})

test('a member changes the password; the old one stops working', async ({ page, request }) => {
  const email = freshEmail('cambio')
  await request.post(AuthEndpoints.generateToken.path, {
    data: {
      name: 'Paolo Cambio',
      email,
      password: 'password di prima',
      usedAffiliateCode: demo.user.inviteCode,
    },
  })
  const verify = await waitForMail(email, /Conferma/)
  const token = sitePathIn(verify, '/verifica-registrazione/').split('/').at(-1)
  await request.post(AuthEndpoints.register.path, { data: { token } })

  await logIn(page, email, 'password di prima')
  await page.goto('/changepassword')
  await expectAccessible(page, 'the change password form')
  await main(page).getByLabel('Password attuale').fill('sbagliata del tutto')
  await main(page).getByLabel('Nuova password', { exact: true }).fill('password di dopo')
  await main(page).getByLabel('Conferma nuova password').fill('password diversa')
  await page.getByRole('button', { name: 'Aggiorna la password' }).click()
  await expect(page.getByText('La nuova password e la conferma non corrispondono.')).toBeVisible()

  await main(page).getByLabel('Conferma nuova password').fill('password di dopo')
  await page.getByRole('button', { name: 'Aggiorna la password' }).click()
  await expect(page.getByRole('alert')).toContainText('La password attuale non è corretta.')

  await main(page).getByLabel('Password attuale').fill('password di prima')
  await page.getByRole('button', { name: 'Aggiorna la password' }).click()
  await expect(page.getByRole('status')).toContainText('Password aggiornata')

  const old = await request.post(AuthEndpoints.login.path, {
    data: { email, password: 'password di prima' },
  })
  expect(old.status()).toBe(401)
  const fresh = await request.post(AuthEndpoints.login.path, {
    data: { email, password: 'password di dopo' },
  })
  expect(fresh.status()).toBe(200)
})

test('an admin sees the admin panel link, a user does not', async ({ page }) => {
  await logIn(page, demo.admin.email, demo.admin.password)
  await header(page).getByRole('link', { name: 'Pannello' }).click()
  await expect(page).toHaveURL(/\/pannello$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, 'the admin panel')
  await header(page).getByRole('button', { name: 'Esci' }).click()

  await logIn(page, demo.user.email, demo.user.password)
  await expect(header(page).getByRole('link', { name: 'Profilo' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Pannello' })).toHaveCount(0)
  await page.goto('/pannello')
  await expect(page).toHaveURL(/\/$/)
})

test('a visitor opening a member page lands on the login, which leads back there', async ({
  page,
}) => {
  await page.goto('/utente')
  await expect(page).toHaveURL(/\/login\?next=%2Futente$/)
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible()
  await expectAccessible(page, 'the login page')
  await page.goto('/changepassword')
  await expect(page).toHaveURL(/\/login\?next=%2Fchangepassword$/)
  await page.goto('/pannello')
  await expect(page).toHaveURL(/\/login\?next=%2Fpannello$/)

  await main(page).getByLabel('E-mail').fill(demo.admin.email)
  await main(page).getByLabel('Password', { exact: true }).fill(demo.admin.password)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/pannello$/)
})

test('signing in from a video course page comes back to it', async ({ page }) => {
  const coursePath = '/videocorso/Pizza-napoletana-a-casa'
  await page.goto(coursePath)
  await main(page).getByRole('link', { name: 'Accedi', exact: true }).click()
  await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent(coursePath)}`)
  await main(page).getByLabel('E-mail').fill(demo.user.email)
  await main(page).getByLabel('Password', { exact: true }).fill(demo.user.password)
  await main(page).getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(`${baseURL}${coursePath}`)
  await expect(header(page).getByRole('link', { name: 'Profilo' })).toBeVisible()
})

test('registering from a course page, verifying and logging in leads back to it', async ({
  page,
}) => {
  const coursePath = '/videocorso/Pizza-napoletana-a-casa'
  await page.goto(coursePath)
  await main(page).getByRole('link', { name: 'Registrati', exact: true }).click()

  const email = freshEmail('ritorno')
  const password = 'una password sicura'
  await main(page).getByLabel('Nome e cognome').fill('Rita Torno')
  await main(page).getByLabel('E-mail').fill(email)
  await main(page).getByLabel('Password', { exact: true }).fill(password)
  await main(page).getByLabel('Conferma password').fill(password)
  await main(page).getByLabel('Codice invito').fill(demo.user.inviteCode)
  await main(page).getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByRole('status')).toContainText('Ti abbiamo inviato un')

  // The mailed link carries the course; opening it in a fresh tab still leads there.
  const mail = await waitForMail(email, /Conferma la tua registrazione/)
  const link = new URL(linkIn(mail, `${baseURL}/verifica-registrazione/`))
  expect(link.searchParams.get('next')).toBe(coursePath)
  const tab = await page.context().newPage()
  await tab.goto(`${link.pathname}${link.search}`)
  await expect(tab.getByText('La verifica è avvenuta con successo!')).toBeVisible()
  await tab.getByRole('link', { name: "Vai all'accesso" }).click()
  await main(tab).getByLabel('E-mail').fill(email)
  await main(tab).getByLabel('Password', { exact: true }).fill(password)
  await main(tab).getByRole('button', { name: 'Accedi' }).click()
  await expect(tab).toHaveURL(`${baseURL}${coursePath}`)
})

test('a login link that names another site leads home', async ({ page }) => {
  for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example/']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`)
    await main(page).getByLabel('E-mail').fill(demo.user.email)
    await main(page).getByLabel('Password', { exact: true }).fill(demo.user.password)
    await main(page).getByRole('button', { name: 'Accedi' }).click()
    await expect(page).toHaveURL(`${baseURL}/`)
    await header(page).getByRole('button', { name: 'Esci' }).click()
    await expect(header(page).getByRole('link', { name: 'Accedi' })).toBeVisible()
  }
})

test('a logged-in member opening the login goes home', async ({ page }) => {
  await logIn(page, demo.user.email, demo.user.password)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/register')
  await expect(page).toHaveURL(/\/$/)
})

test('the language switch survives a reload and sets the page language', async ({ page }) => {
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await page.getByRole('group', { name: 'Lingua' }).getByRole('button', { name: 'EN' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expectAccessible(page, 'the login page in English')
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'IT' }).click()
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible()
})

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/non trovata|404/i)
  await expectAccessible(page, 'the 404 page')
})

test('the mobile menu opens and closes on its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const nav = page.getByRole('navigation', { name: 'Menu principale' })
  await expect(nav.getByRole('link', { name: 'Calendario' })).toBeVisible()
  await expectAccessible(page, 'the open mobile menu')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})
