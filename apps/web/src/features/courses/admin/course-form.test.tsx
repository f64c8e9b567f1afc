import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CourseWritePaths } from '@aula/contract/routes/courses'
import {
  abortLikeABrowser,
  failedWrite,
  field,
  refusedWrite,
  unansweredWrite,
} from '#src/testing/admin-courses-handlers.ts'
import { catalog } from '#src/testing/catalog-data.ts'
import { courseFixture, imageFixture } from '#src/testing/catalog-fixtures.ts'
import { renderApp } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'
import {
  fillCourse,
  image,
  input,
  openAddForm,
  startServer,
  submit,
  video,
} from './course-test-kit.ts'

describe('adding a course', () => {
  it('shows the dates only for "Scegli la data" and sends every field of the contract', async () => {
    const fake = startServer()
    const { user } = await openAddForm()

    const radios = within(screen.getByRole('group', { name: /^Data del corso/ }))
    expect(
      radios.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Nessuna data', 'Da definirsi', 'Scegli la data'])
    expect(screen.queryByLabelText(/^Data di inizio/)).not.toBeInTheDocument()
    await user.click(radios.getByRole('radio', { name: 'Da definirsi' }))
    expect(screen.queryByLabelText(/^Data di inizio/)).not.toBeInTheDocument()
    await user.click(radios.getByRole('radio', { name: 'Scegli la data' }))
    expect(screen.getByLabelText(/^Data di inizio/)).toBeVisible()
    expect(screen.getByLabelText(/^Data di fine/)).toBeVisible()
    // A course with editions takes its dates from them (docs/product.md#editions).
    expect(screen.getByText(/le sue date sono quelle della prima/)).toBeVisible()

    await user.type(input(/^Titolo/), 'Pizza fritta napoletana')
    await user.type(input(/^Introduzione/), 'Montanare, calzoni e frittatine.')
    await user.type(
      input(/^Descrizione/),
      'Primo giorno: impasti.{Enter}{Enter}Secondo giorno: frittura.',
    )
    await user.type(input(/^Luogo/), 'Napoli')
    await user.type(input(/^Durata/), '2 giorni')
    await user.type(input(/^Prezzo/), '249,90')
    await user.type(input(/^Acconto/), '50')
    await user.type(input(/^Commissione affiliato/), '20')
    await user.type(screen.getByLabelText(/^Data di inizio/), '2027-03-10')
    await user.type(screen.getByLabelText(/^Data di fine/), '2027-03-11')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Organizzatore' }),
      'Chiara Romano',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Pizza in teglia')
    await user.upload(screen.getByLabelText(/^Immagine di copertina/), image('copertina.jpg'))
    await user.upload(screen.getByLabelText(/^Foto della galleria/), [
      image('banco.jpg'),
      image('forno.jpg'),
    ])
    await user.upload(screen.getByLabelText(/^Video del corso/), video('frittura.mp4'))
    expect(screen.getByRole('list', { name: /Foto della galleria/ })).toHaveTextContent('banco.jpg')

    await user.click(submit())

    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vedi il corso sul sito' })).toHaveAttribute(
      'href',
      '/course/Pizza-fritta-napoletana',
    )
    const sent = fake.received[0]!
    expect(sent.method).toBe('POST')
    // The private token of the admin write, never the session token.
    expect(sent.authorization).toBe('Bearer private-direzione')
    const { videos, ...texts } = sent.fields
    expect(texts).toEqual({
      title: ['Pizza fritta napoletana'],
      intro: ['Montanare, calzoni e frittatine.'],
      location: ['Napoli'],
      description: ['<p>Primo giorno: impasti.</p><p>Secondo giorno: frittura.</p>'],
      price: ['249,90'],
      facilitatorprice: ['50'],
      affiliateprice: ['20'],
      duration: ['2 giorni'],
      author: ['2'],
      category: ['2'],
      dateChoice: ['scegliData'],
      courseStartDate: ['2027-03-10'],
      courseEndDate: ['2027-03-11'],
      directory: ['courses'],
      // No English texts typed: the course stays Italian only.
      titleEn: [''],
      introEn: [''],
      descriptionEn: [''],
    })
    // The video went ahead by resumable upload: the form names it by its upload's id.
    expect(fake.tus.filenames(videos)).toEqual(['frittura.mp4'])
    expect(sent.files).toEqual({
      coverImage: [{ type: 'image/jpeg' }],
      photos: [{ type: 'image/jpeg' }, { type: 'image/jpeg' }],
    })

    // The form is ready for the next course.
    expect(input(/^Titolo/)).toHaveValue('')
    expect(input(/^Prezzo/)).toHaveValue('')
    expect(screen.queryByRole('list', { name: /Foto della galleria/ })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Data di inizio/)).not.toBeInTheDocument()
  })

  it('sends no dates for a course without one', async () => {
    const fake = startServer()
    const { user } = await openAddForm()
    await user.click(screen.getByRole('radio', { name: 'Scegli la data' }))
    await user.type(screen.getByLabelText(/^Data di inizio/), '2027-03-10')
    await user.click(screen.getByRole('radio', { name: 'Nessuna data' }))
    await user.type(input(/^Titolo/), 'Pizza e birra')
    await user.type(input(/^Introduzione/), 'Abbinamenti.')
    await user.type(input(/^Descrizione/), 'Degustazione guidata.')
    await user.type(input(/^Luogo/), 'Roma')
    await user.type(input(/^Prezzo/), '90')
    await user.upload(screen.getByLabelText(/^Immagine di copertina/), image('birra.jpg'))
    await user.click(submit())

    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    const sent = fake.received[0]!
    expect(field(sent, 'dateChoice')).toBe('nessuna')
    expect(field(sent, 'courseStartDate')).toBe('')
    expect(field(sent, 'courseEndDate')).toBe('')
    expect(field(sent, 'author')).toBe('')
    expect(field(sent, 'facilitatorprice')).toBe('')
    expect(sent.files.photos).toBeUndefined()
  })

  it('checks the form before sending anything', async () => {
    const fake = startServer()
    const { user } = await openAddForm()
    await user.click(submit())

    expect(await screen.findAllByText('Questo campo è obbligatorio.')).toHaveLength(6)
    expect(input(/^Titolo/)).toHaveAccessibleDescription('Questo campo è obbligatorio.')
    expect(input(/^Titolo/)).toHaveFocus()
    expect(screen.getByLabelText(/^Immagine di copertina/)).toHaveAccessibleDescription(
      "Scegli un'immagine di copertina.",
    )

    await user.type(input(/^Prezzo/), '12.345')
    await user.type(input(/^Acconto/), '300')
    await user.type(input(/^Commissione affiliato/), '12,50')
    await user.click(screen.getByRole('radio', { name: 'Scegli la data' }))
    await user.click(submit())
    expect(
      await screen.findByText('Scrivi un importo in euro, per esempio 250 oppure 249,90.'),
    ).toBeVisible()
    expect(screen.getByText('Scegli la data di inizio.')).toBeVisible()

    await user.clear(input(/^Prezzo/))
    await user.type(input(/^Prezzo/), '250')
    await user.type(screen.getByLabelText(/^Data di inizio/), '2027-03-10')
    await user.type(screen.getByLabelText(/^Data di fine/), '2027-03-09')
    await user.click(submit())
    expect(await screen.findByText("L'acconto non può superare il prezzo.")).toBeVisible()
    expect(
      screen.getByText('La data di fine non può essere prima di quella di inizio.'),
    ).toBeVisible()
    // The earlier check's message goes once the form has checked the new values.
    await waitFor(() =>
      expect(
        screen.queryByText('La commissione affiliato non può superare il prezzo.'),
      ).not.toBeInTheDocument(),
    )
    expect(fake.received).toHaveLength(0)
  })

  it("places the server's errors next to the fields they name", async () => {
    startServer()
    server.use(
      refusedWrite('post', CourseWritePaths.course, 400, {
        message: 'Invalid form',
        errors: [
          { path: 'location', message: 'Required' },
          { path: 'affiliateprice', message: 'The affiliate commission cannot exceed the price' },
          { path: 'coverImage', message: 'Unsupported image type' },
        ],
      }),
    )
    const { user } = await openAddForm()
    await fillCourse(user)
    await user.click(submit())

    expect(await screen.findByText('Errore durante il salvataggio del corso.')).toBeVisible()
    expect(input(/^Luogo/)).toHaveAccessibleDescription('Questo campo è obbligatorio.')
    expect(input(/^Commissione affiliato/)).toHaveAccessibleDescription(
      expect.stringContaining('La commissione affiliato non può superare il prezzo.'),
    )
    expect(screen.getByLabelText(/^Immagine di copertina/)).toHaveAccessibleDescription(
      'Tipo di immagine non supportato.',
    )
    // Nothing is lost: the admin corrects and sends again.
    expect(input(/^Titolo/)).toHaveValue('Pizza in pala')
  })

  it('says when the title is taken, and when the server cannot be reached', async () => {
    startServer({ courses: [courseFixture({ id: 7, title: 'Pizza in pala' })] })
    const { user } = await openAddForm()
    await fillCourse(user)
    await user.click(submit())
    // Under the field and in the form's summary.
    await waitFor(() =>
      expect(
        screen.getAllByText('Esiste già un corso con questo titolo: scegline un altro.'),
      ).toHaveLength(2),
    )
    expect(input(/^Titolo/)).toHaveAccessibleDescription(
      'Esiste già un corso con questo titolo: scegline un altro.',
    )

    server.use(failedWrite('post', CourseWritePaths.course))
    await user.click(submit())
    expect(await screen.findByText('Errore durante la pubblicazione del corso.')).toBeVisible()
  })

  it('shows the upload progress and cancels it', async () => {
    startServer()
    server.use(unansweredWrite('post', CourseWritePaths.course))
    const abort = abortLikeABrowser()
    const { user } = await openAddForm()
    await fillCourse(user)
    await user.click(submit())

    expect(await screen.findByRole('progressbar', { name: 'Caricamento in corso…' })).toBeVisible()
    expect(submit()).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Annulla caricamento' }))

    expect(abort).toHaveBeenCalledOnce()
    expect(
      await screen.findByText('Caricamento annullato: non è stato salvato nulla.'),
    ).toBeVisible()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(submit()).toBeEnabled()
    expect(input(/^Titolo/)).toHaveValue('Pizza in pala')
  })

  it('is in English too', async () => {
    startServer()
    renderApp('/aggiungicorso', { as: 'admin', language: 'en' })
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeVisible()
    expect(screen.getByRole('radio', { name: 'To be announced' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Publish the course' })).toBeVisible()
  })
})

describe('editing a course', () => {
  const gallery = ['/media/images/banco-960.webp', '/media/images/forno-960.webp']
  const course = courseFixture({
    id: 4,
    title: 'Pizza napoletana STG',
    intro: 'Tre giorni al banco.',
    location: 'Napoli',
    price: 490,
    facilitatorPrice: 150,
    affiliatePrice: 49.5,
    authorId: 1,
    author: 'Antonio Esposito',
    categoryId: 1,
    category: 'Pizza napoletana',
    dateMode: 'date',
    date: '2026-12-16',
    dataInizio: '2026-12-16',
    dateFine: '2026-12-18',
    duration: '3 giorni',
    description: '<p>Impasto diretto.</p><p>Cottura a legna &amp; servizio.</p>',
    immaginiRappresentative: gallery.join(','),
    fileUrl: '/media/videos/stesura.mp4,/media/videos/infornata.mp4',
    images: {
      cover: imageFixture('napoletana-cover'),
      gallery: gallery.map((url) => ({ url, srcset: '', width: 960, height: 640 })),
    },
  })

  async function openEditForm() {
    const fake = startServer({ courses: [course, ...catalog.courses.slice(1)] })
    const rendered = renderApp('/modifica-corso/Pizza-napoletana-STG', { as: 'admin' })
    await screen.findByRole('heading', { level: 1, name: 'Modifica corso: Pizza napoletana STG' })
    await screen.findByRole('textbox', { name: /^Titolo/ })
    return { ...rendered, fake }
  }

  it('shows the course as it is now', async () => {
    await openEditForm()
    expect(input(/^Titolo/)).toHaveValue('Pizza napoletana STG')
    expect(input(/^Descrizione/)).toHaveValue('Impasto diretto.\n\nCottura a legna & servizio.')
    expect(input(/^Prezzo/)).toHaveValue('490')
    expect(input(/^Acconto/)).toHaveValue('150')
    expect(input(/^Commissione affiliato/)).toHaveValue('49,50')
    expect(screen.getByRole('radio', { name: 'Scegli la data' })).toBeChecked()
    expect(screen.getByLabelText(/^Data di inizio/)).toHaveValue('2026-12-16')
    expect(screen.getByLabelText(/^Data di fine/)).toHaveValue('2026-12-18')
    expect(screen.getByRole('combobox', { name: 'Organizzatore' })).toHaveDisplayValue(
      'Antonio Esposito',
    )
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveDisplayValue(
      'Pizza napoletana',
    )
    expect(screen.getByRole('img', { name: 'Copertina attuale' })).toHaveAttribute(
      'src',
      course.images.cover!.url,
    )
    const photos = within(screen.getByRole('list', { name: 'Foto attuali della galleria' }))
    expect(photos.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(gallery)
    const videos = within(screen.getByRole('list', { name: 'Video attuali' }))
    expect(videos.getByText('stesura.mp4')).toBeVisible()
    // The cover is already there: a new one is optional.
    expect(screen.getByLabelText(/^Nuova immagine di copertina/)).not.toHaveAttribute(
      'aria-required',
    )
  })

  it('keeps the photos and videos left, in order, renames and adds', async () => {
    const { user, fake } = await openEditForm()
    await user.click(screen.getByRole('button', { name: 'Rimuovi Foto 1' }))
    expect(screen.getByRole('button', { name: 'Mantieni Foto 1' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Rimuovi Video 2' }))
    await user.click(screen.getByRole('button', { name: 'Mantieni Video 2' }))
    await user.click(screen.getByRole('button', { name: 'Rimuovi Video 1' }))
    await user.upload(screen.getByLabelText(/^Aggiungi foto alla galleria/), image('pale.jpg'))
    await user.clear(input(/^Titolo/))
    await user.type(input(/^Titolo/), 'Pizza napoletana verace')
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))

    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Vedi il corso sul sito' })).toHaveAttribute(
      'href',
      '/course/Pizza-napoletana-verace',
    )
    const sent = fake.received[0]!
    expect(sent.method).toBe('PUT')
    expect(sent.authorization).toBe('Bearer private-direzione')
    expect(field(sent, 'title')).toBe('Pizza napoletana STG')
    expect(field(sent, 'newTitle')).toBe('Pizza napoletana verace')
    expect(field(sent, 'existingImages')).toBe(gallery[1])
    expect(field(sent, 'existingVideos')).toBe('/media/videos/infornata.mp4')
    expect(field(sent, 'price')).toBe('490')
    expect(field(sent, 'affiliateprice')).toBe('49,50')
    expect(field(sent, 'description')).toBe(
      '<p>Impasto diretto.</p><p>Cottura a legna &amp; servizio.</p>',
    )
    expect(sent.files).toEqual({ photos: [{ type: 'image/jpeg' }] })

    // The form now shows the course as stored: a second save names it by its new title.
    const photos = within(screen.getByRole('list', { name: 'Foto attuali della galleria' }))
    expect(photos.getAllByRole('img')).toHaveLength(2)
    expect(photos.getAllByRole('img')[0]).toHaveAttribute('src', gallery[1])
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() => expect(fake.received).toHaveLength(2))
    expect(field(fake.received[1], 'title')).toBe('Pizza napoletana verace')
    expect(await screen.findByText('Corso salvato con successo!')).toBeVisible()
  })

  it('says so when the course does not exist', async () => {
    startServer()
    renderApp('/modifica-corso/Corso-che-non-esiste', { as: 'admin' })
    expect(
      await screen.findByText('Corso non trovato: potrebbe essere stato eliminato o rinominato.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: "Vai all'elenco dei corsi" })).toHaveAttribute(
      'href',
      '/corsi',
    )
  })
})
