import { http, HttpResponse } from 'msw'
import { AuthPaths } from '@aula/contract/routes/auth'
import type { ApiError } from '@aula/contract/common'
import { testUsers } from './users.ts'
import { credentialOf } from './session-cookie.ts'

/*
 * The private tokens of the fake server: any signed-in user gets one, but only the admin's
 * is accepted by admin writes, as on the real server (docs/product.md#roles).
 */
export const ADMIN_PRIVATE_TOKEN = 'private-direzione'
const USER_PRIVATE_TOKEN = 'private-giulia'

const bearerOf = credentialOf

/** Whether an admin write carries the admin's private token. */
export const isAdminWrite = (request: Request) => bearerOf(request) === ADMIN_PRIVATE_TOKEN

/** The refusal a write without the admin's private token gets. */
export const refused = (request: Request) =>
  HttpResponse.json<ApiError>(
    bearerOf(request) === USER_PRIVATE_TOKEN
      ? { message: 'Forbidden' }
      : { message: 'Unauthorized' },
    { status: bearerOf(request) === USER_PRIVATE_TOKEN ? 403 : 401 },
  )

export const adminHandlers = [
  http.get(`*${AuthPaths.generatePrivateToken}`, ({ request }) => {
    const token = bearerOf(request)
    if (token === testUsers.admin.token) return HttpResponse.json({ token: ADMIN_PRIVATE_TOKEN })
    if (token === testUsers.user.token) return HttpResponse.json({ token: USER_PRIVATE_TOKEN })
    return HttpResponse.json<ApiError>({ message: 'Unauthorized' }, { status: 401 })
  }),
]
