import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { logInAsAdmin, png } from './admin-support.ts'
import { demo, expectAccessible, payWithCard, registerMember, waitForMail } from './support.ts'

const section = (page: Page, name: string) => page.getByRole('region', { name })

async function buy(page: Page, title: string) {
  await page.goto(`/checkout/onlinecourse/${title.replace(/ /g, '-')}`)
  await payWithCard(page)
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible()
}

/** The admin's page in a browser of their own, as another person at another desk. */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await logInAsAdmin(page)
  await page.goto('/visualizzaclienti')
  return page
}

/** Rejects a waiting row on /visualizzaclienti, giving the member a reason. */
async function rejectWithReason(row: Locator, reason: string) {
  await row.getByRole('button', { name: 'Rifiuta' }).click()
  const form = row.getByRole('form')
  await form.getByLabel('Motivo del rifiuto (facoltativo)').fill(reason)
  await form.getByRole('button', { name: 'Conferma il rifiuto' }).click()
}

async function uploadIdentity(page: Page) {
  const identity = section(page, "Verifica dell'identità")
  await identity.getByLabel('Tipo di documento').fill("Carta d'identità")
  await identity.getByLabel('Fronte del documento').setInputFiles(png('fronte.png', [30, 90, 160]))
  await identity.getByLabel('Retro del documento').setInputFiles(png('retro.png', [160, 90, 30]))
  await identity.getByRole('button', { name: 'Carica i documenti' }).click()
  await expect(identity.getByText('Documenti caricati con successo!')).toBeVisible()
  await expect(identity.getByText(/in corso/)).toBeVisible()
}

const earnings = (page: Page) =>
  section(page, 'Programma affiliati').getByRole('definition').filter({ hasText: '€' }).first()

test('a member goes from invite to payout, verified and approved by the school', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const member = await registerMember(page, {
    name: 'Chiara Russo',
    inviteCode: demo.user.inviteCode,
  })
  await page.goto('/utente')
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible()
  await expectAccessible(page, 'the profile')

  // Payout details: an IBAN with a wrong check digit is refused, the right one saved.
  const payout = section(page, 'Dati per i pagamenti')
  await payout.getByRole('button', { name: "Aggiungi l'IBAN" }).click()
  await payout.getByLabel('IBAN').fill('IT61X0542811101000000123456')
  await payout.getByRole('button', { name: 'Salva' }).click()
  await expect(payout.getByLabel('IBAN')).toHaveAccessibleDescription(/IBAN non valido/)
  await payout.getByLabel('IBAN').fill('IT60 X054 2811 1010 0000 0123 456')
  await payout.getByRole('button', { name: 'Salva' }).click()
  await expect(payout.getByText('IBAN salvato con successo.')).toBeVisible()
  await payout.getByRole('button', { name: 'Aggiungi il codice fiscale' }).click()
  await payout.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S')
  await payout.getByRole('button', { name: 'Salva' }).click()
  await expect(payout.getByText('Codice fiscale salvato con successo.')).toBeVisible()

  // Identity documents: which one, front and back, then the wait for the school.
  const identity = section(page, "Verifica dell'identità")
  await uploadIdentity(page)

  // The school opens both sides, and rejects them with a reason the member reads.
  const admin = await adminPage(browser)
  const documents = admin.getByRole('table', { name: /^Documenti/ })
  const docRow = documents.getByRole('row').filter({ hasText: member.email })
  await expect(docRow.getByText("Carta d'identità")).toBeVisible()
  await docRow.getByRole('button', { name: 'Fronte' }).click()
  const viewer = admin.getByRole('dialog')
  await expect(viewer.getByRole('img')).toBeVisible()
  await expectAccessible(admin, 'the client screen with a document open')
  await admin.keyboard.press('Escape')
  await expect(viewer).toHaveCount(0)
  await docRow.getByRole('button', { name: 'Rifiuta' }).click()
  await expectAccessible(admin, 'the client screen asking why a document is rejected')
  await docRow.getByLabel('Motivo del rifiuto (facoltativo)').fill('Il retro è sfocato.')
  await docRow.getByRole('button', { name: 'Conferma il rifiuto' }).click()
  await expect(docRow.getByRole('status')).toContainText('rifiutato con successo')
  const rejectedMail = await waitForMail(member.email, /Documento rifiutato/)
  expect(rejectedMail.text).toContain('Motivo: Il retro è sfocato.')

  await page.reload()
  await expect(identity.getByText('Documento rifiutato: Il retro è sfocato.')).toBeVisible()

  // A new upload, approved: the member is verified and told so.
  await uploadIdentity(page)
  await admin.reload()
  const newDocRow = documents.getByRole('row').filter({ hasText: member.email }).first()
  await expect(newDocRow.getByText('Da verificare')).toBeVisible()
  await newDocRow.getByRole('button', { name: 'Approva' }).click()
  await expect(newDocRow.getByRole('status')).toContainText('approvato con successo')
  await waitForMail(member.email, /Documento approvato/)

  await page.reload()
  await expect(identity.getByText(/Identità verificata/)).toBeVisible()

  // Someone joins with the member's invite code and buys a video course.
  // The first value shown there is the member's own invite code.
  const code = await section(page, 'Programma affiliati').locator('output').first().innerText()
  const friend = await (await browser.newContext()).newPage()
  await registerMember(friend, { name: 'Luca Gallo', inviteCode: code.trim() })
  await buy(friend, 'Pizza napoletana a casa')

  await page.reload()
  await expect(earnings(page)).toHaveText(/5,00\s€/)
  const withdrawals = section(page, 'Prelievi')
  await withdrawals.getByRole('button', { name: 'Richiedi un prelievo' }).click()
  await expect(withdrawals.getByText('Prelievo richiesto con successo!')).toBeVisible()
  await expect(withdrawals.getByRole('list', { name: 'Prelievi richiesti' })).toContainText(
    'In attesa',
  )
  await expect(earnings(page)).toHaveText(/0,00\s€/)

  // The school sees where to pay it, approves it; the member sees it approved and is told.
  await admin.reload()
  const requests = admin.getByRole('table', { name: /^Richieste di prelievo/ })
  const firstRequest = requests.getByRole('row').filter({ hasText: member.email }).filter({
    hasText: '5,00',
  })
  await expect(firstRequest.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible()
  await expect(firstRequest.getByText('RSSMRA85T10A562S')).toBeVisible()
  await expect(
    firstRequest.getByRole('button', { name: "Copia l'IBAN di Chiara Russo" }),
  ).toBeVisible()
  await expectAccessible(admin, 'the client screen with payout details')
  await firstRequest.getByRole('button', { name: 'Approva' }).click()
  await expect(firstRequest.getByRole('status')).toContainText('approvata con successo')
  await waitForMail(member.email, /Prelievo approvato/)
  await page.reload()
  await expect(withdrawals.getByRole('list', { name: 'Prelievi richiesti' })).toContainText(
    'Approvato',
  )

  // A second request, rejected: the money is available again.
  await buy(friend, 'Pizza in teglia alla romana')
  await page.reload()
  await expect(earnings(page)).toHaveText(/4,00\s€/)
  await withdrawals.getByRole('button', { name: 'Richiedi un prelievo' }).click()
  await expect(withdrawals.getByText('Prelievo richiesto con successo!')).toBeVisible()
  await admin.reload()
  const secondRequest = requests.getByRole('row').filter({ hasText: member.email }).filter({
    hasText: '4,00',
  })
  await rejectWithReason(secondRequest, "L'IBAN va verificato con la banca.")
  await expect(secondRequest.getByRole('status')).toContainText('rifiutata con successo')
  const withdrawalMail = await waitForMail(member.email, /Prelievo rifiutato/)
  expect(withdrawalMail.text).toContain("Motivo: L'IBAN va verificato con la banca.")
  await page.reload()
  await expect(withdrawals.getByRole('list', { name: 'Prelievi richiesti' })).toContainText(
    "Prelievo rifiutato: L'IBAN va verificato con la banca.",
  )
  await expect(earnings(page)).toHaveText(/4,00\s€/)
})

test('a member who lacks payout details is told what to add first', async ({ page }) => {
  await registerMember(page, { name: 'Marta Conti', inviteCode: demo.user.inviteCode })
  await page.goto('/utente')
  await section(page, 'Prelievi').getByRole('button', { name: 'Richiedi un prelievo' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Per poter richiedere un prelievo devi prima inserire il tuo IBAN, Codice Fiscale e verificare la tua identità.',
  )
})
