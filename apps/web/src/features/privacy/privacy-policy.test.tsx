import '#src/components/admin/editor/jsdom-layout.ts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { PrivacyAdminRoutes } from '@aula/contract/routes/privacy'
import { privacyHandlers, privacyState } from '#src/testing/privacy-handlers.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

/*
 * The privacy policy page the admin writes, as visitors read it, and the consent versions
 * the registration and newsletter forms send with it (docs/product.md#privacy).
 */

const written = () =>
  privacyState({
    policy: {
      version: 3,
      updatedAt: '2026-05-04T10:00:00.000Z',
      content: {
        it: '<h2>Titolare del trattamento</h2><p>Scuola Aula, Roma.</p>',
        en: '<h2>Data controller</h2><p>Aula school, Rome.</p>',
      },
    },
  })

describe('/privacy', () => {
  it("shows the admin's text in the reader's language", async () => {
    server.use(...privacyHandlers(written()))
    await renderAppReady('/privacy')
    expect(await screen.findByRole('heading', { name: 'Titolare del trattamento' })).toBeVisible()
    expect(screen.getByText('Ultimo aggiornamento: 04/05/2026')).toBeVisible()
  })

  it('shows the built-in text until the admin writes one', async () => {
    await renderAppReady('/privacy', { language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument()
  })
})

describe('the admin edits it', () => {
  it('saves both languages from the panel', async () => {
    const state = privacyState()
    server.use(...privacyHandlers(state))
    const seen = recordRequests()
    const { user } = await renderAppReady('/pannello/privacy', { as: 'admin' })
    expect(
      await screen.findByText('Finora la pagina mostra il testo predefinito del sito.'),
    ).toBeVisible()
    for (const name of ['Testo in italiano', 'Testo in inglese']) {
      const editor = await screen.findByRole('textbox', { name })
      await user.click(editor)
      await user.keyboard(name === 'Testo in italiano' ? 'Chi tratta i dati' : 'Who handles data')
    }
    await user.click(screen.getByRole('button', { name: "Salva l'informativa" }))
    expect(await screen.findByText('Informativa salvata.')).toBeVisible()
    expect(screen.getByText('Versione attuale: 1')).toBeVisible()
    const put = seen.find((r) => r.path === PrivacyAdminRoutes.savePolicy.path)
    expect(put?.body).toMatchObject({
      contentIt: expect.stringContaining('Chi tratta i dati'),
      contentEn: expect.stringContaining('Who handles data'),
    })
  })
})

describe('consents sent with the forms', () => {
  it('registration sends the terms and, when ticked, the newsletter version', async () => {
    server.use(...privacyHandlers(written()))
    const seen = recordRequests()
    const { user } = await renderAppReady('/register')
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: "Leggi l'informativa privacy" })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await user.type(main.getByRole('textbox', { name: /Nome e cognome/ }), 'Maria Verdi')
    await user.type(main.getByRole('textbox', { name: /E-mail/ }), 'maria@example.com')
    for (const field of main.getAllByLabelText(/password/i))
      await user.type(field, 'una password lunga')
    await user.type(main.getByRole('textbox', { name: /Codice invito/ }), 'ABCD1234')
    await user.click(main.getByRole('checkbox', { name: /Voglio ricevere la newsletter/ }))
    await user.click(main.getByRole('button', { name: /Registrati/ }))
    await waitFor(() =>
      expect(seen.find((r) => r.path === AuthPaths.generateToken)?.body).toMatchObject({
        termsVersion: 'terms@1/policy@3',
        newsletterVersion: 'newsletter@1/policy@3',
      }),
    )
  })

  it('the footer newsletter form sends the version of its sentence', async () => {
    server.use(...privacyHandlers(written()))
    const seen = recordRequests()
    const { user } = await renderAppReady('/faq')
    const footer = await screen.findByRole('region', { name: 'Newsletter' })
    await user.type(within(footer).getByRole('textbox', { name: /e-mail/i }), 'anna@example.com')
    await user.click(within(footer).getByRole('button', { name: 'Iscriviti' }))
    await waitFor(() =>
      expect(seen.find((r) => r.path === '/api/subscribe/')?.body).toMatchObject({
        email: 'anna@example.com',
        consentVersion: 'newsletter@1/policy@3',
      }),
    )
  })
})
