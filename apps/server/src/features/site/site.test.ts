import { describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'

describe('GET /api/site', () => {
  it("answers the provider's details from the config, cacheable for five minutes", async () => {
    const t = await buildTestApp({
      SITE_NAME: 'Scuola Prova',
      WHATSAPP_NUMBER: '393331234567',
      CONTACT_PHONE: '+39 02 555 0101',
      CONTACT_EMAIL: 'segreteria@example.org',
      CONTACT_ADDRESS: 'Via Roma 1, Milano',
    })
    const res = await t.app.inject({ method: 'GET', url: '/api/site' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.body).toBe(
      JSON.stringify({
        name: 'Scuola Prova',
        whatsappNumber: '393331234567',
        contactPhone: '+39 02 555 0101',
        contactEmail: 'segreteria@example.org',
        contactAddress: 'Via Roma 1, Milano',
      }),
    )
  })
})
