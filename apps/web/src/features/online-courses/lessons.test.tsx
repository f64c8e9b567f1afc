import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { SaveLessonProgress } from '@aula/contract/lessons'
import { lessonFixture, lessonHandlers } from '#src/testing/checkout-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const TITLE = 'Pizza in teglia'

const lessons = () => [
  lessonFixture(0, { title: 'Biga e poolish', completed: true, positionSeconds: 60 }),
  lessonFixture(1, {
    title: "Calcolare l'idratazione",
    positionSeconds: 42,
    durationSeconds: null,
  }),
  lessonFixture(2, { title: 'La maturazione in frigorifero' }),
]

/** Plays the part of the browser's media pipeline, which jsdom does not have. */
function media(video: HTMLElement, duration: number, currentTime = 0) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration })
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    writable: true,
    value: currentTime,
  })
  return video as HTMLVideoElement
}

const progressBar = () => screen.getByRole('progressbar', { name: 'Avanzamento del corso' })

describe('the lesson player', () => {
  it('lists the lessons by title, shows the real progress and resumes the lesson left halfway', async () => {
    server.use(...lessonHandlers(TITLE, lessons()))
    await renderAppReady('/video/Pizza-in-teglia', { as: 'user' })
    const curriculum = await screen.findByRole('navigation', { name: 'Programma del corso' })
    const items = within(curriculum).getAllByRole('button')
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Biga e poolish1:00',
      "2Calcolare l'idratazionedurata sconosciuta",
      '3La maturazione in frigorifero3:00',
    ])
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Lezione 1: Biga e poolish, 1:00 (completato)',
      "Lezione 2: Calcolare l'idratazione, durata sconosciuta",
      'Lezione 3: La maturazione in frigorifero, 3:00',
    ])
    expect(screen.queryByText(/Video \d/)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: "Calcolare l'idratazione" })).toBeVisible()
    expect(screen.getByText('1 di 3 lezioni completate')).toBeVisible()
    expect(progressBar()).toHaveAttribute('aria-valuenow', '33')

    // Lesson 2 was left at 0:42: it opens there, and its real length replaces "unknown".
    expect(items[1]).toHaveAttribute('aria-current', 'true')
    const video = media(screen.getByLabelText("Lezione video 2: Calcolare l'idratazione"), 125)
    expect(video).toHaveAttribute('src', lessons()[1]!.url)
    fireEvent(video, new Event('loadedmetadata'))
    expect(video.currentTime).toBe(42)
    expect(items[1]).toHaveTextContent("Calcolare l'idratazione2:05")
    expect(items[1]).toHaveAccessibleName("Lezione 2: Calcolare l'idratazione, 2:05")
  })

  it('saves the position while watching and completes a lesson watched to the end', async () => {
    const saved: SaveLessonProgress[] = []
    server.use(...lessonHandlers(TITLE, lessons(), saved))
    await renderAppReady('/video/Pizza-in-teglia?lezione=3', { as: 'user' })
    const video = media(await screen.findByLabelText(/^Lezione video 3:/), 180, 0)
    fireEvent(video, new Event('loadedmetadata'))
    video.currentTime = 30
    fireEvent(video, new Event('timeupdate'))
    await waitFor(() =>
      expect(saved).toContainEqual({ lessonId: 102, positionSeconds: 30, completed: false }),
    )

    video.currentTime = 178
    fireEvent(video, new Event('timeupdate'))
    await waitFor(() =>
      expect(saved).toContainEqual({ lessonId: 102, positionSeconds: 178, completed: true }),
    )
    expect(screen.getByText('2 di 3 lezioni completate')).toBeVisible()
    expect(progressBar()).toHaveAttribute('aria-valuenow', '67')
  })

  it('moves to the next lesson and wraps round after the last', async () => {
    server.use(...lessonHandlers(TITLE, lessons()))
    const { user } = await renderAppReady('/video/Pizza-in-teglia?lezione=2', { as: 'user' })
    await screen.findByLabelText(/^Lezione video 2:/)
    await user.click(screen.getByRole('button', { name: 'Lezione successiva' }))
    expect(await screen.findByLabelText(/^Lezione video 3:/)).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 2, name: 'La maturazione in frigorifero' }),
    ).toBeVisible()
    expect(screen.getByText('Lezione 3 di 3')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Lezione successiva' }))
    expect(await screen.findByLabelText(/^Lezione video 1:/)).toBeVisible()
    expect(window.location.search).toBe('?lezione=1')
  })

  it('tells someone who has not bought the course that they are not authorized', async () => {
    server.use(
      http.get('*/api/onlinecoursedetail/:title', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 403 }),
      ),
    )
    await renderAppReady('/video/Pizza-in-teglia', { as: 'user' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non sei autorizzato a vedere questo corso',
    )
    expect(screen.getByRole('link', { name: 'Dettagli del videocorso' })).toHaveAttribute(
      'href',
      '/videocorso/Pizza-in-teglia',
    )
    expect(screen.queryByRole('navigation', { name: 'Programma del corso' })).toBeNull()
  })

  it('asks a visitor to log in', async () => {
    server.use(
      http.get('*/api/onlinecoursedetail/:title', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 403 }),
      ),
    )
    await renderAppReady('/video/Pizza-in-teglia')
    const refusal = await screen.findByRole('alert')
    expect(refusal).toHaveTextContent('accedi')
    // Beside the header's own login button, the page offers one under the message.
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/video/Pizza-in-teglia')}`,
    )
  })

  it('shows the loading error for any other failure', async () => {
    server.use(
      http.get('*/api/onlinecoursedetail/:title', () =>
        HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      ),
    )
    await renderAppReady('/video/Pizza-in-teglia', { as: 'user' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore durante il caricamento dei video. Riprova più tardi.',
    )
  })
})
