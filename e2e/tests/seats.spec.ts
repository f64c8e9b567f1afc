import { expect, test, type Browser, type Page } from '@playwright/test'
import { demo, expectAccessible, payWithCard, registerMember } from './support.ts'
import { logInAsAdmin, main, png, uniqueTitle } from './admin-support.ts'

/*
 * Seats of an in-person course's edition (docs/product.md#editions): the admin gives an
 * edition one seat, a member buys it, the course page says "Esaurito", and a second member
 * joins the waiting list.
 */

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'it-IT' })
  return context.newPage()
}

test('the last seat of an edition is sold once; the page says sold out and a member joins the waiting list', async ({
  browser,
}) => {
  const title = uniqueTitle('Corso di forno a legna')
  const slug = title.replace(/ /g, '-')

  // The admin publishes a course and gives it an edition with one seat.
  const admin = await newPage(browser)
  await logInAsAdmin(admin)
  await admin.goto('/aggiungicorso')
  const form = main(admin)
  await form.getByRole('textbox', { name: /^Titolo/ }).fill(title)
  await form.getByRole('textbox', { name: /^Introduzione/ }).fill('Due giorni davanti al forno.')
  await form.getByRole('textbox', { name: /^Luogo/ }).fill('Napoli')
  await form.getByRole('textbox', { name: /^Descrizione/ }).fill('Legna, fiamma e cottura.')
  await form.getByRole('textbox', { name: /^Prezzo/ }).fill('200')
  await form.getByRole('radio', { name: 'Da definirsi' }).check()
  await form.getByLabel(/^Immagine di copertina/).setInputFiles(png('forno.png'))
  await form.getByRole('button', { name: 'Pubblica il corso' }).click()
  await expect(admin.getByText('Corso salvato con successo!')).toBeVisible()

  await admin.goto(`/modifica-corso/${slug}`)
  const editions = admin.getByRole('region', { name: 'Edizioni e posti' })
  await expect(editions.getByText('Il corso non ha ancora edizioni.')).toBeVisible()
  await editions.getByLabel(/^Primo giorno/).fill('2099-03-10')
  await editions.getByLabel(/^Ultimo giorno/).fill('2099-03-11')
  await editions.getByRole('textbox', { name: /^Ore/ }).fill('16')
  await editions.getByRole('textbox', { name: /^Posti/ }).fill('1')
  await editions.getByRole('button', { name: 'Aggiungi edizione' }).click()
  await expect(editions.getByText('Edizione aggiunta.')).toBeVisible()
  const row = editions.getByRole('listitem', { name: 'dal 10/03/2099 al 11/03/2099' })
  await expect(row).toContainText('Posti occupati: 0 su 1')
  await expectAccessible(admin, 'the editions editor')

  // A member sees the one seat left, books it and pays.
  const anna = await newPage(browser)
  await registerMember(anna, { name: 'Anna Forni', inviteCode: demo.user.inviteCode })
  await anna.goto(`/course/${slug}`)
  const summary = anna.getByRole('complementary', { name: 'Riepilogo del corso' })
  const edition = summary.getByRole('listitem', { name: 'dal 10/03/2099 al 11/03/2099' })
  await expect(edition).toContainText('1 posto disponibile')
  await expect(edition).toContainText('16 ore')
  await edition.getByRole('link', { name: 'Prenota questa edizione' }).click()
  await expect(anna).toHaveURL(/\/checkout\/course\/.+\?edizione=\d+$/)
  await payWithCard(anna, '4242 4242 4242 4242')
  await expect(anna.getByText('Pagamento effettuato con successo')).toBeVisible()

  // The course page now says the edition is sold out, to visitors and members alike.
  const bruno = await newPage(browser)
  await bruno.goto(`/course/${slug}`)
  const soldOut = bruno
    .getByRole('complementary', { name: 'Riepilogo del corso' })
    .getByRole('listitem', { name: 'dal 10/03/2099 al 11/03/2099' })
  await expect(soldOut).toContainText('Esaurito')
  await expect(soldOut.getByRole('link', { name: 'Prenota questa edizione' })).toHaveCount(0)
  await page(bruno).catalogShowsSoldOut(title)

  // A second member joins the waiting list.
  await registerMember(bruno, { name: 'Bruno Attesa', inviteCode: demo.user.inviteCode })
  await bruno.goto(`/course/${slug}`)
  const waiting = bruno
    .getByRole('complementary', { name: 'Riepilogo del corso' })
    .getByRole('listitem', { name: 'dal 10/03/2099 al 11/03/2099' })
  await waiting.getByRole('button', { name: "Mettiti in lista d'attesa" }).click()
  await expect(
    waiting.getByText("Sei in lista d'attesa: ti scriveremo se si libera un posto."),
  ).toBeVisible()
  await expectAccessible(bruno, 'a sold-out edition')

  // The admin sees the paid participant and the member waiting.
  await admin.goto(`/modifica-corso/${slug}`)
  const adminRow = admin
    .getByRole('region', { name: 'Edizioni e posti' })
    .getByRole('listitem', { name: 'dal 10/03/2099 al 11/03/2099' })
  await expect(adminRow).toContainText('Posti occupati: 1 su 1 · Esaurito · 1 in lista')
  await adminRow.getByRole('button', { name: 'Partecipanti' }).click()
  await expect(adminRow.getByRole('row', { name: /Anna Forni/ })).toBeVisible()
  await expect(adminRow.getByRole('list', { name: "Lista d'attesa" })).toContainText('Bruno Attesa')
})

/** The catalogue's card of the course shows the edition sold out. */
function page(p: Page) {
  return {
    async catalogShowsSoldOut(title: string) {
      await p.goto(`/corsi?q=${encodeURIComponent(title)}`)
      const card = main(p).getByRole('article').filter({ hasText: title })
      await expect(card.getByRole('list', { name: 'Edizioni' })).toContainText('Esaurito')
    },
  }
}
