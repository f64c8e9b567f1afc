import { screen } from '@testing-library/react'
import { adminCoursesHandlers } from '#src/testing/admin-courses-handlers.ts'
import { renderApp } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/* What the course form's tests share: the files, the fake server and the filled add form. */

export const image = (name: string) => new File(['picture'], name, { type: 'image/jpeg' })
export const video = (name: string) => new File(['movie'], name, { type: 'video/mp4' })
export const input = (name: RegExp) => screen.getByRole('textbox', { name })
export const submit = (name = 'Pubblica il corso') => screen.getByRole('button', { name })

/** The fake server with the default catalog, plus what the test adds. */
export function startServer(extra: Parameters<typeof adminCoursesHandlers>[0] = {}) {
  const fake = adminCoursesHandlers(extra)
  server.use(...fake.handlers)
  return fake
}

export async function openAddForm() {
  const rendered = renderApp('/aggiungicorso', { as: 'admin' })
  await screen.findByRole('heading', { level: 1, name: 'Aggiungi corso' })
  await screen.findByRole('textbox', { name: /^Titolo/ })
  return rendered
}

/** Fills the required fields of a valid course. */
export async function fillCourse(user: Awaited<ReturnType<typeof openAddForm>>['user']) {
  await user.type(input(/^Titolo/), 'Pizza in pala')
  await user.type(input(/^Introduzione/), 'La pala romana.')
  await user.type(input(/^Descrizione/), 'Stesura e cottura.')
  await user.type(input(/^Luogo/), 'Roma')
  await user.type(input(/^Prezzo/), '300')
  await user.click(screen.getByRole('radio', { name: 'Da definirsi' }))
  await user.upload(screen.getByLabelText(/^Immagine di copertina/), image('pala.jpg'))
}
