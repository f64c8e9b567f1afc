import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AuthPaths } from '@aula/contract/routes/auth'
import { AuthMessages } from '@aula/contract/auth'
import { error, tooManyRequests } from '#src/testing/handlers.ts'
import { renderAppReady, type TestUser } from '#src/testing/render-app.tsx'
import { recordRequests, server } from '#src/testing/server.ts'

async function openRegister(path = '/register', language?: 'it' | 'en') {
  const rendered = await renderAppReady(path, { language })
  await screen.findByRole('heading', { level: 1 })
  return rendered
}

async function fillIn(
  user: TestUser,
  { confirm = 'pizza-napoletana', invite = 'FORNO123' }: { confirm?: string; invite?: string } = {},
) {
  await user.type(screen.getByLabelText('Nome e cognome'), 'Giulia Bianchi')
  await user.type(screen.getByLabelText('E-mail'), 'giulia.bianchi@example.com')
  await user.type(screen.getByLabelText('Password'), 'pizza-napoletana')
  await user.type(screen.getByLabelText('Conferma password'), confirm)
  if (invite) await user.type(screen.getByLabelText('Codice invito'), invite)
}

const submit = (user: TestUser) => user.click(screen.getByRole('button', { name: 'Registrati' }))

describe('the registration page', () => {
  it('sends the details with the UI language and asks to check the mailbox', async () => {
    const requests = recordRequests()
    const { user } = await openRegister()
    await fillIn(user)
    await submit(user)

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Registrazione quasi completata! Ti abbiamo inviato un'e-mail: apri il link di verifica per attivare l'account.",
    )
    expect(requests.find((r) => r.path === AuthPaths.generateToken)?.body).toEqual({
      name: 'Giulia Bianchi',
      email: 'giulia.bianchi@example.com',
      password: 'pizza-napoletana',
      usedAffiliateCode: 'FORNO123',
      language: 'it',
      // The terms shown under the form, with the privacy policy's version (docs/product.md#privacy).
      termsVersion: 'terms@1/policy@0',
    })
  })

  it('shows the mismatch of the passwords without calling the server', async () => {
    const requests = recordRequests()
    const { user } = await openRegister()
    await fillIn(user, { confirm: 'pizza-romana-1' })
    await submit(user)

    const confirm = screen.getByLabelText('Conferma password')
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Le password non corrispondono.'),
    )
    expect(confirm).toHaveAttribute('aria-invalid', 'true')
    expect(requests.some((r) => r.path === AuthPaths.generateToken)).toBe(false)
  })

  it('requires every field, the invite code included', async () => {
    const requests = recordRequests()
    const { user } = await openRegister()
    await fillIn(user, { invite: '' })
    await submit(user)
    await waitFor(() =>
      expect(screen.getByLabelText('Codice invito')).toHaveAccessibleDescription(
        /Questo campo è obbligatorio\./,
      ),
    )
    expect(requests.some((r) => r.path === AuthPaths.generateToken)).toBe(false)
  })

  it('asks for a password of at least 8 characters, as the server does', async () => {
    const { user } = await openRegister()
    await user.type(screen.getByLabelText('Password'), 'corta')
    await submit(user)
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        /La password deve avere almeno 8 caratteri\./,
      ),
    )
  })

  it('says the account already exists', async () => {
    server.use(http.post(`*${AuthPaths.generateToken}`, () => error(409, AuthMessages.emailExists)))
    const { user } = await openRegister()
    await fillIn(user)
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esiste già un account con questa e-mail. Accedi oppure reimposta la password.',
    )
  })

  it('says the invite code is not valid', async () => {
    server.use(
      http.post(`*${AuthPaths.generateToken}`, () => error(400, AuthMessages.invalidInvite)),
    )
    const { user } = await openRegister()
    await fillIn(user)
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il codice invito non è valido: controlla il codice che hai ricevuto.',
    )
  })

  it('reports a network error', async () => {
    server.use(http.post(`*${AuthPaths.generateToken}`, () => HttpResponse.error()))
    const { user } = await openRegister()
    await fillIn(user)
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Errore di rete: non è stato possibile completare la registrazione. Riprova più tardi.',
    )
  })

  it('asks to wait after too many attempts', async () => {
    server.use(http.post(`*${AuthPaths.generateToken}`, () => tooManyRequests()))
    const { user } = await openRegister()
    await fillIn(user)
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppi tentativi: attendi qualche minuto e riprova.',
    )
  })

  it('takes the invite code from the invitation link', async () => {
    await openRegister('/register?invite=AMICO42')
    expect(screen.getByLabelText('Codice invito')).toHaveValue('AMICO42')
  })

  it('writes the e-mail in English for someone using the English site', async () => {
    const requests = recordRequests()
    const { user } = await openRegister('/register', 'en')
    await user.type(screen.getByLabelText('Full name'), 'Jane Smith')
    await user.type(screen.getByLabelText('E-mail'), 'jane@example.com')
    await user.type(screen.getByLabelText('Password'), 'margherita-1')
    await user.type(screen.getByLabelText('Confirm password'), 'margherita-1')
    await user.type(screen.getByLabelText('Invite code'), 'FORNO123')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Almost done!')
    expect(requests.find((r) => r.path === AuthPaths.generateToken)?.body).toMatchObject({
      language: 'en',
    })
  })
})
