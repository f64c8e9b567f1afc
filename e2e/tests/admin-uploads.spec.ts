import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { pathOf } from '@aula/contract/endpoint'
import { OnlineCourseEndpoints } from '@aula/contract/online-courses'
import { fillVideoCourseForm, logInAsAdmin, main, mp4, uniqueTitle } from './admin-support.ts'

/*
 * Lesson videos go ahead of the form by resumable upload (docs/decisions/029-resumable-uploads.md):
 * a connection that drops mid-upload is picked up by itself, and after a reload the same file
 * chosen again goes on from where it stopped rather than from zero.
 */

const UPLOADS = '**/api/admin/uploads/*'

const fillVideoCourse = (page: Page, title: string) =>
  fillVideoCourseForm(page, title, {
    intro: 'Una lezione, caricata a pezzi.',
    description: 'Una lezione.',
    price: '19',
  })

const lessonCount = async (page: Page, title: string) => {
  const res = await page.request.get(pathOf(OnlineCourseEndpoints.one, { title }))
  return res.ok() ? ((await res.json()).onlinecourse.lessonCount as number) : 0
}

test('a lesson upload whose connection drops goes on by itself, and the course is saved', async ({
  page,
}) => {
  const title = uniqueTitle('Videocorso in treno')
  await logInAsAdmin(page)
  // The first chunk of video the browser sends never arrives: the connection is cut.
  let cut = 0
  await page.route(UPLOADS, async (route) => {
    if (route.request().method() === 'PATCH' && cut === 0) {
      cut++
      await route.abort('connectionreset')
      return
    }
    await route.continue()
  })
  const form = await fillVideoCourse(page, title)
  await form.getByLabel(/^Video delle lezioni/).setInputFiles([mp4('impasto.mp4', 'teglia-2.mp4')])
  await form.getByRole('button', { name: 'Pubblica il videocorso' }).click()
  await expect(page.getByText('Videocorso salvato con successo!')).toBeVisible({ timeout: 30_000 })
  expect(cut).toBe(1)
  expect(await lessonCount(page, title)).toBe(1)
})

test('after a reload, the same lesson chosen again goes on from where it stopped', async ({
  page,
}) => {
  const title = uniqueTitle('Videocorso ripreso')
  // Longer than one chunk (8 MB): a real clip, then padding. A file on disk keeps its date,
  // by which the browser recognises it after the reload.
  const clip = mp4('lezione.mp4', 'napoletana-2.mp4').buffer
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aula-e2e-')), 'lezione-lunga.mp4')
  fs.writeFileSync(file, Buffer.concat([clip, crypto.randomBytes(9 * 1024 * 1024)]))
  await logInAsAdmin(page)

  // The network goes down after the first chunk of the lesson.
  const lessonChunks: string[] = []
  let down = false
  await page.route(UPLOADS, async (route) => {
    const request = route.request()
    if (request.method() !== 'PATCH') return route.continue()
    if (down) return route.abort('internetdisconnected')
    const offset = request.headers()['upload-offset']!
    if ((request.postDataBuffer()?.length ?? 0) >= 8 * 1024 * 1024) {
      lessonChunks.push(offset)
      down = true
    }
    return route.continue()
  })
  let form = await fillVideoCourse(page, title)
  await form.getByLabel(/^Video delle lezioni/).setInputFiles(file)
  await form.getByRole('button', { name: 'Pubblica il videocorso' }).click()
  await expect(main(page).getByText(/Connessione persa/)).toBeVisible({ timeout: 20_000 })

  // Back online, the page reloaded: the form is filled again and the same file chosen.
  await page.unroute(UPLOADS)
  const after: string[] = []
  await page.route(UPLOADS, async (route) => {
    const request = route.request()
    if (request.method() === 'PATCH' && (request.postDataBuffer()?.length ?? 0) < 9_000_000) {
      after.push(request.headers()['upload-offset']!)
    }
    await route.continue()
  })
  form = await fillVideoCourse(page, title)
  await form.getByLabel(/^Video delle lezioni/).setInputFiles(file)
  await form.getByRole('button', { name: 'Pubblica il videocorso' }).click()
  await expect(page.getByText('Videocorso salvato con successo!')).toBeVisible({ timeout: 30_000 })

  expect(lessonChunks).toEqual(['0'])
  // The lesson's bytes went on from the first chunk, never from zero again.
  expect(after).toContain(String(8 * 1024 * 1024))
  expect(await lessonCount(page, title)).toBe(1)
})
