import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OnlineCourseWritePaths } from '@aula/contract/routes/online-courses'
import { failedWrite, field, refusedWrite } from '#src/testing/admin-courses-handlers.ts'
import { renderApp } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'
import { video, input, startServer, currentLessons, rowTexts } from './online-course-test-kit.ts'

describe('editing a video course', () => {
  async function openEditForm() {
    const fake = startServer()
    const requests = recordRequests()
    const rendered = renderApp('/modifica-corso-online/Pizza-in-teglia-alla-romana', {
      as: 'admin',
    })
    await screen.findByRole('heading', {
      level: 1,
      name: 'Modifica videocorso: Pizza in teglia alla romana',
    })
    await screen.findByRole('textbox', { name: /^Titolo$/ })
    return { ...rendered, fake, requests }
  }

  it('shows the course and its lessons, asked for with the session', async () => {
    const { requests } = await openEditForm()
    expect(input(/^Titolo$/)).toHaveValue('Pizza in teglia alla romana')
    expect(input(/^Descrizione/)).toHaveValue('Dieci lezioni in video.')
    expect(input(/^Prezzo/)).toHaveValue('39')
    expect(input(/^Commissione affiliato/)).toHaveValue('5,50')
    expect(screen.getByRole('combobox', { name: 'Organizzatore' })).toHaveDisplayValue(
      'Chiara Romano',
    )
    expect(screen.getByRole('img', { name: 'Copertina attuale' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Guarda il video' })).toHaveAttribute(
      'href',
      '/media/videos/teglia.mp4',
    )
    expect(rowTexts(currentLessons())).toEqual(['Impasto', 'Pieghe', 'Cottura'])
    expect(currentLessons().getByText('Durata 12:34')).toBeVisible()
    const lessonsCall = requests.find((request) => request.path.endsWith('/lessons'))
    expect(lessonsCall).toMatchObject({
      method: 'GET',
      path: '/api/admin/onlinecourse/Pizza%20in%20teglia%20alla%20romana/lessons',
      authorization: 'Bearer token-direzione',
    })
  })

  it('reorders, removes and adds lessons, and sends the lesson ids that stay', async () => {
    const { user, fake } = await openEditForm()
    await user.click(currentLessons().getByRole('button', { name: 'Sposta su «Cottura»' }))
    expect(rowTexts(currentLessons())).toEqual(['Impasto', 'Cottura', 'Pieghe'])
    expect(currentLessons().getByRole('button', { name: 'Sposta su «Cottura»' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(rowTexts(currentLessons())).toEqual(['Cottura', 'Impasto', 'Pieghe'])
    // At the top, the keyboard moves to the other arrow.
    expect(currentLessons().getByRole('button', { name: 'Sposta giù «Cottura»' })).toHaveFocus()

    await user.click(currentLessons().getByRole('button', { name: 'Rimuovi «Pieghe»' }))
    const removed = screen.getByRole('list', {
      name: 'Lezioni che saranno eliminate al salvataggio',
    })
    expect(removed).toHaveTextContent('Pieghe')
    await user.upload(screen.getByLabelText(/^Aggiungi lezioni/), video('farcitura.mp4'))
    // New lessons come after the two that stay.
    expect(input(/^Titolo della lezione 3/)).toHaveValue('farcitura')
    await user.clear(input(/^Titolo della lezione 3/))
    await user.type(input(/^Titolo della lezione 3/), 'Farcitura')
    await user.clear(input(/^Titolo$/))
    await user.type(input(/^Titolo$/), 'Teglia romana')
    await user.clear(input(/^Acconto/))

    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vedi il videocorso sul sito' })).toHaveAttribute(
      'href',
      '/videocorso/Teglia-romana',
    )

    const sent = fake.received[0]!
    expect(sent.method).toBe('PUT')
    expect(sent.authorization).toBe('Bearer private-direzione')
    const { videos, ...texts } = sent.fields
    expect(texts).toEqual({
      title: ['Pizza in teglia alla romana'],
      newTitle: ['Teglia romana'],
      intro: ['Alta idratazione e cottura in teglia.'],
      description: ['<p>Dieci lezioni in video.</p>'],
      price: ['39'],
      facilitatorPrice: [''],
      affiliatePrice: ['5,50'],
      author: ['2'],
      category: ['2'],
      directory: ['onlinecourses'],
      // No English texts typed: the course stays Italian only.
      titleEn: [''],
      introEn: [''],
      descriptionEn: [''],
      existingVideos: ['13,11'],
      existingLessonTitles: ['Cottura', 'Impasto'],
      lessonTitles: ['Farcitura'],
    })
    // The new lesson's video went ahead by resumable upload; the form names its upload.
    expect(fake.tus.filenames(videos)).toEqual(['farcitura.mp4'])
    expect(sent.files).toEqual({})

    // The form now lists the lessons as stored, the new one included: saving again keeps it.
    await waitFor(() =>
      expect(rowTexts(currentLessons())).toEqual(['Cottura', 'Impasto', 'Farcitura']),
    )
    expect(screen.queryByRole('list', { name: 'Nuove lezioni' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() => expect(fake.received).toHaveLength(2))
    expect(field(fake.received[1], 'title')).toBe('Teglia romana')
    expect(field(fake.received[1], 'existingVideos')).toBe('13,11,101')
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
  })

  it('renames and reorders the current lessons without uploading them again', async () => {
    const { user, fake } = await openEditForm()
    const first = input(/^Titolo della lezione 1$/)
    expect(first).toHaveValue('Impasto')
    expect(first).toHaveAccessibleDescription('Durata 12:34')
    await user.clear(input(/^Titolo della lezione 2$/))
    await user.type(input(/^Titolo della lezione 2$/), 'Pieghe e riposi')
    // The buttons follow the new name at once.
    const down = currentLessons().getByRole('button', { name: 'Sposta giù «Pieghe e riposi»' })
    down.focus()
    await user.keyboard('{Enter}')
    expect(rowTexts(currentLessons())).toEqual(['Impasto', 'Cottura', 'Pieghe e riposi'])
    expect(
      currentLessons().getByRole('button', { name: 'Sposta su «Pieghe e riposi»' }),
    ).toHaveFocus()
    expect(screen.getByText('«Pieghe e riposi» è ora in posizione 3 di 3.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    const sent = fake.received[0]!
    expect(sent.fields.existingVideos).toEqual(['11,13,12'])
    expect(sent.fields.existingLessonTitles).toEqual(['Impasto', 'Cottura', 'Pieghe e riposi'])
    expect(sent.fields.lessonTitles).toBeUndefined()
    expect(sent.files).toEqual({})
    await waitFor(() =>
      expect(rowTexts(currentLessons())).toEqual(['Impasto', 'Cottura', 'Pieghe e riposi']),
    )
  })

  it('keeps a lesson from losing its name, and shows the server word on a title', async () => {
    const { user, fake } = await openEditForm()
    await user.clear(input(/^Titolo della lezione 3$/))
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() =>
      expect(input(/^Titolo della lezione 3$/)).toHaveAccessibleDescription(
        expect.stringContaining('Dai un titolo alla lezione.'),
      ),
    )
    expect(input(/^Titolo della lezione 3$/)).toHaveAttribute('aria-invalid', 'true')
    // Its buttons still name it, by its place.
    expect(
      currentLessons().getByRole('button', { name: 'Rimuovi «Lezione 3»' }),
    ).toBeInTheDocument()
    expect(fake.received).toHaveLength(0)

    await user.type(input(/^Titolo della lezione 3$/), 'x'.repeat(5))
    server.use(
      refusedWrite('put', OnlineCourseWritePaths.onlineCourse, 400, {
        message: 'Invalid body: existingLessonTitles.2 At most 200 characters',
        errors: [{ path: 'existingLessonTitles.2', message: 'At most 200 characters' }],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Errore durante il salvataggio del corso.')).toBeVisible()
    expect(input(/^Titolo della lezione 3$/)).toHaveAccessibleDescription(
      expect.stringContaining('Al massimo 200 caratteri.'),
    )
  })

  it('brings a removed lesson back', async () => {
    const { user, fake } = await openEditForm()
    await user.click(currentLessons().getByRole('button', { name: 'Rimuovi «Impasto»' }))
    await user.click(screen.getByRole('button', { name: 'Mantieni «Impasto»' }))
    expect(rowTexts(currentLessons())).toEqual(['Pieghe', 'Cottura', 'Impasto'])
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    expect(field(fake.received[0], 'existingVideos')).toBe('12,13,11')
  })

  it("uses the course's messages when the save fails", async () => {
    const { user } = await openEditForm()
    server.use(
      refusedWrite('put', OnlineCourseWritePaths.onlineCourse, 400, { message: 'Invalid form' }),
    )
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Errore durante il salvataggio del corso.')).toBeVisible()
    server.use(failedWrite('put', OnlineCourseWritePaths.onlineCourse))
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText('Errore durante la pubblicazione del corso.')).toBeVisible()
  })

  it('says so when the video course does not exist', async () => {
    startServer()
    renderApp('/modifica-corso-online/Corso-sparito', { as: 'admin' })
    expect(
      await screen.findByText(
        'Videocorso non trovato: potrebbe essere stato eliminato o rinominato.',
      ),
    ).toBeVisible()
  })
})
