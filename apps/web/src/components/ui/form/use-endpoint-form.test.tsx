import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { I18nProvider } from '#src/lib/i18n/react.tsx'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoint } from '@aula/contract/endpoint'
import type { Call } from '@aula/contract/route'
import { FileMessages } from '@aula/contract/admin-forms'
import { call, isApiError } from '#src/lib/api-client.ts'
import { createI18n, loadTexts } from '#src/lib/i18n.ts'
import { requiredText } from '#src/lib/validation.ts'
import { recordRequests, server } from '#src/testing/server.ts'
import { AreaField, InputField } from './fields.tsx'
import { FileField } from './file-field.tsx'
import { Form, FormFooter } from './form.tsx'
import { useEndpointForm } from './use-endpoint-form.ts'

/*
 * The form hook against a real answer from a test server: a small note form with a title,
 * a text and an optional picture, sent as multipart like the admin forms.
 */

const path = '/api/test-note'
const saveNote = endpoint({
  method: 'POST',
  path,
  access: 'public',
  response: z.object({ note: z.object({ title: z.string(), body: z.string() }) }),
})
const SaveNote: Call<typeof saveNote> = saveNote

const Schema = z.object({ title: requiredText(20), body: requiredText(200) })
type Values = z.infer<typeof Schema>

function NoteForm({ saved, needsPicture }: { saved?: Values; needsPicture?: boolean }) {
  const form = useEndpointForm({
    schema: Schema,
    defaultValues: saved ?? { title: '', body: '' },
    files: ['picture'],
    send: ({ values, files, raw }, transport) => {
      const body = new FormData()
      body.append('newTitle', values.title)
      body.append('typed', raw.title)
      body.append('body', values.body)
      for (const file of files.picture) body.append('picture', file)
      return call(SaveNote, { body, ...transport })
    },
    rename: { newTitle: 'title' },
    success: 'adminContent.faq.saved',
    failure: { failure: 'adminContent.faq.saveError' },
    resetTo: saved ? (answer) => answer.note : undefined,
    serverWords: { messages: { 'A picture is required': 'validation.required' } },
    check: (files) => ({
      picture: needsPicture && files.picture.length === 0 ? 'A picture is required' : undefined,
    }),
    onError: (error) => {
      if (isApiError(error, 409)) form.setError('title', { message: 'adminForms.duplicateTitle' })
    },
  })
  return (
    <Form form={form} marks note="I campi con * sono obbligatori.">
      <InputField
        label="Titolo"
        required
        error={form.errorText('title')}
        {...form.register('title')}
      />
      <AreaField label="Testo" required error={form.errorText('body')} {...form.register('body')} />
      <FileField
        name="picture"
        label="Immagine"
        accept="image/*"
        maxBytes={1024 * 1024}
        {...form.fileProps('picture')}
      />
      {form.otherError('tags') ? <p role="note">{form.otherError('tags')}</p> : null}
      <FormFooter
        form={form}
        submit="Salva"
        pendingLabel="Salvataggio…"
        successExtra={<a href="/note">Vedi la nota</a>}
        errorExtra={
          isApiError(form.error, 500) ? <span>Risposta: {form.error.message}</span> : null
        }
      />
    </Form>
  )
}

function renderForm(saved?: Values, needsPicture = false) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={createI18n()}>
        <NoteForm saved={saved} needsPicture={needsPicture} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const answering = (status: number, body: Parameters<typeof HttpResponse.json>[0]) =>
  server.use(http.post(path, () => HttpResponse.json(body, { status })))

// The note form borrows the admin panel's texts for its messages.
beforeAll(() => loadTexts('admin'))
afterEach(() => server.resetHandlers())

describe('a form built with the form kit', () => {
  it('refuses empty required fields in the visitor’s language and sends nothing', async () => {
    const seen = recordRequests()
    const user = renderForm()
    expect(screen.getByText('Titolo', { exact: false }).textContent).toBe('Titolo *')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    // The rules are checked after the click's task, not within it.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAccessibleDescription(
        'Questo campo è obbligatorio.',
      ),
    )
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAttribute('aria-invalid', 'true')
    expect(seen).toEqual([])
  })

  it('sends the fields and files, says it was saved and empties the form', async () => {
    let received: FormData | null = null
    server.use(
      http.post(path, async ({ request }) => {
        received = await request.formData()
        return HttpResponse.json({ note: { title: 'Forno', body: 'A legna' } })
      }),
    )
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Forno')
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'A legna')
    const picture = new File(['png'], 'forno.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Immagine'), picture)
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('FAQ salvato con successo!')
    expect(status.parentElement).toHaveFocus()
    expect(received!.get('newTitle')).toBe('Forno')
    expect(received!.get('typed')).toBe('Forno')
    expect(within(status).getByRole('link', { name: 'Vedi la nota' })).toHaveAttribute(
      'href',
      '/note',
    )
    expect(received!.getAll('picture')).toHaveLength(1)
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('')
    expect(screen.queryByText('forno.png', { exact: false })).toBeNull()
  })

  it('shows what was saved after an edit', async () => {
    answering(200, { note: { title: 'Forno nuovo', body: 'A legna' } })
    const user = renderForm({ title: 'Forno', body: 'A legna' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await screen.findByRole('status')
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue('Forno nuovo')
  })

  it('places the server’s errors on the fields they name, translated when known', async () => {
    answering(400, {
      message: 'Invalid input',
      errors: [
        { path: 'newTitle', message: 'Required' },
        { path: 'body', message: 'Not a recipe.' },
        { path: 'picture', message: FileMessages.imageType },
      ],
    })
    const user = renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Forno')
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'A legna')
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel salvataggio del FAQ.')
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAccessibleDescription(
      'Questo campo è obbligatorio.',
    )
    expect(screen.getByRole('textbox', { name: 'Testo' })).toHaveAccessibleDescription(
      'Not a recipe.',
    )
    expect(screen.getByLabelText('Immagine')).toHaveAccessibleDescription(
      'Tipo di immagine non supportato.',
    )
  })

  it('tells an expired session and a lost connection apart', async () => {
    answering(401, { message: 'Unauthorized' })
    const user = renderForm({ title: 'Forno', body: 'A legna' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/sessione è scaduta/i)

    server.use(http.post(path, () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/rete/i)
  })

  it('asks for what its own check requires, valid fields or not, and sends nothing', async () => {
    const seen = recordRequests()
    const user = renderForm(undefined, true)
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Immagine')).toHaveAccessibleDescription(
        'Questo campo è obbligatorio.',
      ),
    )
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Forno')
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'A legna')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Immagine')).toHaveAccessibleDescription(
        'Questo campo è obbligatorio.',
      ),
    )
    expect(seen).toEqual([])
    // Choosing a picture answers the message at once.
    await user.upload(
      screen.getByLabelText('Immagine'),
      new File(['png'], 'forno.png', { type: 'image/png' }),
    )
    expect(screen.getByLabelText('Immagine')).not.toHaveAccessibleDescription()
  })

  it('shows the words on other paths and lets the form mark a field after a failure', async () => {
    answering(400, {
      message: 'Invalid input',
      errors: [{ path: 'tags.1', message: 'Unknown tag.' }],
    })
    const user = renderForm({ title: 'Forno', body: 'A legna' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('note')).toHaveTextContent('Unknown tag.')

    answering(409, { message: 'Duplicate' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/esiste già/i)
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAccessibleDescription(
      /esiste già/i,
    )
  })

  it('shows what the form adds under a failure’s message, and not under a success', async () => {
    answering(500, { message: 'Disk full' })
    const user = renderForm({ title: 'Forno', body: 'A legna' })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore nel salvataggio del FAQ.Risposta: Disk full',
    )
    answering(200, { note: { title: 'Forno', body: 'A legna' } })
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByRole('status')).not.toHaveTextContent('Risposta')
  })
})
