import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { abortLikeABrowser } from '#src/testing/admin-courses-handlers.ts'
import { recordRequests } from '#src/testing/server.ts'
import { video, input, startServer, openAddForm, fillAddForm } from './online-course-test-kit.ts'

/*
 * The videos of a video course go to the server by resumable upload before the form
 * (tus-handlers.ts plays the server's part): what the admin notices when the connection
 * drops, when the form is refused and sent again, and when an upload is cancelled.
 */

const publish = () => screen.getByRole('button', { name: 'Pubblica il videocorso' })

/** The add form with a lesson, sent under a title already taken: refused, its uploads done. */
async function refusedForItsTitle() {
  const rendered = await openAddForm()
  const { user } = rendered
  await fillAddForm(user)
  await user.upload(screen.getByLabelText(/^Video delle lezioni/), video('uno.mp4'))
  await user.clear(input(/^Titolo$/))
  await user.type(input(/^Titolo$/), 'Pizza in teglia alla romana')
  await user.click(publish())
  expect(
    await screen.findByText('Esiste già un videocorso con questo titolo: scegline un altro.'),
  ).toBeVisible()
  return rendered
}

describe('the videos of a video course', () => {
  it('resume by themselves when the connection drops, saying so meanwhile', async () => {
    const fake = startServer()
    const { user } = await openAddForm()
    await fillAddForm(user)
    await user.upload(screen.getByLabelText(/^Video delle lezioni/), video('uno.mp4'))
    // The preview's bytes are lost twice on the way: the second break waits a second.
    fake.tus.nextPatches.push('fail', 'fail')
    await user.click(publish())

    expect(await screen.findByText('Connessione persa: riprendo…')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Annulla caricamento' })).toBeVisible()
    expect(await screen.findByText('Videocorso salvato con successo!')).toBeVisible()
    expect(screen.queryByText('Connessione persa: riprendo…')).not.toBeInTheDocument()
    const sent = fake.received[0]!
    expect(fake.tus.filenames(sent.fields.video)).toEqual(['trailer.mp4'])
    expect(fake.tus.filenames(sent.fields.videos)).toEqual(['uno.mp4'])
    // The same upload went on from where the server stood, instead of a new one.
    expect(fake.tus.requests.filter((request) => request === 'POST')).toHaveLength(2)
    expect(fake.tus.requests.filter((request) => request.startsWith('HEAD'))).toHaveLength(2)
  })

  it('go on with a new private token when theirs expires on the way', async () => {
    const fake = startServer()
    const seen = recordRequests()
    const { user } = await openAddForm()
    await fillAddForm(user)
    fake.tus.nextPatches.push('expired')
    await user.click(publish())

    expect(await screen.findByText('Videocorso salvato con successo!')).toBeVisible()
    const tokens = seen.filter((request) => request.path === AuthPaths.generatePrivateToken)
    expect(tokens).toHaveLength(2)
    expect(fake.tus.filenames(fake.received[0]!.fields.video)).toEqual(['trailer.mp4'])
  })

  it('start anew when the server lets an upload go while its bytes are on the way', async () => {
    const fake = startServer()
    const { user } = await openAddForm()
    await fillAddForm(user)
    fake.tus.nextPatches.push('gone')
    await user.click(publish())

    expect(await screen.findByText('Videocorso salvato con successo!')).toBeVisible()
    expect(fake.tus.requests.filter((request) => request === 'POST')).toHaveLength(2)
    expect(fake.tus.filenames(fake.received[0]!.fields.video)).toEqual(['trailer.mp4'])
  })

  it('are not sent again when a refused form is sent again', async () => {
    const fake = startServer()
    const { user } = await refusedForItsTitle()
    const uploaded = [...fake.tus.requests]
    expect(uploaded.filter((request) => request === 'POST')).toHaveLength(2)

    await user.clear(input(/^Titolo$/))
    await user.type(input(/^Titolo$/), 'Impasti a mano')
    await user.click(publish())
    expect(await screen.findByText('Videocorso salvato con successo!')).toBeVisible()
    expect(fake.tus.requests).toEqual(uploaded)
    expect(fake.received[1]!.fields.videos).toEqual(fake.received[0]!.fields.videos)
  })

  it('ask for the file again when the server no longer has its upload, then upload it anew', async () => {
    const fake = startServer()
    const { user } = await refusedForItsTitle()

    // A day later the server has let the lesson's unused upload go.
    for (const upload of fake.tus.uploads.values()) {
      if (upload.filename === 'uno.mp4') fake.tus.uploads.delete(upload.id)
    }
    await user.clear(input(/^Titolo$/))
    await user.type(input(/^Titolo$/), 'Impasti a mano')
    await user.click(publish())
    expect(await screen.findByText('Errore durante il salvataggio del videocorso.')).toBeVisible()
    expect(screen.getByLabelText(/^Video delle lezioni/)).toHaveAccessibleDescription(
      expect.stringContaining('Il video caricato non è più disponibile: scegli di nuovo il file.'),
    )

    await user.click(publish())
    expect(await screen.findByText('Videocorso salvato con successo!')).toBeVisible()
    expect(fake.tus.requests.filter((request) => request === 'POST')).toHaveLength(3)
    expect(fake.tus.filenames(fake.received[2]!.fields.videos)).toEqual(['uno.mp4'])
  })

  it('stop when the upload is cancelled, and the server lets the unfinished one go', async () => {
    const fake = startServer()
    fake.tus.nextPatches.push('hang')
    const abort = abortLikeABrowser()
    const { user } = await openAddForm()
    await fillAddForm(user)
    await user.click(publish())
    expect(await screen.findByRole('progressbar', { name: 'Caricamento in corso…' })).toBeVisible()
    await waitFor(() => expect(fake.tus.uploads.size).toBe(1))
    const [id] = fake.tus.uploads.keys()
    await waitFor(() => expect(fake.tus.requests).toContain(`PATCH ${id}`))
    await user.click(screen.getByRole('button', { name: 'Annulla caricamento' }))

    expect(
      await screen.findByText('Caricamento annullato: non è stato salvato nulla.'),
    ).toBeVisible()
    expect(abort).toHaveBeenCalledOnce()
    await waitFor(() => expect(fake.tus.requests).toContain(`DELETE ${id}`))
    expect(fake.tus.uploads.size).toBe(0)
    expect(fake.received).toHaveLength(0)
    expect(publish()).toBeEnabled()
  })
})
