import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { lastMailTo, linkIn, type OutboxMail } from '@aula/testkit/outbox'
import { baseURL, dataDir } from '../playwright.config.ts'

export { baseURL }

/** The demo accounts seeded by the server (README "Demo logins"). */
export const demo = {
  admin: { email: 'admin@aula.local', password: 'aula-admin-2026', inviteCode: 'AULA2026' },
  user: { email: 'mario.rossi@aula.local', password: 'aula-utente-2026', inviteCode: 'MARIO2026' },
} as const

let counter = 0
/** An address nobody else in the run uses. */
export function freshEmail(prefix: string): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`
}

/** Waits for the newest mail to an address in the server's outbox. */
export async function waitForMail(to: string, subject?: RegExp): Promise<OutboxMail> {
  let mail: OutboxMail | undefined
  await expect
    .poll(() => (mail = lastMailTo(dataDir, to, subject)), {
      message: `a mail to ${to} in the outbox`,
      timeout: 10_000,
    })
    .toBeTruthy()
  return mail!
}

/** The site link in a mail, as a path to open in the browser. */
export function sitePathIn(mail: OutboxMail, prefix: string): string {
  return new URL(linkIn(mail, `${baseURL}${prefix}`)).pathname
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `accessibility of ${label}`,
  ).toEqual([])
}

/** Logs in through the form, as a person does, and waits for the home page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  const main = page.getByRole('main')
  await main.getByLabel('E-mail').fill(email)
  await main.getByLabel('Password', { exact: true }).fill(password)
  await main.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** A new member registered with an invite code, verified through the mailed link and logged in. */
export async function registerMember(
  page: Page,
  { name, inviteCode }: { name: string; inviteCode: string },
): Promise<{ email: string; password: string }> {
  const email = freshEmail(name.split(' ')[0]!.toLowerCase())
  const password = 'una password sicura'
  await page.goto(`/register?invite=${inviteCode}`)
  const main = page.getByRole('main')
  await main.getByLabel('Nome e cognome').fill(name)
  await main.getByLabel('E-mail').fill(email)
  await main.getByLabel('Password', { exact: true }).fill(password)
  await main.getByLabel('Conferma password').fill(password)
  await main.getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByRole('status')).toContainText('Ti abbiamo inviato un')
  const mail = await waitForMail(email, /Conferma la tua registrazione/)
  await page.goto(sitePathIn(mail, '/verifica-registrazione/'))
  await expect(page.getByText('La verifica è avvenuta con successo!')).toBeVisible()
  await logIn(page, email, password)
  return { email, password }
}

/** Pays on the checkout page with the demo provider's card form (the card that pays by default). */
export async function payWithCard(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  const form = page.getByRole('form', { name: 'Dati della carta' })
  await form.getByLabel('Numero della carta').fill(card)
  await form.getByLabel('Scadenza').fill('12/34')
  await form.getByLabel('CVC').fill('123')
  await form.getByRole('button', { name: /^Paga/ }).click()
}
