import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OnlineCourseWritePaths } from '@aula/contract/routes/online-courses'
import {
  abortLikeABrowser,
  failedWrite,
  refusedWrite,
  unansweredWrite,
} from '#src/testing/admin-courses-handlers.ts'
import { server } from '#src/testing/server.ts'
import {
  video,
  input,
  startServer,
  openAddForm,
  fillAddForm,
  newLessons,
  rowTexts,
} from './online-course-test-kit.ts'

describe('adding a video course', () => {
  it('sends the course with two lessons, their titles in the chosen order', async () => {
    const fake = startServer()
    const { user } = await openAddForm()
    await fillAddForm(user)
    await user.type(input(/^Acconto/), '20')
    await user.type(input(/^Commissione affiliato/), '5')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Organizzatore' }),
      'Antonio Esposito',
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Categoria' }),
      'Pizza napoletana',
    )
    await user.upload(screen.getByLabelText(/^Video delle lezioni/), [
      video('01 stesura.mp4'),
      video('cottura.finale.mov'),
    ])
    // Each lesson starts with its file's name, without the extension.
    expect(rowTexts(newLessons())).toEqual(['01 stesura', 'cottura.finale'])
    await user.clear(input(/^Titolo della lezione 1/))
    await user.type(input(/^Titolo della lezione 1/), 'La stesura')
    await user.clear(input(/^Titolo della lezione 2/))
    await user.type(input(/^Titolo della lezione 2/), 'La cottura')

    // The second lesson goes first; the keyboard stays on the lesson that moved.
    const up = newLessons().getByRole('button', { name: 'Sposta su «La cottura»' })
    await user.click(up)
    expect(input(/^Titolo della lezione 1/)).toHaveValue('La cottura')
    expect(input(/^Titolo della lezione 2/)).toHaveValue('La stesura')
    expect(newLessons().getByRole('button', { name: 'Sposta giù «La cottura»' })).toHaveFocus()
    expect(screen.getByText('«La cottura» è ora in posizione 1 di 2.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Pubblica il videocorso' }))

    expect(await screen.findByText('Videocorso salvato con successo!')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vedi il videocorso sul sito' })).toHaveAttribute(
      'href',
      '/videocorso/Impasti-a-mano',
    )
    const sent = fake.received[0]!
    expect(sent.method).toBe('POST')
    expect(sent.authorization).toBe('Bearer private-direzione')
    const { video: preview, videos, ...texts } = sent.fields
    expect(texts).toEqual({
      title: ['Impasti a mano'],
      intro: ['Senza impastatrice.'],
      description: ['<p>Sei lezioni.</p>'],
      price: ['59,90'],
      facilitatorprice: ['20'],
      affiliateprice: ['5'],
      author: ['1'],
      category: ['1'],
      directory: ['onlinecourses'],
      // No English texts typed: the course stays Italian only.
      titleEn: [''],
      introEn: [''],
      descriptionEn: [''],
      lessonTitles: ['La cottura', 'La stesura'],
    })
    // The videos went ahead by resumable upload, one after the other, in full; the form
    // names them by their uploads' ids, the lessons in their chosen order.
    expect(fake.tus.filenames(preview)).toEqual(['trailer.mp4'])
    expect(fake.tus.filenames(videos)).toEqual(['cottura.finale.mov', '01 stesura.mp4'])
    expect(fake.tus.requests.filter((request) => request.startsWith('POST'))).toHaveLength(3)
    expect(sent.files).toEqual({ coverImage: [{ type: 'image/jpeg' }] })
    expect(fake.data.lessons['impasti a mano']?.map((lesson) => lesson.title)).toEqual([
      'La cottura',
      'La stesura',
    ])
    // Cleared for the next one.
    expect(input(/^Titolo$/)).toHaveValue('')
    expect(screen.queryByRole('list', { name: 'Nuove lezioni' })).not.toBeInTheDocument()
  })

  it('asks for the cover and the preview video before sending', async () => {
    const fake = startServer()
    const { user } = await openAddForm()
    await user.type(input(/^Titolo$/), 'Impasti a mano')
    await user.click(screen.getByRole('button', { name: 'Pubblica il videocorso' }))
    expect(await screen.findByText("Scegli un'immagine di copertina.")).toBeVisible()
    expect(screen.getByLabelText(/^Video di presentazione/)).toHaveAccessibleDescription(
      expect.stringContaining('Scegli il video di presentazione.'),
    )
    expect(input(/^Descrizione/)).toHaveAccessibleDescription(
      expect.stringContaining('Questo campo è obbligatorio.'),
    )
    expect(fake.received).toHaveLength(0)
  })

  it('lets a chosen lesson be removed before sending', async () => {
    const fake = startServer()
    const { user } = await openAddForm()
    await fillAddForm(user)
    await user.upload(screen.getByLabelText(/^Video delle lezioni/), [
      video('uno.mp4'),
      video('due.mp4'),
    ])
    await user.clear(input(/^Titolo della lezione 2/))
    await user.type(input(/^Titolo della lezione 2/), 'Da togliere')
    await user.click(newLessons().getByRole('button', { name: 'Rimuovi «Da togliere»' }))
    expect(newLessons().getAllByRole('listitem')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Pubblica il videocorso' }))
    expect(await screen.findByText('Videocorso salvato con successo!')).toBeVisible()
    expect(fake.received[0]!.fields.lessonTitles).toEqual(['uno'])
    expect(fake.tus.filenames(fake.received[0]!.fields.videos)).toEqual(['uno.mp4'])
  })

  it("shows the add form's own messages", async () => {
    startServer()
    server.use(
      refusedWrite('post', OnlineCourseWritePaths.onlineCourse, 400, {
        message: 'Invalid form',
        errors: [
          { path: 'price', message: 'Enter an amount in euros, such as 250 or 249.90' },
          { path: 'lessonTitles.0', message: 'At most 200 characters' },
        ],
      }),
    )
    const { user } = await openAddForm()
    await fillAddForm(user)
    await user.upload(screen.getByLabelText(/^Video delle lezioni/), video('uno.mp4'))
    await user.click(screen.getByRole('button', { name: 'Pubblica il videocorso' }))
    expect(await screen.findByText('Errore durante il salvataggio del videocorso.')).toBeVisible()
    expect(input(/^Prezzo/)).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi un importo in euro, per esempio 250 oppure 249,90.'),
    )
    expect(input(/^Titolo della lezione 1/)).toHaveAccessibleDescription(
      expect.stringContaining('Al massimo 200 caratteri.'),
    )

    server.use(failedWrite('post', OnlineCourseWritePaths.onlineCourse))
    await user.click(screen.getByRole('button', { name: 'Pubblica il videocorso' }))
    expect(await screen.findByText('Errore durante la pubblicazione del videocorso.')).toBeVisible()
  })

  it('cancels a long upload', async () => {
    startServer()
    server.use(unansweredWrite('post', OnlineCourseWritePaths.onlineCourse))
    const abort = abortLikeABrowser()
    const { user } = await openAddForm()
    await fillAddForm(user)
    await user.click(screen.getByRole('button', { name: 'Pubblica il videocorso' }))
    expect(await screen.findByRole('progressbar')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Annulla caricamento' }))
    expect(abort).toHaveBeenCalledOnce()
    expect(
      await screen.findByText('Caricamento annullato: non è stato salvato nulla.'),
    ).toBeVisible()
  })
})
