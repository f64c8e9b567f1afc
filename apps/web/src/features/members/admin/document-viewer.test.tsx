import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfilePaths } from '@aula/contract/routes/profile'
import { profileHandlers } from '#src/testing/profile-handlers.ts'
import { documentFixture, profileData } from '#src/testing/profile-fixtures.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/*
 * The viewer of an identity document on the admin's clients page, as a modal dialog: how it
 * opens, closes and hands the focus back. What it shows is tested with the page.
 */

beforeEach(() => {
  server.use(
    ...profileHandlers(
      profileData({
        documents: [documentFixture({ idDoc: 3, name: 'Marco Verdi', email: 'marco@example.com' })],
        files: {
          [ProfilePaths.documentFile(3, 'front')]: { type: 'image/jpeg', body: 'jpeg-bytes' },
          [ProfilePaths.documentFile(3, 'back')]: { type: 'application/pdf', body: '%PDF-1.4' },
        },
      }),
    ),
  )
  // jsdom has no object URLs: each blob gets a name, as a browser would give it.
  let next = 0
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/file-${++next}`)
  URL.revokeObjectURL = vi.fn()
})

async function openDocuments(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/visualizzaclienti', { as: 'admin', language })
  const documents = await screen.findByRole('table', {
    name: language === 'en' ? /Documents/ : /Documenti/,
  })
  const marco = await waitFor(() => within(documents).getByRole('row', { name: /Marco Verdi/ }))
  return { ...rendered, marco }
}

describe('the identity document viewer', () => {
  it('is the browser’s modal dialog, open on its close button, over a page that does not scroll', async () => {
    const { user, marco } = await openDocuments()
    await user.click(within(marco).getByRole('button', { name: 'Fronte' }))
    const dialog = screen.getByRole('dialog', { name: 'Fronte del documento di Marco Verdi' })
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus()
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(
      await within(dialog).findByRole('img', { name: 'Fronte del documento di Marco Verdi' }),
    ).toBeVisible()
  })

  it('closes on a click beside it and gives the focus back to the side that opened it', async () => {
    const { user, marco } = await openDocuments()
    const back = within(marco).getByRole('button', { name: 'Retro' })
    await user.click(back)
    const dialog = screen.getByRole('dialog', { name: 'Retro del documento di Marco Verdi' })
    await within(dialog).findByTitle('Retro del documento di Marco Verdi')
    await user.click(within(dialog).getByRole('heading', { name: /Retro del documento/ }))
    expect(dialog).toBeVisible()
    // Outside its box a click lands on the <dialog> itself, that is on its backdrop.
    await user.click(dialog)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(back).toHaveFocus()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes on Escape in English too, back on the side that opened it', async () => {
    const { user, marco } = await openDocuments('en')
    const front = within(marco).getByRole('button', { name: 'Front' })
    await user.click(front)
    const dialog = screen.getByRole('dialog', { name: 'Front of the document of Marco Verdi' })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await within(dialog).findByRole('img', { name: 'Front of the document of Marco Verdi' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(front).toHaveFocus()
  })
})
