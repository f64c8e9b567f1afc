import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { recordRequests } from '#src/testing/server.ts'
import { clientsData, serveClients, stubObjectUrls } from './clients-test-kit.ts'

beforeEach(() => {
  serveClients(clientsData())
  stubObjectUrls()
})

describe('who reaches the client screen', () => {
  it('sends a member home without loading the lists', async () => {
    const seen = recordRequests()
    await renderAppReady('/visualizzaclienti', { as: 'user' })
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(seen.some((r) => r.path === '/get/withdrawals/' || r.path === '/api/documents/')).toBe(
      false,
    )
  })

  it('sends a visitor home too', async () => {
    await renderAppReady('/visualizzaclienti')
    await waitFor(() => expect(window.location.pathname).toBe('/'))
  })
})
