import { screen } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { profileHandlers } from '#src/testing/profile-handlers.ts'
import { giuliaProfile, profileData, type ProfileData } from '#src/testing/profile-fixtures.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'

/* What the profile page's tests share: the member's data behind a test server, and the page. */

export const VALID_IBAN = 'IT60 X054 2811 1010 0000 0123 456'
export const VALID_CF = 'RSSMRA85T10A562S'

let current: ProfileData

/** The member's data as the test server holds it (it changes as the page saves). */
export const data = () => current

export function useData(overrides: Partial<ProfileData> = {}, uploadHeld?: Promise<unknown>) {
  current = profileData(overrides)
  server.use(...profileHandlers(current, { uploadHeld }))
}

/** Each test starts with Giulia's profile, nothing bought and nothing asked for. */
export function withProfileData() {
  beforeEach(() => useData())
}

export const section = (name: string) => screen.getByRole('region', { name })

export async function openProfile(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/utente', { as: 'user', language })
  await screen.findByRole('region', {
    name: language === 'en' ? 'Personal information' : 'Dati personali',
  })
  return rendered
}

/** A payout-ready member: IBAN, CF and a verified identity. */
export const ready = (overrides = {}) =>
  giuliaProfile({
    iban: 'IT60X0542811101000000123456',
    CF: VALID_CF,
    docVerified: true,
    ...overrides,
  })
