import { screen, within } from '@testing-library/react'
import { adminCoursesHandlers } from '#src/testing/admin-courses-handlers.ts'
import { catalog, imageFixture, onlineCourseFixture } from '#src/testing/catalog-handlers.ts'
import { renderApp } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/*
 * What the video course form's tests share: a course with three lessons on the fake
 * server, the add form filled with what it requires, and the lesson lists as they read.
 */

export const image = (name: string) => new File(['picture'], name, { type: 'image/jpeg' })
export const video = (name: string) => new File(['movie'], name, { type: 'video/mp4' })

export const input = (name: RegExp) => screen.getByRole('textbox', { name })

export const teglia = onlineCourseFixture({
  id: 2,
  title: 'Pizza in teglia alla romana',
  intro: 'Alta idratazione e cottura in teglia.',
  description: '<p>Dieci lezioni in video.</p>',
  price: 39,
  facilitatorPrice: 10,
  affiliatePrice: 5.5,
  authorId: 2,
  author: 'Chiara Romano',
  categoryId: 2,
  category: 'Pizza in teglia',
  mainVideo: '/media/videos/teglia.mp4',
  immagineCopertina: '/media/images/teglia-1280.webp',
  images: { cover: imageFixture('teglia') },
})

const lessons = {
  'pizza in teglia alla romana': [
    { id: 11, index: 0, title: 'Impasto', durationSeconds: 754, captions: ['it' as const] },
    { id: 12, index: 1, title: 'Pieghe', durationSeconds: null, captions: [] },
    { id: 13, index: 2, title: 'Cottura', durationSeconds: 600, captions: [] },
  ],
}

export function startServer() {
  const fake = adminCoursesHandlers({
    onlineCourses: [teglia, ...catalog.onlineCourses.slice(1)],
    lessons,
  })
  server.use(...fake.handlers)
  return fake
}

export async function openAddForm() {
  const rendered = renderApp('/aggiungivideocorso', { as: 'admin' })
  await screen.findByRole('heading', { level: 1, name: 'Aggiungi videocorso' })
  await screen.findByRole('textbox', { name: /^Titolo$/ })
  return rendered
}

export type User = Awaited<ReturnType<typeof openAddForm>>['user']

export async function fillAddForm(user: User) {
  await user.type(input(/^Titolo$/), 'Impasti a mano')
  await user.type(input(/^Introduzione/), 'Senza impastatrice.')
  await user.type(input(/^Descrizione/), 'Sei lezioni.')
  await user.type(input(/^Prezzo/), '59,90')
  await user.upload(screen.getByLabelText(/^Immagine di copertina/), image('mani.jpg'))
  await user.upload(screen.getByLabelText(/^Video di presentazione/), video('trailer.mp4'))
}

export const newLessons = () => within(screen.getByRole('list', { name: 'Nuove lezioni' }))
export const currentLessons = () => within(screen.getByRole('list', { name: 'Lezioni attuali' }))
/** The lesson titles of a list, as their inputs hold them. */
export const rowTexts = (list: ReturnType<typeof currentLessons>) =>
  list.getAllByRole('textbox').map((item) => (item as HTMLInputElement).value)
