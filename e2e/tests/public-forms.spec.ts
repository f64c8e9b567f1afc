import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, freshEmail, sitePathIn, waitForMail } from './support.ts'
import { ReviewEndpoints } from '@aula/contract/reviews'

const main = (page: Page) => page.getByRole('main')

test('a visitor sends the contact form; the school receives it by e-mail', async ({ page }) => {
  const email = freshEmail('contatto')
  await page.goto('/contatti')
  await expect(main(page).getByRole('region', { name: 'I nostri recapiti' })).toContainText(
    'Via dei Forni 12',
  )
  await expectAccessible(page, 'the contact page')
  const form = main(page)
  await form.getByLabel('Nome e cognome').fill('Carla Neri')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Telefono').fill('+39 333 765 4321')
  await form.getByLabel('Genere').selectOption({ label: 'Donna' })
  await form.getByLabel('Situazione lavorativa').selectOption({ label: 'Occupato/a' })
  await form
    .getByLabel('Messaggio')
    .fill('Vorrei sapere se il corso base è adatto a chi parte da zero.')
  await form.getByRole('button', { name: 'Invia messaggio' }).click()
  await expect(page.getByText('Messaggio inviato con successo!')).toBeVisible()
  await expect(form.getByLabel('Nome e cognome')).toHaveValue('')

  const mail = await waitForMail('info@aula.local', /Nuovo messaggio da Carla Neri/)
  expect(mail.text).toContain('adatto a chi parte da zero')
  expect(mail.headers['reply-to']).toContain(email)
})

test('the information request asks for the terms first, then is sent', async ({ page }) => {
  await page.goto('/modulo?corso=Corso-base-di-pizzaiolo')
  const form = main(page)
  await form.getByLabel('Nome', { exact: true }).fill('Giorgio')
  await form.getByLabel('Cognome').fill('Blu')
  await form.getByLabel('Data di nascita').fill('1990-05-14')
  await form.getByLabel('Città').fill('Torino')
  await form.getByLabel('E-mail').fill(freshEmail('modulo'))
  await form.getByLabel('Telefono').fill('+39 340 111 2222')
  await form.getByLabel('Corso di interesse').fill('Pizza napoletana professionale')
  await form.getByLabel('Obiettivo').fill('Aprire una pizzeria')
  await form.getByLabel('Budget (€)').fill('2500')
  await form.getByLabel('Messaggio').fill('Quando parte la prossima edizione?')
  await form.getByRole('button', { name: 'Invia richiesta' }).click()
  await expect(page.getByText('Devi accettare i termini e le condizioni.')).toBeVisible()
  await expectAccessible(page, 'the information request with its terms error')

  await form.getByLabel(/Accetto i termini/).check()
  await form.getByRole('button', { name: 'Invia richiesta' }).click()
  await expect(page.getByText('Messaggio inviato con successo!')).toBeVisible()
  const mail = await waitForMail('info@aula.local', /Richiesta di informazioni da Giorgio Blu/)
  expect(mail.text).toContain('Blu')
})

test('a visitor leaves a review, which waits for approval', async ({ page }) => {
  await page.goto('/review')
  const form = main(page)
  await expect(form.getByLabel('Valutazione')).toHaveValue('5')
  await expectAccessible(page, 'the review form')
  await form.getByLabel('Nome').fill('Sara E2E')
  await form.getByLabel('Valutazione').selectOption('4')
  await form.getByLabel('Commento').fill('Docenti preparati e tanta pratica al forno.')
  await form.getByRole('button', { name: 'Invia recensione' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: /dopo l'approvazione della scuola/ }),
  ).toBeVisible()

  const reviews = await (await page.request.get(ReviewEndpoints.list.path)).json()
  expect(reviews.reviews.map((r: { name: string }) => r.name)).not.toContain('Sara E2E')
})

test('a visitor subscribes in the footer, confirms by e-mail and unsubscribes', async ({
  page,
}) => {
  const email = freshEmail('news')
  await page.goto('/faq')
  const footer = page.getByRole('contentinfo')
  // The form's code arrives as the footer comes near the screen.
  await footer.scrollIntoViewIfNeeded()
  await footer.getByLabel('La tua e-mail').fill(email)
  await footer.getByRole('button', { name: 'Iscriviti' }).click()
  await expect(footer.getByText('Iscrizione alla newsletter avvenuta con successo.')).toBeVisible()

  const confirmation = await waitForMail(email, /Conferma l'iscrizione/)
  await page.goto(sitePathIn(confirmation, '/newsletter/conferma/'))
  await expect(page.getByText('Iscrizione confermata!')).toBeVisible()
  await expectAccessible(page, 'the newsletter confirmation page')

  const welcome = await waitForMail(email, /Benvenuto/)
  expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const unsubscribePath = sitePathIn(welcome, '/newsletter/disiscriviti/')
  await page.goto(unsubscribePath)
  // Opening the page alone changes nothing: it asks first.
  const button = page.getByRole('button', { name: 'Conferma la disiscrizione' })
  await expect(button).toBeVisible()
  await expectAccessible(page, 'the unsubscribe page')
  await button.click()
  await expect(page.getByText('Disiscrizione completata')).toBeVisible()
})
