import { http, HttpResponse } from 'msw'
import type { z } from 'zod/mini'
import { AuthPaths } from '@aula/contract/routes/auth'
import {
  AuthMessages,
  type CheckAnswer,
  type CurrentGroupAnswerSchema,
  type LoginAnswer,
  type LoginInput,
  type RegisterRequest,
} from '@aula/contract/auth'
import type { ApiError, Message } from '@aula/contract/common'
import type { SiteInfo } from '@aula/contract/site'
import { adminPanelReadHandlers } from './admin-panel-handlers.ts'
import { adminHandlers } from './admin-handlers.ts'
import { catalogHandlers } from './catalog-handlers.ts'
import { certificateHandlers } from './certificate-handlers.ts'
import { formHandlers } from './form-handlers.ts'
import { profileHandlers } from './profile-handlers.ts'
import { privacyHandlers } from './privacy-handlers.ts'
import { receiptHandlers } from './receipt-handlers.ts'
import { credentialOf, sessionCookie } from './session-cookie.ts'
import { testUsers } from './users.ts'

/*
 * The fake server at the HTTP edge. Answers are typed from the contract, so a change in
 * the API's shapes breaks these handlers at compile time, as it would break the app.
 */
type Success = { message: 'Success' }
type CurrentGroupAnswer = z.infer<typeof CurrentGroupAnswerSchema>

const bearer = credentialOf

const userByToken = (token: string | null) =>
  Object.values(testUsers).find((user) => user.token === token) ?? null

export const error = (status: number, message: string) =>
  HttpResponse.json<ApiError>({ message }, { status })

/** What the rate limiter answers (apps/server security plugin). */
export const tooManyRequests = () => error(429, 'Too many requests: try again in 1 minute.')

export const site: SiteInfo = {
  name: 'Aula',
  whatsappNumber: '+39 333 1234567',
  contactPhone: '+39 06 1234 5678',
  contactEmail: 'info@example.com',
  contactAddress: 'Via dei Forni 12, 00185 Roma (RM), Italia',
}

export const handlers = [
  ...adminHandlers,
  ...adminPanelReadHandlers(),
  ...certificateHandlers(),
  ...privacyHandlers(),
  ...receiptHandlers(),
  http.get<never, never, SiteInfo>('*/api/site', () => HttpResponse.json(site)),

  http.get<never, never, CheckAnswer | ApiError>(`*${AuthPaths.check}`, ({ request }) => {
    const user = userByToken(bearer(request))
    if (!user) return error(401, 'Unauthorized')
    return HttpResponse.json({
      message: 'Success',
      user: { email: user.email, group: user.group },
    })
  }),

  // Both end the session they are sent with and clear the cookie.
  http.post<never, { email?: string }, Success>(`*${AuthPaths.forceLogout}`, () => {
    sessionCookie.clear()
    return HttpResponse.json({ message: 'Success' })
  }),

  http.post<never, never, Success>(`*${AuthPaths.logout}`, () => {
    sessionCookie.clear()
    return HttpResponse.json({ message: 'Success' })
  }),

  http.post<never, LoginInput, LoginAnswer | ApiError>(
    `*${AuthPaths.login}`,
    async ({ request }) => {
      const body = await request.json()
      const user = Object.values(testUsers).find((u) => u.email === body.email)
      if (!user || body.password !== 'password-giusta') {
        return error(401, AuthMessages.invalidCredentials)
      }
      sessionCookie.set(user.token)
      return HttpResponse.json({ message: 'Success', token: user.token })
    },
  ),

  http.get<{ email: string }, never, CurrentGroupAnswer | ApiError>(
    '*/api/user/current-group/:email',
    ({ request, params }) => {
      const user = userByToken(bearer(request))
      if (!user) return error(401, 'Unauthorized')
      if (user.email !== params.email) return error(403, 'Forbidden')
      return HttpResponse.json({ group: user.group })
    },
  ),

  http.post<never, RegisterRequest, Success>(`*${AuthPaths.generateToken}`, () =>
    HttpResponse.json({ message: 'Success' }),
  ),

  http.post<never, { email: string }, Message>('*/api/subscribe/', () =>
    HttpResponse.json({ message: 'Success' }),
  ),

  ...formHandlers,

  ...catalogHandlers(),

  ...profileHandlers(),
]
