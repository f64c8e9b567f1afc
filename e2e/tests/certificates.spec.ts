import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { fillVideoCourseForm, logInAsAdmin, main, mp4, uniqueTitle } from './admin-support.ts'
import {
  demo,
  expectAccessible,
  payWithCard,
  registerMember,
  sitePathIn,
  waitForMail,
} from './support.ts'

/*
 * Certificates (docs/product.md#certificates): a member who completes every lesson of a video
 * course they bought downloads the certificate from the player, and its verification page
 * confirms it is genuine.
 */

const slugOf = (title: string) => title.replace(/ /g, '-')

async function publishOneLesson(page: Page, title: string) {
  const form = await fillVideoCourseForm(page, title, {
    intro: 'Una lezione breve.',
    description: 'Una lezione.',
    price: '19',
  })
  await form.getByLabel(/^Video delle lezioni/).setInputFiles([mp4('uno.mp4', 'teglia-1.mp4')])
  await form.getByRole('textbox', { name: /^Titolo della lezione 1/ }).fill('La stesura')
  await form.getByRole('button', { name: 'Pubblica il videocorso' }).click()
  await expect(page.getByText('Videocorso salvato con successo!')).toBeVisible({ timeout: 30_000 })
}

test('a member completes a short video course, downloads the certificate and opens its verification page', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const title = uniqueTitle('Videocorso attestato')
  await logInAsAdmin(page)
  await publishOneLesson(page, title)

  // A new member buys the course.
  const member = await (await browser.newContext({ acceptDownloads: true })).newPage()
  const { email } = await registerMember(member, {
    name: 'Lucia Ferri',
    inviteCode: demo.user.inviteCode,
  })
  await member.goto(`/checkout/onlinecourse/${slugOf(title)}`)
  await payWithCard(member)
  await expect(member.getByText('Pagamento effettuato con successo')).toBeVisible()
  await main(member).getByRole('link', { name: 'Vai al videocorso' }).click()

  // No certificate before the lesson is watched to its end.
  const lesson = member.getByLabel('Lezione video 1: La stesura')
  await expect(lesson).toBeVisible()
  await expect(main(member).getByText('0 di 1 lezioni completate')).toBeVisible()
  await expect(main(member).getByRole('link', { name: "Scarica l'attestato" })).toHaveCount(0)
  await lesson.evaluate(async (v: HTMLVideoElement) => {
    if (!(v.duration > 0)) {
      await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }))
    }
    v.muted = true
    v.currentTime = Math.max(0, v.duration - 0.2)
    await v.play()
  })
  await expect(main(member).getByText('1 di 1 lezioni completate')).toBeVisible({
    timeout: 15_000,
  })

  // The certificate, from the player.
  const button = main(member).getByRole('link', { name: "Scarica l'attestato" })
  await expect(button).toBeVisible({ timeout: 15_000 })
  const [download] = await Promise.all([member.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toMatch(
    /^attestato-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}\.pdf$/,
  )
  const code = /attestato-(.+)\.pdf$/.exec(download.suggestedFilename())![1]!
  const pdf = fs.readFileSync((await download.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.toString('latin1')).toContain(code)

  // The mail names the verification page; a visitor opens it.
  const mail = await waitForMail(email, /attestato/i)
  const verification = sitePathIn(mail, '/attestato/')
  expect(verification).toBe(`/attestato/${code}`)
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(verification)
  await expect(
    main(visitor).getByText('Attestato autentico: è stato rilasciato dalla nostra scuola.'),
  ).toBeVisible()
  await expect(main(visitor).getByText('Lucia Ferri')).toBeVisible()
  await expect(main(visitor).getByText(title)).toBeVisible()
  await expect(main(visitor).getByText(code, { exact: true })).toBeVisible()
  await expectAccessible(visitor, 'the certificate verification page')

  // A code nobody was given is not a certificate.
  await visitor.goto('/attestato/ZZZZ-ZZZZ-ZZ')
  await expect(main(visitor).getByRole('alert')).toContainText('Attestato non trovato')

  // The member area lists it too.
  await member.goto('/utente')
  const section = main(member).getByRole('region', { name: 'Attestati' })
  await expect(section.getByText(title)).toBeVisible()
  await expect(section.getByText(`Codice di verifica: ${code}`)).toBeVisible()
  await expectAccessible(member, 'the member area with a certificate')
})
