import { expect, test } from '@playwright/test'
import { expectAccessible } from './support.ts'
import { deleteFromPublicPage, logInAsAdmin, main, mp4, png, uniqueTitle } from './admin-support.ts'
import { CourseEndpoints } from '@aula/contract/courses'
import { pathOf } from '@aula/contract/endpoint'
import { OnlineCourseAdminEndpoints, OnlineCourseEndpoints } from '@aula/contract/online-courses'

test('an admin publishes a dated course with photos, edits it and deletes it', async ({ page }) => {
  const title = uniqueTitle('Corso di pizza in pala')
  await logInAsAdmin(page)
  await page.goto('/aggiungicorso')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, 'the add-course form')

  const form = main(page)
  await form.getByRole('textbox', { name: /^Titolo/ }).fill(title)
  await form
    .getByRole('textbox', { name: /^Introduzione/ })
    .fill('Tre giorni al banco con i nostri maestri.')
  await form.getByRole('textbox', { name: /^Luogo/ }).fill('Napoli, Via dei Forni 12')
  await form.getByRole('textbox', { name: /^Descrizione/ }).fill('Impasti, pala e forno a legna.')
  await form.getByRole('textbox', { name: /^Prezzo/ }).fill('390')
  await form.getByRole('textbox', { name: /^Acconto/ }).fill('90')

  // Only 'Scegli la data' shows the dates.
  await expect(form.getByLabel(/^Data di inizio/)).toHaveCount(0)
  await form.getByRole('radio', { name: 'Da definirsi' }).check()
  await expect(form.getByLabel(/^Data di inizio/)).toHaveCount(0)
  await form.getByRole('radio', { name: 'Scegli la data' }).check()
  await form.getByLabel(/^Data di inizio/).fill('2027-03-10')
  await form.getByLabel(/^Data di fine/).fill('2027-03-12')

  await form.getByLabel(/^Immagine di copertina/).setInputFiles(png('copertina.png'))
  await form
    .getByLabel(/^Foto della galleria/)
    .setInputFiles([png('banco.png', [40, 120, 60]), png('forno.png', [30, 30, 160])])
  await form.getByRole('button', { name: 'Pubblica il corso' }).click()
  await expect(page.getByText('Corso salvato con successo!')).toBeVisible()

  // The public list and page show it, with its date and gallery.
  await page.goto('/corsi')
  const card = main(page).getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  await page.goto(`/course/${title.replace(/ /g, '-')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(main(page)).toContainText('dal 10/03/2027 al 12/03/2027')
  await expect(main(page)).toContainText('Acconto90,00 €')
  await expect(main(page).locator('img[src*="/media/images/"]')).not.toHaveCount(0)

  // Edit from the public page: a new price shows on the site.
  await main(page)
    .getByRole('link', { name: `Modifica ${title}` })
    .click()
  await expect(page).toHaveURL(/\/modifica-corso\//)
  await expect(main(page).getByRole('textbox', { name: /^Titolo/ })).toHaveValue(title)
  await expectAccessible(page, 'the edit-course form')
  await main(page)
    .getByRole('textbox', { name: /^Prezzo/ })
    .fill('420')
  await main(page).getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(page.getByText('Corso salvato con successo!')).toBeVisible()
  await page.goto(`/course/${title.replace(/ /g, '-')}`)
  await expect(main(page)).toContainText('Prezzo420,00 €')

  // Delete from the public page: it leaves the list.
  await deleteFromPublicPage(page, title)
  await expect(page).toHaveURL(/\/corsi$/)
  await expect(main(page).getByText(title)).toHaveCount(0)
  expect((await page.request.get(pathOf(CourseEndpoints.one, { title }))).status()).toBe(404)
})

test('an admin publishes a video course with two lessons, reorders them and deletes it', async ({
  page,
}) => {
  const title = uniqueTitle('Videocorso di fritti')
  await logInAsAdmin(page)
  await page.goto('/aggiungivideocorso')
  await expectAccessible(page, 'the add-video-course form')
  const form = main(page)
  await form.getByRole('textbox', { name: /^Titolo/ }).fill(title)
  await form
    .getByRole('textbox', { name: /^Introduzione/ })
    .fill('Montanare e frittatine, passo passo.')
  await form.getByRole('textbox', { name: /^Descrizione/ }).fill('Due lezioni in cucina.')
  await form.getByRole('textbox', { name: /^Prezzo/ }).fill('49')
  await form.getByLabel(/^Immagine di copertina/).setInputFiles(png('fritti.png', [220, 160, 40]))
  await form.getByLabel(/^Video di presentazione/).setInputFiles(mp4('anteprima.mp4'))
  await form
    .getByLabel(/^Video delle lezioni/)
    .setInputFiles([
      mp4('impasto.mp4', 'lievitazione-2.mp4'),
      mp4('frittura.mp4', 'lievitazione-3.mp4'),
    ])
  await form.getByRole('textbox', { name: /^Titolo della lezione 1/ }).fill("L'impasto")
  await form.getByRole('textbox', { name: /^Titolo della lezione 2/ }).fill('La frittura')
  await form.getByRole('button', { name: 'Pubblica il videocorso' }).click()
  await expect(page.getByText('Videocorso salvato con successo!')).toBeVisible({ timeout: 30_000 })

  await page.goto('/videocorsi')
  await expect(main(page).getByRole('article').filter({ hasText: title })).toBeVisible()
  const api = await (await page.request.get(pathOf(OnlineCourseEndpoints.one, { title }))).json()
  expect(api.onlinecourse.lessonCount).toBe(2)
  expect(api.onlinecourse.mainVideo).toMatch(/^\/media\/videos\//)

  // The edit form lists the lessons in order, each with its title to change; renaming the
  // second and moving it up is saved without uploading it again.
  await page.goto(`/modifica-corso-online/${title.replace(/ /g, '-')}`)
  const second = main(page).getByRole('textbox', { name: /^Titolo della lezione 2/ })
  await expect(second).toHaveValue('La frittura')
  await expectAccessible(page, 'the edit-video-course form')
  await second.fill('La frittura in olio')
  await main(page).getByRole('button', { name: 'Sposta su «La frittura in olio»' }).click()
  await main(page)
    .getByRole('textbox', { name: /^Prezzo/ })
    .fill('42')
  await main(page).getByRole('button', { name: 'Salva le modifiche' }).click()
  await expect(page.getByText('Corso salvato con successo!')).toBeVisible()
  // The page's request context carries the admin's session cookie.
  const lessons = await (
    await page.request.get(pathOf(OnlineCourseAdminEndpoints.lessons, { title }))
  ).json()
  expect(lessons.lessons.map((l: { title: string }) => l.title)).toEqual([
    'La frittura in olio',
    "L'impasto",
  ])

  // The new price and the curriculum, in its new order, are what visitors see.
  await page.goto(`/videocorso/${title.replace(/ /g, '-')}`)
  await expect(
    main(page)
      .getByText(/42,00\s€/)
      .first(),
  ).toBeVisible()
  await expect(
    main(page).getByRole('list', { name: 'Programma' }).getByRole('listitem'),
  ).toHaveText([/La frittura in olio/, /L'impasto/])

  await page.goto('/videocorsi')
  await deleteFromPublicPage(page, title)
  await expect(main(page).getByText(title)).toHaveCount(0)
})
