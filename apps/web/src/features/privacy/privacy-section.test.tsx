import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PrivacyRoutes } from '@aula/contract/routes/privacy'
import { error } from '#src/testing/handlers.ts'
import {
  MEMBER_PASSWORD,
  privacyHandlers,
  privacyState,
  type PrivacyState,
} from '#src/testing/privacy-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/* "Privacy e dati" in the member area: consents, the data download and deleting the account. */

let state: PrivacyState
beforeEach(() => {
  state = privacyState()
  server.use(...privacyHandlers(state))
})

async function openSection(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/utente', { as: 'user', language })
  const region = await screen.findByRole('region', {
    name: language === 'en' ? 'Privacy and data' : 'Privacy e dati',
  })
  return { ...rendered, region }
}

describe('consents', () => {
  it('gives and withdraws marketing with the version of the text shown', async () => {
    const seen = recordRequests()
    const { user, region } = await openSection()
    const marketing = await within(region).findByRole('checkbox', {
      name: 'Offerte e promozioni',
    })
    expect(marketing).not.toBeChecked()
    expect(marketing).toHaveAccessibleDescription(/Acconsento a ricevere offerte/)

    await user.click(marketing)
    expect(await within(region).findByText('Preferenza salvata.')).toBeVisible()
    expect(marketing).toBeChecked()
    const put = seen.find((r) => r.method === 'PUT' && r.path === PrivacyRoutes.setConsent.path)
    expect(put?.body).toEqual({
      consent: 'marketing',
      given: true,
      version: 'marketing@1/policy@0',
    })

    await user.click(marketing)
    await waitFor(() => expect(marketing).not.toBeChecked())
    expect(state.consents.history.map((h) => h.given)).toEqual([false, true])
  })

  it('asks to confirm the newsletter from the mailbox, and says when saving fails', async () => {
    const { user, region } = await openSection()
    await user.click(await within(region).findByRole('checkbox', { name: 'Newsletter' }))
    expect(await within(region).findByRole('status')).toHaveTextContent(
      "Ti abbiamo inviato un'e-mail",
    )
    server.use(http.put(`*${PrivacyRoutes.setConsent.path}`, () => error(500, 'Internal')))
    await user.click(within(region).getByRole('checkbox', { name: 'Offerte e promozioni' }))
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile salvare la preferenza. Riprova.',
    )
  })
})

describe('download my data', () => {
  it('shows that the file is being prepared, then saves it', async () => {
    const createObjectURL = vi.fn(() => 'blob:aula-data')
    const revokeObjectURL = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }))
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(`*${PrivacyRoutes.exportData.path}`, async () => {
        await held
        return new Response(new Uint8Array([0x50, 0x4b]), {
          headers: { 'content-type': 'application/zip' },
        })
      }),
    )
    const { user, region } = await openSection()
    const button = within(region).getByRole('button', { name: 'Scarica i miei dati' })
    await user.click(button)
    expect(await within(region).findByText('Stiamo preparando il tuo file…')).toBeVisible()
    expect(button).toBeDisabled()
    release()
    expect(await within(region).findByText('Download avviato.')).toBeVisible()
    expect(createObjectURL).toHaveBeenCalledOnce()
    expect(clicked).toHaveBeenCalledOnce()
    clicked.mockRestore()
    vi.unstubAllGlobals()
  })

  it('says so when the day’s downloads are used up', async () => {
    server.use(
      http.get(`*${PrivacyRoutes.exportData.path}`, () =>
        error(429, 'Too many requests: try again in 1 day.'),
      ),
    )
    const { user, region } = await openSection()
    await user.click(within(region).getByRole('button', { name: 'Scarica i miei dati' }))
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Hai già scaricato i tuoi dati più volte oggi',
    )
  })
})

describe('delete my account', () => {
  it('explains what goes and what stays, and asks for the password in a dialog', async () => {
    const seen = recordRequests()
    const { user, region } = await openSection()
    expect(within(region).getByText(/gli ordini e le ricevute, per 10 anni/)).toBeVisible()
    expect(within(region).getByText(/IBAN, codice fiscale e documenti d'identità/)).toBeVisible()

    const opener = within(region).getByRole('button', { name: 'Elimina il mio account' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', {
      name: "Eliminare definitivamente l'account?",
    })
    const password = within(dialog).getByLabelText(/Password/)
    await waitFor(() => expect(password).toHaveFocus())

    // Escape closes it and gives the focus back; nothing was sent.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()

    await user.click(opener)
    const again = await screen.findByRole('dialog')
    await user.type(within(again).getByLabelText(/Password/), 'sbagliata')
    await user.click(within(again).getByRole('button', { name: 'Elimina definitivamente' }))
    expect(await within(again).findByRole('alert')).toHaveTextContent('La password non è corretta.')

    const field = within(again).getByLabelText(/Password/)
    await user.clear(field)
    await user.type(field, `${MEMBER_PASSWORD}{Enter}`)
    // Deleted: signed out and back home.
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const sent = seen.filter((r) => r.path === PrivacyRoutes.deleteAccount.path)
    expect(sent.map((r) => r.body)).toEqual([
      { password: 'sbagliata' },
      { password: MEMBER_PASSWORD },
    ])
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeVisible()
  })

  it('tells an admin their account cannot be deleted from here', async () => {
    await renderAppReady('/utente', { as: 'admin' })
    const region = await screen.findByRole('region', { name: 'Privacy e dati' })
    expect(
      within(region).getByText('Un account amministratore non può essere eliminato da qui.'),
    ).toBeVisible()
    expect(within(region).queryByRole('button', { name: 'Elimina il mio account' })).toBeNull()
  })

  it('reads in English', async () => {
    const { user, region } = await openSection('en')
    expect(within(region).getByText(/orders and receipts, for 10 years/)).toBeVisible()
    await user.click(within(region).getByRole('button', { name: 'Delete my account' }))
    expect(
      await screen.findByRole('dialog', { name: 'Delete your account for good?' }),
    ).toBeVisible()
  })
})
