import '#src/components/admin/editor/jsdom-layout.ts'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { FileMessages } from '@aula/contract/admin-forms'
import { ArticleWritePaths } from '@aula/contract/routes/articles'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { recordRequests, server } from '#src/testing/server.ts'
import { articleServer, content, docx, openAdd, write } from './article-form-kit.ts'

let editor: ReturnType<typeof articleServer>['editor']

beforeEach(() => {
  editor = articleServer().editor
})

describe('importing a DOCX', () => {
  it('fills the empty editor with the converted text and lists what was left out', async () => {
    const { user } = await openAdd()
    await user.upload(screen.getByLabelText(/Importa il contenuto da un documento Word/), docx())
    expect(await screen.findByText(/Contenuto importato da «articolo\.docx»/)).toBeVisible()
    expect(screen.getByText('Unrecognised paragraph style: Citazione intensa')).toBeVisible()
    await waitFor(() => expect(content().querySelector('h2')).toHaveTextContent('Dal documento'))
    expect(editor.received).toEqual([
      expect.objectContaining({
        path: ArticleWritePaths.convertDocx,
        authorization: `Bearer ${ADMIN_PRIVATE_TOKEN}`,
        files: {
          file: expect.objectContaining({ type: expect.stringContaining('wordprocessing') }),
        },
      }),
    ])
  })

  it('asks before replacing text already written', async () => {
    const { user } = await openAdd()
    await write(user, 'Testo scritto a mano.')
    const input = screen.getByLabelText(/Importa il contenuto da un documento Word/)
    await user.upload(input, docx())
    const question = screen.getByRole('group', {
      name: "L'editor contiene già del testo. Sostituirlo con il contenuto di «articolo.docx»?",
    })
    await user.click(within(question).getByRole('button', { name: 'No, mantieni il testo' }))
    expect(editor.received).toHaveLength(0)
    expect(content()).toHaveTextContent('Testo scritto a mano.')

    await user.upload(input, docx())
    await user.click(screen.getByRole('button', { name: 'Sì, sostituisci' }))
    await waitFor(() => expect(content()).toHaveTextContent('Dal documentoTesto importato.'))
    expect(content()).not.toHaveTextContent('Testo scritto a mano.')
    expect(editor.received).toHaveLength(1)
  })

  it('refuses a file that is not a DOCX before any call, and shows a 415', async () => {
    const seen = recordRequests()
    const { user } = await openAdd()
    const anyFile = (await import('@testing-library/user-event')).default.setup({
      delay: null,
      applyAccept: false,
    })
    const input = screen.getByLabelText(/Importa il contenuto da un documento Word/)
    await anyFile.upload(input, new File(['png'], 'foto.png', { type: 'image/png' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      '«foto.png» non è un documento DOCX: si possono importare solo file Word .docx.',
    )
    expect(seen.filter((request) => request.method === 'POST')).toEqual([])

    server.use(
      http.post(`*${ArticleWritePaths.convertDocx}`, () =>
        HttpResponse.json({ message: 'Only DOCX files can be converted' }, { status: 415 }),
      ),
    )
    await user.upload(input, docx('finto.docx'))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Il server non ha riconosciuto il file come documento DOCX.',
      ),
    )
    expect(content()).toHaveTextContent('')
  })

  for (const language of ['it', 'en'] as const) {
    it(`says why the server refused a document (${language}): too large unpacked, or too complex`, async () => {
      const { user } = await openAdd(language)
      const input = screen.getByLabelText(
        language === 'it' ? /Importa il contenuto da un documento Word/ : /Import the content/,
      )
      const refuse = (message: string) =>
        server.use(
          http.post(`*${ArticleWritePaths.convertDocx}`, () =>
            HttpResponse.json({ message }, { status: 413 }),
          ),
        )
      refuse(FileMessages.docxUnpackedTooLarge)
      await user.upload(input, docx('bomba.docx'))
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          language === 'it'
            ? 'Il documento è troppo grande da convertire: una volta decompresso supera 20 MB'
            : 'The document is too large to convert: unpacked it exceeds 20 MB',
        ),
      )
      refuse(FileMessages.docxTooComplex)
      await user.upload(input, docx('complesso.docx'))
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          language === 'it'
            ? 'Il documento è troppo grande o complesso da convertire'
            : 'The document is too large or complex to convert',
        ),
      )
    })
  }
})
