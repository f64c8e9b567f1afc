import { expect, test, type Page } from '@playwright/test'
import { demo, expectAccessible, payWithCard, registerMember } from './support.ts'
import { CheckoutEndpoints } from '@aula/contract/checkout'
import { LessonEndpoints } from '@aula/contract/lessons'

const main = (page: Page) => page.getByRole('main')

/** The lesson video as the browser plays it. */
const lessonVideo = (page: Page, n: number) => page.getByLabel(`Lezione video ${n}`)

test('a member buys a video course by card, watches into lesson 2 and resumes after a reload', async ({
  page,
}) => {
  await registerMember(page, { name: 'Paolo Bianchi', inviteCode: demo.user.inviteCode })

  await page.goto('/videocorso/Lievitazione-e-impasti-indiretti')
  await main(page)
    .getByRole('link', { name: /acquista/i })
    .click()
  await expect(page).toHaveURL(/\/checkout\/onlinecourse\/Lievitazione-e-impasti-indiretti$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paga con carta di credito/debito' }),
  ).toBeVisible()
  await expect(main(page).getByText('Totale da pagare ora')).toBeVisible()
  await expectAccessible(page, 'the checkout')

  await payWithCard(page, '4242 4242 4242 4242')
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible()
  await main(page).getByRole('link', { name: 'Vai al videocorso' }).click()

  await expect(page).toHaveURL(/\/video\/Lievitazione-e-impasti-indiretti/)
  const curriculum = page.getByRole('navigation', { name: 'Programma del corso' })
  await expect(curriculum.getByRole('button')).toHaveCount(4)
  await expect(page.getByText('0 di 4 lezioni completate')).toBeVisible()
  await expectAccessible(page, 'the lesson player')

  await page.getByRole('button', { name: 'Lezione successiva' }).click()
  await expect(page).toHaveURL(/lezione=2$/)
  const second = lessonVideo(page, 2)
  await expect(second).toBeVisible()
  // Watch into the lesson: jump ahead and pause there, as a viewer would.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(LessonEndpoints.lessonProgress.path) && r.request().method() === 'PUT',
  )
  const stoppedAt = await second.evaluate(async (element) => {
    const video = element as HTMLVideoElement
    if (!(video.duration > 0)) {
      await new Promise((resolve) =>
        video.addEventListener('loadedmetadata', resolve, { once: true }),
      )
    }
    const target = Math.round(video.duration * 0.4 * 10) / 10
    const seeked = new Promise((resolve) =>
      video.addEventListener('seeked', resolve, { once: true }),
    )
    video.currentTime = target
    await seeked
    video.dispatchEvent(new Event('pause'))
    return target
  })
  expect((await saved).ok()).toBe(true)
  // The real duration replaces "unknown" in the curriculum once the video is read.
  await expect(curriculum.getByRole('button').nth(1)).toContainText(/\d:\d\d/)

  await page.reload()
  const resumed = lessonVideo(page, 2)
  await expect(resumed).toBeVisible()
  await expect
    .poll(() => resumed.evaluate((element) => (element as HTMLVideoElement).currentTime))
    .toBeCloseTo(stoppedAt, 0)

  // The list now sends the buyer to the lessons.
  await page.goto('/videocorsi')
  await expect(
    main(page)
      .getByRole('article')
      .filter({ hasText: 'Lievitazione e impasti indiretti' })
      .getByRole('link', { name: 'Vai al videocorso' }),
  ).toBeVisible()
})

test('a declined card shows the failure and grants nothing; the lessons stay closed', async ({
  page,
}) => {
  await registerMember(page, { name: 'Sara Neri', inviteCode: demo.user.inviteCode })
  await page.goto('/checkout/onlinecourse/Pizza-in-teglia-alla-romana')
  await payWithCard(page, '4000 0000 0000 0002')
  await expect(page.getByRole('alert')).toContainText('Il pagamento non è andato a buon fine.')
  await expect(page.getByText('Pagamento effettuato con successo')).toHaveCount(0)

  await page.goto('/video/Pizza-in-teglia-alla-romana')
  await expect(page.getByRole('alert')).toContainText('Non sei autorizzato a vedere questo corso')
  await expect(page.getByRole('navigation', { name: 'Programma del corso' })).toHaveCount(0)
})

test('two tabs on one course share one checkout, and the second payment charges nothing', async ({
  page,
  context,
}) => {
  await registerMember(page, { name: 'Giulia Conti', inviteCode: demo.user.inviteCode })
  const checkoutUrl = '/checkout/onlinecourse/Pizza-in-teglia-alla-romana'
  const created = (tab: Page) =>
    tab.waitForResponse((r) => r.url().endsWith(CheckoutEndpoints.create.path) && r.ok())
  const [first] = await Promise.all([created(page), page.goto(checkoutUrl)])
  const other = await context.newPage()
  const [second] = await Promise.all([created(other), other.goto(checkoutUrl)])
  expect((await second.json()).id).toBe((await first.json()).id)

  await payWithCard(page, '4242 4242 4242 4242')
  await expect(page.getByText('Pagamento effettuato con successo')).toBeVisible()
  await payWithCard(other, '4242 4242 4242 4242')
  await expect(
    other.getByText('Questo corso è già tuo: il pagamento non è stato eseguito'),
  ).toBeVisible()
  await expect(other.getByText('Pagamento effettuato con successo')).toHaveCount(0)
})

test('a visitor opening a checkout lands on the login', async ({ page }) => {
  const checkout = '/checkout/course/Corso-base-di-pizzaiolo'
  await page.goto(checkout)
  // …which sends the buyer back to the checkout once signed in.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('next') === checkout,
  )
})
