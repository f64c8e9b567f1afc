import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CaptionLanguage } from '@aula/contract/captions'
import type { SaveLessonProgress } from '@aula/contract/lessons'
import { lessonFixture, lessonHandlers } from '#src/testing/checkout-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const TITLE = 'Pizza in teglia'
const PAGE = '/video/Pizza-in-teglia'

const captionsOf = (id: number, languages: CaptionLanguage[]) =>
  languages.map((language) => ({ language, url: `/api/lesson-captions/${id}/${language}` }))

const lessons = () => [
  lessonFixture(0, { title: 'Biga e poolish', captions: captionsOf(100, ['it', 'en']) }),
  lessonFixture(1, { title: "Calcolare l'idratazione", captions: captionsOf(101, ['en']) }),
  lessonFixture(2, { title: 'La maturazione in frigorifero' }),
]

/**
 * Plays the part of the browser's media pipeline, which jsdom does not have: a length, a
 * position, the text tracks of the <track> elements, and play()/pause() that change `paused`.
 */
function media(element: HTMLElement, duration = 180) {
  const video = element as HTMLVideoElement
  let time = 0
  Object.defineProperty(video, 'duration', { configurable: true, value: duration })
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value
    },
  })
  const tracks = [...video.querySelectorAll('track')].map((track) => ({
    language: track.getAttribute('srclang'),
    mode: track.hasAttribute('default') ? 'showing' : 'disabled',
  }))
  Object.defineProperty(video, 'textTracks', { configurable: true, value: tracks })
  return { video, tracks }
}

/** play() and pause() as a browser answers them; the spy says which video was played. */
function playback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false })
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true })
  })
  return { play, pause }
}

async function open(path = PAGE, options: Parameters<typeof renderAppReady>[1] = {}) {
  const saved: SaveLessonProgress[] = []
  server.use(...lessonHandlers(TITLE, lessons(), saved))
  const rendered = await renderAppReady(path, { as: 'user', ...options })
  await screen.findByLabelText(/^Lezione video \d/)
  return { ...rendered, saved }
}

const lessonVideo = (n: number) => screen.getByLabelText(new RegExp(`^Lezione video ${n}:`))
const speed = () => screen.getByRole('combobox', { name: 'Velocità' })
const captions = () => screen.getByRole('combobox', { name: 'Sottotitoli' })
const countdown = 'La prossima lezione inizia tra 5 s'

describe('captions in the lesson player', () => {
  it('offers the lesson’s captions as tracks, the interface language’s on, and switches them', async () => {
    const { user } = await open()
    const video = lessonVideo(1)
    const tracks = [...video.querySelectorAll('track')]
    expect(
      tracks.map((track) => [
        track.getAttribute('kind'),
        track.getAttribute('srclang'),
        track.getAttribute('label'),
        track.getAttribute('src'),
        track.hasAttribute('default'),
      ]),
    ).toEqual([
      ['subtitles', 'it', 'Italiano', '/api/lesson-captions/100/it', true],
      ['subtitles', 'en', 'Inglese', '/api/lesson-captions/100/en', false],
    ])
    expect(captions()).toHaveDisplayValue('Italiano')
    expect(
      within(captions())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Disattivati', 'Italiano', 'Inglese'])

    const { tracks: textTracks } = media(video)
    await user.selectOptions(captions(), 'Inglese')
    expect(textTracks).toEqual([
      { language: 'it', mode: 'disabled' },
      { language: 'en', mode: 'showing' },
    ])
    expect(screen.getByText('Sottotitoli: Inglese')).toBeInTheDocument()
    await user.selectOptions(captions(), 'Disattivati')
    expect(textTracks.map((track) => track.mode)).toEqual(['disabled', 'disabled'])

    // The choice is kept: the next lesson (English captions only) starts with them off too.
    await user.click(screen.getByRole('button', { name: 'Lezione successiva' }))
    await screen.findByLabelText(/^Lezione video 2:/)
    expect(captions()).toHaveDisplayValue('Disattivati')
    expect(lessonVideo(2).querySelector('track')).not.toHaveAttribute('default')
    await user.click(screen.getByRole('button', { name: 'Lezione successiva' }))
    await screen.findByLabelText(/^Lezione video 3:/)
    expect(lessonVideo(3).querySelector('track')).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Sottotitoli' })).toBeNull()
  })

  it('names the tracks in English and turns the English ones on for an English reader', async () => {
    server.use(...lessonHandlers(TITLE, lessons()))
    await renderAppReady(`${PAGE}?lezione=1`, { as: 'user', language: 'en' })
    const video = await screen.findByLabelText(/^Video lesson 1:/)
    const tracks = [...video.querySelectorAll('track')]
    expect(tracks.map((track) => track.getAttribute('label'))).toEqual(['Italian', 'English'])
    expect(tracks.map((track) => track.hasAttribute('default'))).toEqual([false, true])
    expect(screen.getByRole('combobox', { name: 'Captions' })).toHaveDisplayValue('English')
    expect(
      screen.getByRole('checkbox', { name: 'Play the next lesson automatically' }),
    ).toBeChecked()
  })
})

describe('playback speed', () => {
  it('applies the chosen speed, says it, and keeps it for the next lesson and visit', async () => {
    const { user } = await open()
    expect(speed()).toHaveDisplayValue('1×')
    expect(
      within(speed())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0,75×', '1×', '1,25×', '1,5×', '1,75×', '2×'])
    await user.selectOptions(speed(), '1,75×')
    expect((lessonVideo(1) as HTMLVideoElement).playbackRate).toBe(1.75)
    expect(screen.getByText('Velocità di riproduzione: 1,75×')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Lezione successiva' }))
    const next = await screen.findByLabelText<HTMLVideoElement>(/^Lezione video 2:/)
    expect(next.playbackRate).toBe(1.75)
    expect(window.localStorage.getItem('aula.player.speed')).toBe('1.75')
  })

  it('starts a new visit with the speed, captions and autoplay chosen on an earlier one', async () => {
    window.localStorage.setItem('aula.player.speed', '1.5')
    window.localStorage.setItem('aula.player.captions', 'off')
    window.localStorage.setItem('aula.player.autoplay', 'off')
    await open()
    expect(speed()).toHaveDisplayValue('1,5×')
    expect((lessonVideo(1) as HTMLVideoElement).playbackRate).toBe(1.5)
    expect(captions()).toHaveDisplayValue('Disattivati')
    expect(
      screen.getByRole('checkbox', { name: 'Riproduci automaticamente la prossima lezione' }),
    ).not.toBeChecked()
  })
})

describe('keyboard shortcuts', () => {
  it('plays, pauses, seeks and changes speed from the keyboard while the player has focus', async () => {
    const { play, pause } = playback()
    const { user } = await open()
    const { video, tracks } = media(lessonVideo(1))
    await user.click(video)
    expect(video).toHaveFocus()

    await user.keyboard(' ')
    expect(play.mock.contexts).toEqual([video])
    expect(video.paused).toBe(false)
    await user.keyboard('k')
    expect(pause).toHaveBeenCalledTimes(1)
    expect(video.paused).toBe(true)

    await user.keyboard('{ArrowRight}{ArrowRight}l')
    expect(video.currentTime).toBe(20)
    await user.keyboard('{ArrowLeft}j')
    expect(video.currentTime).toBe(5)
    await user.keyboard('jj')
    expect(video.currentTime).toBe(0)

    fireEvent.keyDown(video, { key: '>', code: 'Period', shiftKey: true })
    expect(video.playbackRate).toBe(1.25)
    expect(await screen.findByText('Velocità di riproduzione: 1,25×')).toBeInTheDocument()
    fireEvent.keyDown(video, { key: ';', code: 'Comma', shiftKey: true })
    fireEvent.keyDown(video, { key: ';', code: 'Comma', shiftKey: true })
    expect(video.playbackRate).toBe(0.75)

    await user.keyboard('m')
    expect(video.muted).toBe(true)
    await user.keyboard('c')
    expect(tracks.map((track) => track.mode)).toEqual(['disabled', 'disabled'])
    expect(captions()).toHaveDisplayValue('Disattivati')
    await user.keyboard('c')
    expect(captions()).toHaveDisplayValue('Italiano')
    expect(tracks.map((track) => track.mode)).toEqual(['showing', 'disabled'])
  })

  it('leaves the keys alone while choosing in a field or ticking a box', async () => {
    const { play } = playback()
    const { user } = await open()
    media(lessonVideo(1))
    speed().focus()
    await user.keyboard('k')
    const autoplay = screen.getByRole('checkbox', {
      name: 'Riproduci automaticamente la prossima lezione',
    })
    autoplay.focus()
    await user.keyboard(' ')
    expect(autoplay).not.toBeChecked()
    expect(play).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('lists the shortcuts in a dialog opened by ? or by its button, closed by Esc', async () => {
    const { user } = await open()
    await user.click(lessonVideo(1))
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Scorciatoie da tastiera' })
    expect(within(dialog).getByText('Riproduci o metti in pausa')).toBeVisible()
    expect(within(dialog).getByText('Spazio')).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Scorciatoie da tastiera' }))
    expect(await screen.findByRole('dialog', { name: 'Scorciatoie da tastiera' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Chiudi' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('the next lesson after one ends', () => {
  it('counts down, then plays the next lesson; the one that ended is completed', async () => {
    const { play } = playback()
    const { saved } = await open()
    const { video } = media(lessonVideo(1), 60)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      video.currentTime = 60
      fireEvent(video, new Event('ended'))
      expect(await screen.findByText(countdown)).toBeVisible()
      expect(
        screen.getByText("La prossima lezione, «Calcolare l'idratazione», inizia tra 5 secondi."),
      ).toHaveAttribute('role', 'status')
      await act(() => vi.advanceTimersByTimeAsync(2000))
      expect(screen.getByText('La prossima lezione inizia tra 3 s')).toBeVisible()
      await act(() => vi.advanceTimersByTimeAsync(3000))
    } finally {
      vi.useRealTimers()
    }
    const next = await screen.findByLabelText(/^Lezione video 2:/)
    await waitFor(() => expect(play.mock.contexts).toContain(next))
    expect(window.location.search).toBe('?lezione=2')
    expect(screen.queryByText(/La prossima lezione inizia/)).toBeNull()
    await waitFor(() =>
      expect(saved).toContainEqual({ lessonId: 100, positionSeconds: 60, completed: true }),
    )
  })

  it('stops the countdown on Annulla, and goes at once on Guarda ora', async () => {
    const { play } = playback()
    const { user } = await open()
    fireEvent(media(lessonVideo(1), 60).video, new Event('ended'))
    await user.click(await screen.findByRole('button', { name: 'Annulla' }))
    expect(screen.queryByText(countdown)).toBeNull()
    expect(lessonVideo(1)).toBeVisible()

    fireEvent(lessonVideo(1), new Event('ended'))
    await user.click(await screen.findByRole('button', { name: 'Guarda ora' }))
    const next = await screen.findByLabelText(/^Lezione video 2:/)
    await waitFor(() => expect(play.mock.contexts).toContain(next))
  })

  it('shows no countdown when autoplay is off, nor after the last lesson', async () => {
    const { user } = await open()
    await user.click(
      screen.getByRole('checkbox', { name: 'Riproduci automaticamente la prossima lezione' }),
    )
    fireEvent(media(lessonVideo(1), 60).video, new Event('ended'))
    expect(screen.queryByText(countdown)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Guarda ora' })).toBeNull()
    expect(window.localStorage.getItem('aula.player.autoplay')).toBe('off')

    await user.click(
      screen.getByRole('checkbox', { name: 'Riproduci automaticamente la prossima lezione' }),
    )
    await user.click(screen.getByRole('button', { name: /^Lezione 3:/ }))
    fireEvent(
      media(await screen.findByLabelText(/^Lezione video 3:/), 60).video,
      new Event('ended'),
    )
    expect(screen.queryByText(countdown)).toBeNull()
  })
})
