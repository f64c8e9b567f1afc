import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { profileHandlers } from '#src/testing/profile-handlers.ts'
import { giuliaProfile, profileData } from '#src/testing/profile-fixtures.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

beforeEach(() => {
  const data = profileData({ user: giuliaProfile({ earnings: 1234.5, pendingEarnings: 15 }) })
  server.use(...profileHandlers(data))
})

describe('the earnings in each language', () => {
  it('writes them the English way on the English site', async () => {
    await renderAppReady('/utente', { as: 'user', language: 'en' })
    const affiliate = await screen.findByRole('region', { name: 'Affiliate program' })
    expect(within(affiliate).getByText('Available earnings').nextElementSibling).toHaveTextContent(
      '€1,234.50',
    )
    expect(within(affiliate).getByText('Pending earnings').nextElementSibling).toHaveTextContent(
      '€15.00',
    )
  })

  it('writes them the Italian way on the Italian site', async () => {
    await renderAppReady('/utente', { as: 'user' })
    const affiliate = await screen.findByRole('region', { name: 'Programma affiliati' })
    expect(affiliate).toHaveTextContent('1234,50 €')
    expect(affiliate).not.toHaveTextContent('€1,234.50')
  })
})
