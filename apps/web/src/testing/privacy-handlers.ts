import { http, HttpResponse } from 'msw'
import type { ApiError, Message } from '@aula/contract/common'
import {
  PrivacyMessages,
  type ConsentsAnswer,
  type PrivacyPolicy,
  type SavePrivacyPolicyInput,
  type SetConsentInput,
} from '@aula/contract/privacy'
import { PrivacyAdminRoutes, PrivacyRoutes } from '@aula/contract/routes/privacy'
import { credentialOf } from './session-cookie.ts'

/*
 * Privacy on the fake server (docs/product.md#privacy): the policy page (the built-in text
 * unless a test gives one), the member's consents, which change as the page sets them, the
 * data download (a small ZIP) and the account deletion, which takes the member's password.
 */

const error = (status: number, message: string) =>
  HttpResponse.json<ApiError>({ message }, { status })

const path = (route: { path: string }) => `*${route.path}`

export const noConsents = (): ConsentsAnswer => ({
  current: { terms: null, newsletter: null, marketing: null },
  history: [],
})

/** The member's password as the fake server knows it. */
export const MEMBER_PASSWORD = 'password-giusta'

export interface PrivacyState {
  policy: PrivacyPolicy
  consents: ConsentsAnswer
  /** The password that deletes the account; anything else is refused. */
  password: string
}

export const privacyState = (overrides: Partial<PrivacyState> = {}): PrivacyState => ({
  policy: { version: 0, updatedAt: null, content: null },
  consents: noConsents(),
  password: MEMBER_PASSWORD,
  ...overrides,
})

/** "PK": the bytes a ZIP starts with, enough for the browser to save a file. */
export const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])

export function privacyHandlers(state: PrivacyState = privacyState()) {
  return [
    http.get<never, never, PrivacyPolicy>(path(PrivacyRoutes.policy), () =>
      HttpResponse.json(state.policy),
    ),
    http.get<never, never, ConsentsAnswer | ApiError>(
      path(PrivacyRoutes.consents),
      ({ request }) =>
        credentialOf(request) ? HttpResponse.json(state.consents) : error(401, 'Unauthorized'),
    ),
    http.put<never, SetConsentInput, ConsentsAnswer | ApiError>(
      path(PrivacyRoutes.setConsent),
      async ({ request }) => {
        if (!credentialOf(request)) return error(401, 'Unauthorized')
        const body = await request.json()
        const at = '2026-05-04T10:00:00.000Z'
        const event = { consent: body.consent, given: body.given, version: body.version, at }
        state.consents = {
          current: { ...state.consents.current, [body.consent]: event },
          history: [{ ...event, source: 'profile' }, ...state.consents.history],
        }
        return HttpResponse.json(state.consents)
      },
    ),
    http.get(path(PrivacyRoutes.exportData), ({ request }) =>
      credentialOf(request)
        ? new HttpResponse(ZIP_BYTES, { headers: { 'content-type': 'application/zip' } })
        : error(401, 'Unauthorized'),
    ),
    http.post<never, { password: string }, Message | ApiError>(
      path(PrivacyRoutes.deleteAccount),
      async ({ request }) => {
        if (!credentialOf(request)) return error(401, 'Unauthorized')
        const { password } = await request.json()
        if (password !== state.password) return error(400, PrivacyMessages.wrongPassword)
        return HttpResponse.json({ message: 'Success' })
      },
    ),
    http.put<never, SavePrivacyPolicyInput, PrivacyPolicy | ApiError>(
      path(PrivacyAdminRoutes.savePolicy),
      async ({ request }) => {
        const body = await request.json()
        state.policy = {
          version: state.policy.version + 1,
          updatedAt: '2026-05-04T10:00:00.000Z',
          content: { it: body.contentIt, en: body.contentEn },
        }
        return HttpResponse.json(state.policy)
      },
    ),
  ]
}
