import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { courseFixture } from '#src/testing/catalog-fixtures.ts'
import { fillCourse, input, openAddForm, startServer, submit, video } from './course-test-kit.ts'

/*
 * A course's videos go to the server by resumable upload before the form (tus-handlers.ts):
 * what the admin sees when the server no longer has one of them.
 */

describe('the videos of a course', () => {
  it('are asked for again when the server no longer has their upload, then uploaded anew', async () => {
    const fake = startServer({ courses: [courseFixture({ id: 7, title: 'Pizza in pala' })] })
    const { user } = await openAddForm()
    await fillCourse(user)
    await user.upload(screen.getByLabelText(/^Video del corso/), [
      video('stesura.mp4'),
      video('infornata.mp4'),
    ])
    await user.click(submit())
    expect(
      await screen.findAllByText('Esiste già un corso con questo titolo: scegline un altro.'),
    ).not.toHaveLength(0)

    // A day later the server has let the second video's unused upload go.
    for (const upload of fake.tus.uploads.values()) {
      if (upload.filename === 'infornata.mp4') fake.tus.uploads.delete(upload.id)
    }
    await user.clear(input(/^Titolo/))
    await user.type(input(/^Titolo/), 'Pizza in pala romana')
    await user.click(submit())
    expect(await screen.findByText('Errore durante il salvataggio del corso.')).toBeVisible()
    expect(screen.getByLabelText(/^Video del corso/)).toHaveAccessibleDescription(
      expect.stringContaining('Il video caricato non è più disponibile: scegli di nuovo il file.'),
    )

    await user.click(submit())
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    // Only the missing one went again.
    expect(fake.tus.requests.filter((request) => request === 'POST')).toHaveLength(3)
    expect(fake.tus.filenames(fake.received[2]!.fields.videos)).toEqual([
      'stesura.mp4',
      'infornata.mp4',
    ])
  })
})
