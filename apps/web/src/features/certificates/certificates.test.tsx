import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { certificateFixture, certificateHandlers } from '#src/testing/certificate-handlers.ts'
import { profileHandlers } from '#src/testing/profile-handlers.ts'
import { profileData } from '#src/testing/profile-fixtures.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

const pizza = certificateFixture()
const inPerson = certificateFixture({
  code: 'WXYZ-2345-MN',
  courseTitle: 'Corso base di pizzaiolo',
  kind: 'edition',
  hours: null,
  completedOn: '2026-01-20',
  onlineCourseTitle: null,
})

beforeEach(() => {
  server.use(...profileHandlers(profileData()))
})

describe('the certificates in the member area', () => {
  it('lists each certificate with its PDF and its verification page', async () => {
    server.use(...certificateHandlers([pizza, inPerson]))
    await renderAppReady('/utente', { as: 'user' })
    const section = await screen.findByRole('region', { name: 'Attestati' })
    const items = await within(section).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Impasti a lunga lievitazione')
    expect(items[0]).toHaveTextContent('Completato il 12 marzo 2026 · 1,5 ore')
    expect(items[0]).toHaveTextContent('Codice di verifica: ABCD-EFGH-JK')
    const pdf = within(items[0]!).getByRole('link', {
      name: "Scarica il PDF dell'attestato di Impasti a lunga lievitazione",
    })
    expect(pdf).toHaveAttribute('href', '/api/user/certificates/ABCD-EFGH-JK/pdf')
    expect(pdf).toHaveAttribute('download')
    expect(within(items[0]!).getByRole('link', { name: 'Pagina di verifica' })).toHaveAttribute(
      'href',
      '/attestato/ABCD-EFGH-JK',
    )
    // An in-person course with no hours stated says only when it was completed.
    expect(items[1]).toHaveTextContent('Completato il 20 gennaio 2026')
    expect(items[1]).not.toHaveTextContent('ore')
  })

  it('says how to earn one when there is none yet, in English too', async () => {
    await renderAppReady('/utente', { as: 'user', language: 'en' })
    const section = await screen.findByRole('region', { name: 'Certificates' })
    expect(
      await within(section).findByText(
        'No certificates yet: complete every lesson of a video course to get yours.',
      ),
    ).toBeInTheDocument()
  })

  it('writes hours and dates the English way', async () => {
    server.use(...certificateHandlers([pizza]))
    await renderAppReady('/utente', { as: 'user', language: 'en' })
    const section = await screen.findByRole('region', { name: 'Certificates' })
    const [item] = await within(section).findAllByRole('listitem')
    expect(item).toHaveTextContent('Completed on 12 March 2026 · 1.5 hours')
    expect(within(item!).getByRole('link', { name: 'Verification page' })).toBeInTheDocument()
  })
})

describe('the verification page', () => {
  it('confirms a genuine certificate and what it certifies', async () => {
    server.use(...certificateHandlers([pizza]))
    await renderAppReady('/attestato/ABCD-EFGH-JK')
    expect(await screen.findByRole('heading', { name: "Verifica dell'attestato" })).toBeVisible()
    expect(
      await screen.findByText('Attestato autentico: è stato rilasciato dalla nostra scuola.'),
    ).toBeInTheDocument()
    const fact = (label: string) => screen.getByText(label).nextElementSibling
    expect(fact('Intestato a')).toHaveTextContent('Giulia Bianchi')
    expect(fact('Corso')).toHaveTextContent('Impasti a lunga lievitazione (Videocorso)')
    expect(fact('Durata')).toHaveTextContent('1,5 ore')
    expect(fact('Completato il')).toHaveTextContent('12 marzo 2026')
    expect(fact('Codice di verifica')).toHaveTextContent('ABCD-EFGH-JK')
  })

  it('confirms it in English, however the code was typed', async () => {
    server.use(...certificateHandlers([pizza]))
    await renderAppReady('/attestato/abcdefghjk', { language: 'en' })
    expect(
      await screen.findByText('Genuine certificate: it was issued by our school.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Issued to').nextElementSibling).toHaveTextContent('Giulia Bianchi')
    expect(screen.getByText('Duration').nextElementSibling).toHaveTextContent('1.5 hours')
  })

  it('says clearly when no certificate has the code', async () => {
    server.use(...certificateHandlers([pizza]))
    await renderAppReady('/attestato/ZZZZ-ZZZZ-ZZ')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attestato non trovato: nessun attestato ha il codice ZZZZ-ZZZZ-ZZ.',
    )
    expect(screen.queryByText('Intestato a')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti')
  })

  it('says it in English too', async () => {
    await renderAppReady('/attestato/ZZZZ-ZZZZ-ZZ', { language: 'en' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Certificate not found: no certificate has the code ZZZZ-ZZZZ-ZZ.',
    )
  })
})
