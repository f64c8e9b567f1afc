import { expect, test, type Page } from '@playwright/test'
import { fillVideoCourseForm, logInAsAdmin, main, mp4, uniqueTitle } from './admin-support.ts'

/*
 * The lesson player's comforts (docs/product.md): captions the admin uploads per lesson and
 * language, playback speed kept across visits, keyboard shortcuts, and the next lesson after
 * a countdown.
 */

const VTT = `WEBVTT

00:00.000 --> 00:05.000
Si parte dalla farina.
`

const slugOf = (title: string) => title.replace(/ /g, '-')

async function publishTwoLessons(page: Page, title: string) {
  const form = await fillVideoCourseForm(page, title, {
    intro: 'Due lezioni brevi.',
    description: 'Due lezioni.',
    price: '29',
  })
  await form
    .getByLabel(/^Video delle lezioni/)
    .setInputFiles([mp4('uno.mp4', 'teglia-1.mp4'), mp4('due.mp4', 'teglia-2.mp4')])
  await form.getByRole('textbox', { name: /^Titolo della lezione 1/ }).fill('La farina')
  await form.getByRole('textbox', { name: /^Titolo della lezione 2/ }).fill("L'acqua")
  await form.getByRole('button', { name: 'Pubblica il videocorso' }).click()
  await expect(page.getByText('Videocorso salvato con successo!')).toBeVisible({ timeout: 30_000 })
}

test('an admin adds Italian captions to a lesson; the player shows them, keeps the speed and moves on to the next lesson', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const title = uniqueTitle('Videocorso sottotitolato')
  await logInAsAdmin(page)
  await publishTwoLessons(page, title)

  // The edit form: Italian captions for the first lesson.
  await page.goto(`/modifica-corso-online/${slugOf(title)}`)
  await main(page)
    .getByLabel('Carica i sottotitoli in italiano di «La farina»')
    .setInputFiles({ name: 'farina.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) })
  await expect(main(page).getByText('Sottotitoli in italiano salvati.')).toBeVisible()

  // The player: the track is there, on, and readable with the admin's session.
  await page.goto(`/video/${slugOf(title)}`)
  const video = page.getByLabel('Lezione video 1: La farina')
  const track = video.locator('track[srclang="it"]')
  await expect(track).toHaveAttribute('label', 'Italiano')
  const served = await page.request.get((await track.getAttribute('src'))!)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toMatch(/^text\/vtt/)
  expect(await served.text()).toContain('Si parte dalla farina.')
  await expect(main(page).getByLabel('Sottotitoli')).toHaveValue('it')

  // Faster, and still faster after a reload.
  await main(page).getByLabel('Velocità').selectOption({ label: '1,5×' })
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5)
  await page.reload()
  await expect
    .poll(() =>
      page
        .getByLabel('Lezione video 1: La farina')
        .evaluate((v: HTMLVideoElement) => v.playbackRate),
    )
    .toBe(1.5)

  // The shortcuts, listed on "?".
  await page.getByLabel('Lezione video 1: La farina').focus()
  await page.keyboard.press('Shift+Slash')
  const dialog = page.getByRole('dialog', { name: 'Scorciatoie da tastiera' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The end of the first lesson: a countdown, then the second one.
  await page.getByLabel('Lezione video 1: La farina').evaluate(async (v: HTMLVideoElement) => {
    if (!(v.duration > 0)) {
      await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }))
    }
    v.muted = true
    v.currentTime = Math.max(0, v.duration - 0.2)
    await v.play()
  })
  await expect(main(page).getByText(/La prossima lezione inizia tra \d s/)).toBeVisible({
    timeout: 15_000,
  })
  await main(page).getByRole('button', { name: 'Guarda ora' }).click()
  await expect(page.getByLabel("Lezione video 2: L'acqua")).toBeVisible()
  await expect(main(page).getByRole('button', { name: /^Lezione 2: L'acqua/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
})
