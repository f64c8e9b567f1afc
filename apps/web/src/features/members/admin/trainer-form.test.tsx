import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { MemberMessages } from '@aula/contract/members'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers, failing } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
})

const field = (name: string) => screen.getByRole('textbox', { name })

async function fillNewTrainer(user: TestUser) {
  await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Sara')
  await user.type(field('Cognome'), 'Marino')
  await user.type(field('E-mail'), 'sara@example.com')
  await user.type(field('Telefono'), '+39 333 555 1234')
  await user.type(field('Sito web'), 'https://sara.example.com')
  await user.type(field('Descrizione'), 'Esperta di pizza in teglia.')
  await user.type(field('Lingue'), 'Italiano')
  await user.type(field('Territorio'), 'Lazio')
}

describe('adding a trainer', () => {
  it('sends every field and the photo as multipart with the private token', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/aggiungiistruttore', { as: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Aggiungi formatore' })).toBeVisible()
    await fillNewTrainer(user)
    await user.upload(
      screen.getByLabelText('Foto'),
      new File([new Uint8Array(4096)], 'sara.jpg', { type: 'image/jpeg' }),
    )
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Istruttore salvato con successo!')
    expect(data.forms).toEqual([
      {
        method: 'POST',
        path: '/api/member/add',
        fields: {
          name: 'Sara',
          surname: 'Marino',
          email: 'sara@example.com',
          phoneNumber: '+39 333 555 1234',
          website: 'https://sara.example.com',
          description: 'Esperta di pizza in teglia.',
          descriptionEn: '',
          sessionEn: '',
          language: 'Italiano',
          session: 'Lazio',
          foto: expect.objectContaining({ type: 'image/jpeg' }),
        },
      },
    ])
    expect(seen.find((r) => r.path === '/api/member/add')?.authorization).toBe(
      `Bearer ${ADMIN_PRIVATE_TOKEN}`,
    )
    expect(field('Nome')).toHaveValue('')
  })

  it('needs every text field but not the photo, and checks e-mail and website', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/aggiungiistruttore', { as: 'admin' })
    await user.click(await screen.findByRole('button', { name: 'Salva' }))
    // The form's rules are checked as the click's task ends, not within it.
    await waitFor(() =>
      expect(field('Nome')).toHaveAccessibleDescription(
        expect.stringContaining('Questo campo è obbligatorio.'),
      ),
    )
    for (const name of ['Cognome', 'Telefono', 'Descrizione', 'Lingue', 'Territorio']) {
      expect(field(name)).toHaveAccessibleDescription(
        expect.stringContaining('Questo campo è obbligatorio.'),
      )
    }
    expect(screen.getByLabelText('Foto')).not.toHaveAttribute('aria-required')

    await user.type(field('E-mail'), 'non-una-mail')
    await user.type(field('Sito web'), 'www.sara.it')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(field('E-mail')).toHaveAccessibleDescription('Inserisci un indirizzo e-mail valido.'),
    )
    expect(field('Sito web')).toHaveAccessibleDescription(
      expect.stringContaining('Inserisci un indirizzo web che inizi con http:// o https://'),
    )
    expect(seen.filter((r) => r.path === '/api/member/add')).toEqual([])
  })

  it('shows the save error, and says when the trainer already exists', async () => {
    const { user } = await renderAppReady('/aggiungiistruttore', { as: 'admin' })
    await fillNewTrainer(user)
    await user.clear(field('Nome'))
    await user.type(field('Nome'), 'Chiara')
    await user.clear(field('Cognome'))
    await user.type(field('Cognome'), 'Romano')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esiste già un formatore con questo nome e cognome.',
    )

    server.use(failing('post', '/api/member/add', 500))
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByText("Errore nel salvataggio dell'istruttore.")).toBeVisible()
  })
})

describe('editing a trainer', () => {
  it('loads the trainer and sends the id, the current name and the new one', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/modifica-istruttore/1', { as: 'admin' })
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Antonio')
    expect(field('Cognome')).toHaveValue('Esposito')
    expect(field('Territorio')).toHaveValue('Campania')
    expect(screen.getByRole('img', { name: 'Foto attuale del formatore' })).toBeVisible()
    await user.type(field('Telefono'), '081 555 0000')
    await user.clear(field('Cognome'))
    await user.type(field('Cognome'), 'Esposito Jr')
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Istruttore salvato con successo!')
    expect(data.forms.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/member',
      fields: {
        idMember: '1',
        name: 'Antonio',
        surname: 'Esposito',
        newName: 'Antonio',
        newSurname: 'Esposito Jr',
        email: 'antonio@example.com',
        phoneNumber: '081 555 0000',
        website: 'https://antonio.example.com',
        description: 'Pizzaiolo napoletano di terza generazione.',
        descriptionEn: '',
        sessionEn: '',
        language: 'Italiano, Inglese',
        session: 'Campania',
      },
    })
    expect(seen.find((r) => r.method === 'PUT' && r.path === '/api/member')?.authorization).toBe(
      `Bearer ${ADMIN_PRIVATE_TOKEN}`,
    )

    // The next save names the trainer as now stored.
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await screen.findByRole('status')
    await screen.findByText('Istruttore salvato con successo!')
    expect(data.forms.at(-1)?.fields).toMatchObject({ surname: 'Esposito Jr' })
  })

  it('shows the save error and the errors the server names', async () => {
    server.use(
      failing('put', '/api/member', 400, 'Invalid input', [
        { path: 'website', message: MemberMessages.website },
      ]),
    )
    const { user } = await renderAppReady('/modifica-istruttore/1', { as: 'admin' })
    await screen.findByRole('textbox', { name: 'Nome' })
    // The stored trainer has no phone yet: the form asks for one before sending.
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(field('Telefono')).toHaveAccessibleDescription('Questo campo è obbligatorio.'),
    )
    await user.type(field('Telefono'), '081 555 0000')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Errore nel salvataggio dell'istruttore.",
    )
    expect(field('Sito web')).toHaveAccessibleDescription(
      expect.stringContaining(MemberMessages.website),
    )
  })

  it('says when the trainer does not exist', async () => {
    await renderAppReady('/modifica-istruttore/77', { as: 'admin' })
    expect(
      await screen.findByText('Elemento non trovato: potrebbe essere stato eliminato.'),
    ).toBeVisible()
  })
})

describe('a trainer in English', () => {
  it('puts the English description and territory beside the Italian ones and sends them', async () => {
    const { user } = await renderAppReady('/aggiungiistruttore', { as: 'admin' })
    await fillNewTrainer(user)
    const descriptionEn = field('Inglese: Descrizione')
    expect(descriptionEn.closest('[data-lang-column]')).toHaveAttribute('data-lang-column', 'en')
    expect(field('Descrizione').closest('[data-lang-column]')).toHaveAttribute(
      'data-lang-column',
      'it',
    )
    await user.type(descriptionEn, 'Pan pizza expert.')
    await user.type(field('Inglese: Territorio'), 'Lazio, Rome')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(data.forms.at(-1)?.fields).toMatchObject({
        description: 'Esperta di pizza in teglia.',
        descriptionEn: 'Pan pizza expert.',
        sessionEn: 'Lazio, Rome',
      }),
    )
  })
})
