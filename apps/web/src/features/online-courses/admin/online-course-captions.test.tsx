import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#src/testing/render-app.tsx'
import { recordRequests } from '#src/testing/server.ts'
import { currentLessons, startServer, video } from './online-course-test-kit.ts'

const vtt = (name = 'impasto.vtt') =>
  new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nCiao a tutti\n'], name, { type: 'text/vtt' })

async function openEditForm() {
  const fake = startServer()
  const requests = recordRequests()
  const rendered = renderApp('/modifica-corso-online/Pizza-in-teglia-alla-romana', {
    as: 'admin',
  })
  await screen.findByRole('textbox', { name: /^Titolo$/ })
  return { ...rendered, fake, requests }
}

const captionsOf = (name: string) =>
  within(currentLessons().getByRole('group', { name: `Sottotitoli di «${name}»` }))

const lessonsCalls = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.path.endsWith('/lessons')).length

describe('captions of a video course’s lessons', () => {
  it('shows which languages each lesson has captions in', async () => {
    await openEditForm()
    expect(captionsOf('Impasto').getByText('In italiano: presenti')).toBeVisible()
    expect(captionsOf('Impasto').getByText('In inglese: assenti')).toBeVisible()
    expect(captionsOf('Pieghe').getByText('In italiano: assenti')).toBeVisible()
    expect(
      captionsOf('Impasto').getByLabelText('Carica i sottotitoli in inglese di «Impasto»'),
    ).toHaveAttribute('accept', '.vtt,.srt,text/vtt,application/x-subrip')
    expect(
      captionsOf('Impasto').getByRole('button', {
        name: 'Rimuovi i sottotitoli in italiano di «Impasto»',
      }),
    ).toBeVisible()
    expect(
      captionsOf('Pieghe').queryByRole('button', { name: /^Rimuovi i sottotitoli/ }),
    ).toBeNull()
  })

  it('uploads a captions file for one lesson and language, with the private token', async () => {
    const { user, fake, requests } = await openEditForm()
    const before = lessonsCalls(requests)
    await user.upload(
      captionsOf('Pieghe').getByLabelText('Carica i sottotitoli in inglese di «Pieghe»'),
      vtt('pieghe.en.vtt'),
    )
    expect(await captionsOf('Pieghe').findByRole('status')).toHaveTextContent(
      'Sottotitoli in inglese salvati.',
    )
    expect(fake.captions).toEqual([
      {
        method: 'PUT',
        lessonId: 12,
        language: 'en',
        authorization: 'Bearer private-direzione',
        text: await vtt().text(),
      },
    ])
    expect(captionsOf('Pieghe').getByText('In inglese: presenti')).toBeVisible()
    expect(
      captionsOf('Pieghe').getByRole('button', {
        name: 'Rimuovi i sottotitoli in inglese di «Pieghe»',
      }),
    ).toBeVisible()
    // The lessons list is asked again, so it shows the new captions.
    await waitFor(() => expect(lessonsCalls(requests)).toBeGreaterThan(before))
    expect(fake.data.lessons['pizza in teglia alla romana']![1]!.captions).toEqual(['en'])
  })

  it('shows the server’s refusal of a file that is not captions, beside the lesson', async () => {
    const { user, fake } = await openEditForm()
    await user.upload(
      captionsOf('Cottura').getByLabelText('Carica i sottotitoli in italiano di «Cottura»'),
      new File(['just some notes'], 'note.vtt', { type: 'text/vtt' }),
    )
    expect(await captionsOf('Cottura').findByRole('alert')).toHaveTextContent(
      'Scegli un file di sottotitoli WebVTT (.vtt) o SubRip (.srt).',
    )
    expect(fake.captions.map(({ lessonId, language }) => [lessonId, language])).toEqual([
      [13, 'it'],
    ])
    expect(captionsOf('Cottura').getByText('In italiano: assenti')).toBeVisible()
  })

  it('removes a lesson’s captions in one language', async () => {
    const { user, fake } = await openEditForm()
    await user.click(
      captionsOf('Impasto').getByRole('button', {
        name: 'Rimuovi i sottotitoli in italiano di «Impasto»',
      }),
    )
    expect(await captionsOf('Impasto').findByRole('status')).toHaveTextContent(
      'Sottotitoli in italiano rimossi.',
    )
    expect(captionsOf('Impasto').getByText('In italiano: assenti')).toBeVisible()
    expect(fake.captions).toMatchObject([{ method: 'DELETE', lessonId: 11, language: 'it' }])
  })

  it('offers captions for new lessons only once they are saved', async () => {
    const { user } = await openEditForm()
    await user.upload(screen.getByLabelText(/^Aggiungi lezioni/), video('farcitura.mp4'))
    const added = screen.getByRole('list', { name: 'Nuove lezioni' })
    expect(within(added).queryByLabelText(/^Carica i sottotitoli/)).toBeNull()
    expect(
      screen.getByText('Le nuove lezioni potranno avere i sottotitoli dopo il salvataggio.'),
    ).toBeVisible()
  })
})
