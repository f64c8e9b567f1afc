import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { logInAsAdmin, main } from './admin-support.ts'
import { demo, payWithCard, registerMember, waitForMail } from './support.ts'

/*
 * Receipts (docs/product.md#receipts): a member pays a course with the demo card, gets the
 * receipt mail with its PDF and downloads the receipt from the member area; the admin sets
 * the school's fiscal data and downloads the period's orders as CSV for the accountant.
 */

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

test('a member pays and downloads the numbered receipt; the admin downloads the CSV of the period', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  // The admin sets the school's fiscal data first, so the receipt prints it.
  const admin = await (await browser.newContext()).newPage()
  await logInAsAdmin(admin)
  await admin.goto('/pannello')
  await main(admin)
    .getByRole('link', { name: /Dati fiscali/ })
    .click()
  await expect(admin.getByRole('heading', { name: 'Dati fiscali della scuola' })).toBeVisible()
  const fiscal = main(admin)
  await fiscal.getByRole('textbox', { name: /^Ragione sociale/ }).fill('Aula Scuola Pizza S.r.l.')
  await fiscal.getByRole('textbox', { name: /^Partita IVA/ }).fill('01234567890')
  await fiscal.getByRole('textbox', { name: /^Codice fiscale/ }).fill('01234567897')
  await fiscal.getByRole('textbox', { name: /^Sede legale/ }).fill('Via dei Forni 12, Roma')
  await fiscal.getByRole('button', { name: 'Salva' }).click()
  await expect(
    fiscal.getByText('Partita IVA non valida: servono 11 cifre con la cifra di controllo giusta.'),
  ).toBeVisible()
  await fiscal.getByRole('textbox', { name: /^Partita IVA/ }).fill('01234567897')
  await fiscal.getByRole('button', { name: 'Salva' }).click()
  await expect(admin.getByRole('status')).toContainText('Dati fiscali salvati')

  // The member buys a video course with the demo card.
  const member = await registerMember(page, {
    name: 'Lucia Verdi',
    inviteCode: demo.user.inviteCode,
  })
  await page.goto('/checkout/onlinecourse/Pizza-in-teglia-alla-romana')
  await payWithCard(page)
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible()

  const mail = await waitForMail(member.email, /Ricevuta/)
  expect(mail.attachments).toHaveLength(1)
  expect(mail.attachments[0]!.filename).toMatch(/^ricevuta-\d{4}-\d{6}\.pdf$/)
  expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')

  await page.goto('/utente')
  const receipts = page.getByRole('region', { name: 'Ricevute' })
  const item = receipts.getByRole('listitem').filter({ hasText: 'Pizza in teglia alla romana' })
  await expect(item).toContainText(/Ricevuta n\. \d{4}\/\d{6}/)
  const number = /Ricevuta n\. (\d{4}\/\d{6})/.exec((await item.textContent()) ?? '')![1]!
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: `Scarica il PDF della ricevuta n. ${number}` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`ricevuta-${number.replace('/', '-')}.pdf`)
  const pdf = fs.readFileSync((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

  // The admin exports the period that holds the payment.
  await admin.goto('/pannello/ordini')
  const exporter = admin.getByRole('region', { name: 'Esporta per il commercialista' })
  const today = new Date()
  await exporter
    .getByLabel('Dal', { exact: true })
    .fill(isoDay(new Date(today.getTime() - 7 * 86_400_000)))
  await exporter
    .getByLabel('Al', { exact: true })
    .fill(isoDay(new Date(today.getTime() + 86_400_000)))
  const [csv] = await Promise.all([
    admin.waitForEvent('download'),
    exporter.getByRole('link', { name: 'Scarica il CSV' }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/^ordini-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = fs
    .readFileSync((await csv.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
  expect(lines[0]).toContain('Numero ricevuta;Data;Acquirente;Codice fiscale')
  const line = lines.find((l) => l.startsWith(`${number};`))
  expect(line, 'the CSV line of the receipt').toContain('Lucia Verdi')
  expect(line).toContain('Pizza in teglia alla romana')
})
