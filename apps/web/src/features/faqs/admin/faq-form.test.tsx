import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { adminContentData, type AdminContentData } from '#src/testing/admin-content-data.ts'
import { adminContentHandlers, failing } from '#src/testing/admin-content-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

let data: AdminContentData

beforeEach(() => {
  data = adminContentData()
  server.use(...adminContentHandlers(data))
})

const question = () => screen.getByRole('textbox', { name: 'Domanda' })
const answer = () => screen.getByRole('textbox', { name: 'Risposta' })
const writes = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.path === '/api/faq/')

describe('adding a FAQ', () => {
  it('sends question and answer with the private token and empties the form', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/aggiungifaq', { as: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Aggiungi FAQ' })).toBeVisible()
    expect(screen.getByText('I campi con * sono obbligatori.')).toBeVisible()
    await user.type(question(), 'Serve esperienza?')
    await user.type(answer(), 'No, si parte da zero.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByRole('status')).toHaveTextContent('FAQ salvato con successo!')
    expect(writes(seen)).toEqual([
      {
        method: 'POST',
        path: '/api/faq/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: {
          question: 'Serve esperienza?',
          answer: 'No, si parte da zero.',
          questionEn: '',
          answerEn: '',
        },
      },
    ])
    expect(question()).toHaveValue('')
    expect(answer()).toHaveValue('')
    expect(data.faqs.at(-1)).toMatchObject({ question: 'Serve esperienza?' })
  })

  it('marks both fields required and sends nothing while they are empty', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/aggiungifaq', { as: 'admin' })
    await user.click(await screen.findByRole('button', { name: 'Salva' }))
    expect(question()).toHaveAttribute('aria-required', 'true')
    // The form's rules are checked after the click's task, not within it.
    await waitFor(() =>
      expect(question()).toHaveAccessibleDescription('Questo campo è obbligatorio.'),
    )
    expect(answer()).toHaveAccessibleDescription('Questo campo è obbligatorio.')
    expect(writes(seen)).toEqual([])
  })

  it('shows the save error when the server refuses', async () => {
    server.use(failing('post', '/api/faq/', 500))
    const { user } = await renderAppReady('/aggiungifaq', { as: 'admin' })
    await user.type(await screen.findByRole('textbox', { name: 'Domanda' }), 'Domanda?')
    await user.type(answer(), 'Risposta.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel salvataggio del FAQ.')
    // What was typed stays, to try again.
    expect(question()).toHaveValue('Domanda?')
  })

  it('places the errors the server names next to the fields', async () => {
    server.use(
      failing('post', '/api/faq/', 400, 'Invalid input', [{ path: 'answer', message: 'Required' }]),
    )
    const { user } = await renderAppReady('/aggiungifaq', { as: 'admin' })
    await user.type(await screen.findByRole('textbox', { name: 'Domanda' }), 'Domanda?')
    await user.type(answer(), 'Risposta.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await screen.findByRole('alert')
    expect(answer()).toHaveAccessibleDescription('Questo campo è obbligatorio.')
  })
})

describe('editing a FAQ', () => {
  it('starts from the FAQ as listed and sends the edit with idFaq', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/modifica-faq/2', { as: 'admin' })
    expect(await screen.findByRole('textbox', { name: 'Domanda' })).toHaveValue(
      'Posso pagare solo un acconto?',
    )
    expect(answer()).toHaveValue('Sì, per i corsi che lo prevedono.')
    await user.clear(answer())
    await user.type(answer(), 'Sì, per i corsi in presenza.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByRole('status')).toHaveTextContent('FAQ modificata con successo!')
    expect(writes(seen)).toEqual([
      {
        method: 'PUT',
        path: '/api/faq/',
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        body: {
          question: 'Posso pagare solo un acconto?',
          answer: 'Sì, per i corsi in presenza.',
          questionEn: '',
          answerEn: '',
          idFaq: 2,
        },
      },
    ])
    expect(answer()).toHaveValue('Sì, per i corsi in presenza.')
  })

  it('shows the edit error', async () => {
    server.use(failing('put', '/api/faq/', 500))
    const { user } = await renderAppReady('/modifica-faq/1', { as: 'admin' })
    await screen.findByRole('textbox', { name: 'Domanda' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore durante la modifica del FAQ.',
    )
  })

  it('says when the session has expired', async () => {
    server.use(failing('put', '/api/faq/', 401, 'Unauthorized'))
    const { user } = await renderAppReady('/modifica-faq/1', { as: 'admin' })
    await screen.findByRole('textbox', { name: 'Domanda' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La sessione è scaduta: accedi di nuovo come amministratore.',
    )
  })

  it('says when the FAQ does not exist', async () => {
    await renderAppReady('/modifica-faq/42', { as: 'admin' })
    expect(
      await screen.findByText('Elemento non trovato: potrebbe essere stato eliminato.'),
    ).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Domanda' })).not.toBeInTheDocument()
  })

  it('works in English too', async () => {
    const { user } = await renderAppReady('/modifica-faq/1', { as: 'admin', language: 'en' })
    expect(await screen.findByRole('textbox', { name: 'Question' })).toHaveValue(
      'Come mi iscrivo a un corso?',
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('status')).toHaveTextContent('FAQ updated successfully!')
  })
})

describe('a FAQ in English', () => {
  it('puts the English question and answer beside the Italian ones and sends them', async () => {
    const seen = recordRequests()
    const { user } = await renderAppReady('/aggiungifaq', { as: 'admin' })
    const questionEn = await screen.findByRole('textbox', { name: 'Inglese: Domanda' })
    expect(questionEn.closest('[data-lang-column]')).toHaveAttribute('data-lang-column', 'en')
    await user.type(question(), 'Serve esperienza?')
    await user.type(answer(), 'No.')
    await user.type(questionEn, 'Do I need experience?')
    await user.type(screen.getByRole('textbox', { name: 'Inglese: Risposta' }), 'No.')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await screen.findByRole('status')
    expect(seen.at(-1)?.body).toMatchObject({
      question: 'Serve esperienza?',
      questionEn: 'Do I need experience?',
      answerEn: 'No.',
    })
  })
})
