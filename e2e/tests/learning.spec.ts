import { expect, test, type Page } from '@playwright/test'
import { LessonEndpoints } from '@aula/contract/lessons'
import { demo, expectAccessible, payWithCard, registerMember } from './support.ts'

/*
 * The member's overview (docs/product.md#learner-dashboard): a video course shows how far the
 * member got and goes back in at the next lesson to watch; a paid in-person edition is listed
 * under what comes next, with a calendar file.
 */

const main = (page: Page) => page.getByRole('main')
const VIDEO_COURSE = 'Pizza in teglia alla romana'
const IN_PERSON = 'Pizza in teglia romana'
const slugOf = (title: string) => title.replace(/ /g, '-')

/** Plays a lesson's last moment, so the player saves it as completed. */
async function finishLesson(page: Page, n: number) {
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(LessonEndpoints.lessonProgress.path) &&
      r.request().method() === 'PUT' &&
      (r.request().postDataJSON() as { completed?: boolean }).completed === true,
  )
  await page.getByLabel(`Lezione video ${n}`).evaluate(async (element) => {
    const video = element as HTMLVideoElement
    if (!(video.duration > 0)) {
      await new Promise((resolve) =>
        video.addEventListener('loadedmetadata', resolve, { once: true }),
      )
    }
    video.muted = true
    video.currentTime = Math.max(0, video.duration - 0.2)
    await video.play()
  })
  expect((await saved).ok()).toBe(true)
}

test('a member sees how far a video course got, goes back in at the next lesson, and finds the edition they booked with its calendar file', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await registerMember(page, { name: 'Lucia Verdi', inviteCode: demo.user.inviteCode })

  // A video course: bought, its first lesson watched to the end.
  await page.goto(`/checkout/onlinecourse/${slugOf(VIDEO_COURSE)}`)
  await payWithCard(page)
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible()
  await page.goto(`/video/${slugOf(VIDEO_COURSE)}`)
  await finishLesson(page, 1)
  await main(page).getByRole('button', { name: 'Annulla' }).click()

  const courses = () => main(page).getByRole('region', { name: 'I tuoi corsi' })
  await page.goto('/utente')
  await expect(courses().getByText('1 di 3 lezioni completate')).toBeVisible()
  await expect(courses().getByText('Riprendi dalla lezione 2: Pieghe e riposi')).toBeVisible()
  await expect(
    courses().getByRole('progressbar', { name: '1 di 3 lezioni completate' }),
  ).toHaveAttribute('aria-valuenow', '33')
  await expectAccessible(page, 'the member overview')
  await courses()
    .getByRole('link', { name: `Continua: ${VIDEO_COURSE}` })
    .click()
  await expect(page).toHaveURL(/\/video\/Pizza-in-teglia-alla-romana\?lezione=2$/)
  await expect(page.getByLabel('Lezione video 2: Pieghe e riposi')).toBeVisible()

  // An in-person course: its next edition booked and paid.
  await page.goto(`/course/${slugOf(IN_PERSON)}`)
  await main(page).getByRole('link', { name: 'Prenota questa edizione' }).first().click()
  await expect(page).toHaveURL(/\/checkout\/course\/.*\?edizione=\d+$/)
  await payWithCard(page)
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible()

  await page.goto('/utente')
  const upcoming = courses().getByRole('listitem').filter({ hasText: IN_PERSON }).first()
  await expect(courses().getByRole('heading', { name: 'Prossimi appuntamenti' })).toBeVisible()
  const ics = courses().getByRole('link', { name: `Aggiungi ${IN_PERSON} al calendario (.ics)` })
  await expect(ics).toBeVisible()
  await expect(upcoming).toContainText('Roma')
  const file = await page.request.get((await ics.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const text = (await file.text()).replace(/\r\n /g, '')
  expect(text).toContain(`SUMMARY:${IN_PERSON}`)
  expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/)
  const google = courses().getByRole('link', { name: `Aggiungi ${IN_PERSON} a Google Calendar` })
  expect(new URL((await google.getAttribute('href'))!).searchParams.get('text')).toBe(IN_PERSON)
})
