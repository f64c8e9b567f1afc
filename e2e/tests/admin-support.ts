import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { buildDocx, solidPng } from '@aula/testkit/docx'
import { demo, logIn } from './support.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const videos = path.join(here, '../../apps/server/seed-assets/videos')

/** A file as Playwright hands it to an <input type="file">. */
export interface UploadFile {
  name: string
  mimeType: string
  buffer: Buffer
}

export function png(name: string, rgb: [number, number, number] = [200, 60, 40]): UploadFile {
  return { name, mimeType: 'image/png', buffer: solidPng(640, 420, rgb) }
}

/** One of the small real clips the demo seed uses. */
export function mp4(name: string, clip = 'lievitazione-1.mp4'): UploadFile {
  return { name, mimeType: 'video/mp4', buffer: fs.readFileSync(path.join(videos, clip)) }
}

export function docx(name: string, blocks: Parameters<typeof buildDocx>[0]): UploadFile {
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: buildDocx(blocks),
  }
}

export { solidPng }

export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, demo.admin.email, demo.admin.password)
}

let counter = 0
/** A title nobody else in the run uses, readable in a screenshot. */
export function uniqueTitle(prefix: string): string {
  counter += 1
  // Unique across workers and retries: time, a random part and a counter.
  return `${prefix} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}${counter}`
}

export const main = (page: Page) => page.getByRole('main')

/** A labelled field, whose visible label may end with a required mark. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))

/** The admin's edit and delete icons of one item on a public page. */
export async function deleteFromPublicPage(page: Page, name: string): Promise<void> {
  await main(page)
    .getByRole('button', { name: `Elimina ${name}` })
    .click()
  await main(page).getByRole('button', { name: 'Sì, elimina' }).click()
}

/**
 * The add-video-course form opened and filled with what it requires, the lessons aside: the
 * form, to choose the lessons in.
 */
export async function fillVideoCourseForm(
  page: Page,
  title: string,
  texts: { intro: string; description: string; price: string },
): Promise<Locator> {
  await page.goto('/aggiungivideocorso')
  const form = main(page)
  await form.getByRole('textbox', { name: /^Titolo/ }).fill(title)
  await form.getByRole('textbox', { name: /^Introduzione/ }).fill(texts.intro)
  await form.getByRole('textbox', { name: /^Descrizione/ }).fill(texts.description)
  await form.getByRole('textbox', { name: /^Prezzo/ }).fill(texts.price)
  await form.getByLabel(/^Immagine di copertina/).setInputFiles(png('copertina.png'))
  await form.getByLabel(/^Video di presentazione/).setInputFiles(mp4('anteprima.mp4'))
  return form
}
