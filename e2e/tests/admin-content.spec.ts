import { expect, test, type Page } from '@playwright/test'
import { readOutbox } from '@aula/testkit/outbox'
import { dataDir } from '../playwright.config.ts'
import { expectAccessible, freshEmail, waitForMail } from './support.ts'
import {
  deleteFromPublicPage,
  docx,
  logInAsAdmin,
  main,
  png,
  solidPng,
  uniqueTitle,
} from './admin-support.ts'
import { ContactEndpoints } from '@aula/contract/contact'
import { NewsletterEndpoints } from '@aula/contract/newsletter'
import { ReviewSubmitEndpoints } from '@aula/contract/review-submit'

const textbox = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name })
const save = (page: Page) => main(page).getByRole('button', { name: 'Salva', exact: true })

test('an admin adds a topic, renames it and sees it in the course filter, then deletes it', async ({
  page,
}) => {
  const title = uniqueTitle('Pizza fritta')
  await logInAsAdmin(page)
  await page.goto('/aggiungiargomento')
  await expectAccessible(page, 'the add-topic form')
  await textbox(page, /^Titolo/).fill(title)
  await textbox(page, /^Descrizione/).fill('Montanare, calzoni fritti e frittatine.')
  await main(page)
    .getByLabel(/^Immagine/)
    .setInputFiles(png('fritta.png', [230, 180, 60]))
  await save(page).click()
  await expect(page.getByText('Argomento salvato con successo!')).toBeVisible()

  const topics: { id: number; title: string }[] = await (
    await page.request.get('/get/topics/')
  ).json()
  const topic = topics.find((t) => t.title === title)!
  await page.goto('/corsi')
  await expect(main(page).getByRole('combobox', { name: /Categoria/ })).toContainText(title)

  const renamed = `${title} e calzoni`
  await page.goto(`/modifica-argomento/${topic.id}`)
  await expect(textbox(page, /^Titolo/)).toHaveValue(title)
  await expectAccessible(page, 'the edit-topic form')
  await textbox(page, /^Titolo/).fill(renamed)
  await save(page).click()
  await expect(page.getByText('Argomento modificato con successo!')).toBeVisible()
  await page.goto('/corsi')
  await expect(main(page).getByRole('combobox', { name: /Categoria/ })).toContainText(renamed)

  // The home's category slideshow carries the admin's icons.
  await page.goto('/')
  // Stop the slideshow on the new category, as a person would, then delete it.
  await main(page).getByRole('button', { name: 'Ferma lo scorrimento delle categorie' }).click()
  await main(page)
    .getByRole('button', { name: new RegExp(`^Mostra la categoria \\d+: ${renamed}$`) })
    .click()
  await deleteFromPublicPage(page, renamed)
  await expect(main(page).getByRole('button', { name: `Elimina ${renamed}` })).toHaveCount(0)
  const after: { title: string }[] = await (await page.request.get('/get/topics/')).json()
  expect(after.map((t) => t.title)).not.toContain(renamed)
})

test('an admin adds a trainer, edits the territory on the trainers page and deletes them', async ({
  page,
}) => {
  const surname = uniqueTitle('Esposito').replace(/ /g, '')
  const name = `Carla ${surname}`
  await logInAsAdmin(page)
  await page.goto('/aggiungiistruttore')
  await expectAccessible(page, 'the add-trainer form')
  await textbox(page, /^Nome/).fill('Carla')
  await textbox(page, /^Cognome/).fill(surname)
  await textbox(page, /^E-mail/).fill('carla.esposito@example.com')
  await textbox(page, /^Telefono/).fill('+39 081 555 0101')
  await textbox(page, /^Sito web/).fill('https://www.example.com/carla')
  await textbox(page, /^Descrizione/).fill('Pizzaiola da vent’anni, insegna la pala.')
  await textbox(page, /^Lingue/).fill('Italiano, Inglese')
  await textbox(page, /^Territorio/).fill('Campania')
  await main(page)
    .getByLabel(/^Foto/)
    .setInputFiles(png('carla.png', [90, 60, 40]))
  await save(page).click()
  await expect(page.getByText('Istruttore salvato con successo!')).toBeVisible()

  await page.goto('/formatori')
  await expect(main(page).getByText(name)).toBeVisible()
  await main(page)
    .getByRole('link', { name: `Modifica ${name}` })
    .click()
  await expect(textbox(page, /^Territorio/)).toHaveValue('Campania')
  await expectAccessible(page, 'the edit-trainer form')
  await textbox(page, /^Territorio/).fill('Lazio e Campania')
  await save(page).click()
  await expect(page.getByText('Istruttore salvato con successo!')).toBeVisible()
  await page.goto('/formatori')
  await expect(main(page)).toContainText('Lazio e Campania')

  await deleteFromPublicPage(page, name)
  await expect(main(page).getByText(name)).toHaveCount(0)
})

test('an admin writes a FAQ, edits its answer on the FAQ page and deletes it', async ({ page }) => {
  const question = `${uniqueTitle('Posso portare il mio lievito')}?`
  await logInAsAdmin(page)
  await page.goto('/aggiungifaq')
  await expectAccessible(page, 'the add-FAQ form')
  await textbox(page, /^Domanda/).fill(question)
  await textbox(page, /^Risposta/).fill('Sì, portalo pure: lo useremo al banco.')
  await save(page).click()
  await expect(page.getByText('FAQ salvato con successo!')).toBeVisible()

  await page.goto('/faq')
  await main(page).getByRole('button', { name: question, exact: true }).click()
  await expect(
    main(page).getByRole('region', { name: question }).getByText('lo useremo al banco'),
  ).toBeVisible()
  await main(page)
    .getByRole('link', { name: `Modifica ${question}` })
    .click()
  await expect(textbox(page, /^Risposta/)).toHaveValue('Sì, portalo pure: lo useremo al banco.')
  await expectAccessible(page, 'the edit-FAQ form')
  await textbox(page, /^Risposta/).fill('Sì, e ti insegniamo a rinfrescarlo.')
  await save(page).click()
  await expect(page.getByText('FAQ modificata con successo!')).toBeVisible()

  await page.goto('/faq')
  await main(page).getByRole('button', { name: question, exact: true }).click()
  await expect(
    main(page).getByRole('region', { name: question }).getByText('ti insegniamo a rinfrescarlo'),
  ).toBeVisible()
  await deleteFromPublicPage(page, question)
  await expect(main(page).getByRole('button', { name: question, exact: true })).toHaveCount(0)
})

test('an admin approves a pending review, which then shows on the home', async ({ page }) => {
  const name = uniqueTitle('Rosa')
  const sent = await page.request.post(ReviewSubmitEndpoints.review.path, {
    data: { name, rating: 5, review: 'Ho imparato a stendere senza mattarello!' },
  })
  expect(sent.ok()).toBe(true)
  await page.goto('/')
  await expect(main(page).getByText(name)).toHaveCount(0)

  await logInAsAdmin(page)
  await page.goto('/pannello/recensioni')
  await expectAccessible(page, 'the review moderation')
  const row = main(page).getByRole('listitem').filter({ hasText: name })
  await row.getByRole('button', { name: 'Approva' }).click()
  await expect(main(page).getByText(`Recensione di «${name}» approvata`)).toBeVisible()
  await page.goto('/')
  await expect(main(page).getByText(name)).toBeVisible()
  await main(page)
    .getByRole('link', { name: `Modifica ${name}` })
    .click()
  await expect(page).toHaveURL(/\/modifica-recensione\/\d+$/)
  await expect(main(page).getByRole('textbox', { name: /^Nome/ })).toHaveValue(name)
  await expectAccessible(page, 'the edit-review form')
})

test('an admin publishes an article from a DOCX with a picture, edits and deletes it', async ({
  page,
}) => {
  const title = uniqueTitle('La biga e il poolish')
  await logInAsAdmin(page)
  await page.goto('/aggiungiarticolo')
  await textbox(page, /^Titolo/).fill(title)
  await textbox(page, /^Introduzione/).fill('Due preimpasti a confronto.')
  await main(page)
    .getByLabel('Importa il contenuto da un documento Word (.docx)')
    .setInputFiles(
      docx('preimpasti.docx', [
        { heading: 'Perché un preimpasto' },
        { paragraph: 'La biga è asciutta, il poolish è liquido.' },
        { image: solidPng(300, 200, [240, 200, 120]), alt: 'Una biga matura' },
      ]),
    )
  await expect(main(page).getByText(/Contenuto importato da «preimpasti.docx»/)).toBeVisible()
  await expect(main(page).getByRole('textbox', { name: 'Contenuto', exact: true })).toContainText(
    'il poolish è liquido',
  )
  await expectAccessible(page, 'the add-article form with imported content')
  await main(page)
    .getByLabel(/^Immagine di copertina/)
    .setInputFiles(png('biga.png'))
  await main(page).getByRole('button', { name: "Pubblica l'articolo" }).click()
  await expect(page.getByText('Articolo salvato con successo!')).toBeVisible()

  const slug = title.replace(/ /g, '-')
  await page.goto(`/articolo/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(main(page).getByRole('heading', { name: 'Perché un preimpasto' })).toBeVisible()
  // The document's picture was stored as one of our images.
  await expect(main(page).getByRole('img', { name: 'Una biga matura' })).toHaveAttribute(
    'src',
    /^\/media\/images\//,
  )

  await main(page)
    .getByRole('link', { name: `Modifica ${title}` })
    .click()
  await expect(textbox(page, /^Introduzione/)).toHaveValue('Due preimpasti a confronto.')
  await expectAccessible(page, 'the edit-article form')
  await textbox(page, /^Introduzione/).fill('Biga e poolish: quando e perché.')
  await main(page).getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(page.getByText('Articolo salvato con successo!')).toBeVisible()
  await page.goto('/articoli')
  await expect(main(page).getByText('Biga e poolish: quando e perché.')).toBeVisible()

  await page.goto(`/articolo/${slug}`)
  await deleteFromPublicPage(page, title)
  await expect(page).toHaveURL(/\/articoli$/)
  await expect(main(page).getByText(title)).toHaveCount(0)
})

test('an admin sends a newsletter: one mail per confirmed subscriber, with unsubscribe headers', async ({
  page,
}) => {
  const confirmed = [freshEmail('lettore'), freshEmail('lettrice')]
  const pending = freshEmail('indeciso')
  for (const email of [...confirmed, pending]) {
    expect(
      (await page.request.post(NewsletterEndpoints.subscribe.path, { data: { email } })).ok(),
    ).toBe(true)
  }
  for (const email of confirmed) {
    const mail = await waitForMail(email)
    const token = /\/newsletter\/conferma\/([^\s"<]+)/.exec(mail.text)![1]!
    const confirm = await page.request.post(NewsletterEndpoints.confirm.path, { data: { token } })
    expect(confirm.ok()).toBe(true)
  }

  const subject = uniqueTitle('Le novità del forno')
  await logInAsAdmin(page)
  await page.goto('/invianewsletter')
  await expectAccessible(page, 'the newsletter form')
  await textbox(page, /^Oggetto/).fill(subject)
  await main(page).getByRole('textbox', { name: 'Contenuto' }).click()
  await page.keyboard.type('A marzo apriamo il corso di pizza in pala.')
  await main(page).getByRole('radio', { name: 'Destra' }).check()
  await main(page).getByRole('button', { name: 'Invia la newsletter' }).click()
  await main(page).getByRole('button', { name: 'Sì, invia' }).click()
  await expect(main(page).getByText(/Newsletter inviata:/)).toBeVisible({ timeout: 30_000 })
  await expectAccessible(page, 'the newsletter result')

  const mailsWith = (to: string) =>
    readOutbox(dataDir).filter((m) => m.to.includes(to) && m.subject === subject)
  for (const email of confirmed) {
    const mails = mailsWith(email)
    expect(mails, `one newsletter to ${email}`).toHaveLength(1)
    expect(mails[0]!.text).toContain('pizza in pala')
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(
      /^<http.*\/api\/newsletter\/unsubscribe\//,
    )
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  }
  expect(mailsWith(pending)).toHaveLength(0)
  // Each subscriber has an unsubscribe link of their own.
  const links = confirmed.map((email) => mailsWith(email)[0]!.headers['list-unsubscribe'])
  expect(new Set(links).size).toBe(2)
})

test('the panel, inbox and paid orders read well with assistive technology', async ({ page }) => {
  await page.request.post(ContactEndpoints.contact.path, {
    data: {
      name: 'Marta Bianchi',
      email: 'marta.bianchi@example.com',
      phoneNumber: '+39 333 000 1111',
      gender: 'donna',
      statoLavorativo: 'lavoratore',
      message: 'Avete corsi il sabato?',
    },
  })
  await logInAsAdmin(page)
  await page.goto('/pannello')
  await expect(main(page).getByRole('link', { name: /Messaggi e richieste/ })).toBeVisible()
  await expectAccessible(page, 'the admin panel')
  await page.goto('/pannello/messaggi')
  await expect(main(page).getByText('Avete corsi il sabato?').first()).toBeVisible()
  await expectAccessible(page, 'the inbox')
  await page.goto('/pannello/ordini')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corsi pagati')
  await expectAccessible(page, 'the paid orders')
})
