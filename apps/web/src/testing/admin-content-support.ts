import { HttpResponse } from 'msw'
import type { z } from 'zod/mini'
import type { ApiError } from '@aula/contract/common'
import type { AdminContentData, ReceivedForm } from './admin-content-data.ts'
import { credentialOf } from './session-cookie.ts'
import { testUsers } from './users.ts'

/* What the admin's content calls share: the server's error answers, the session, the bodies. */

export type Success = { message: 'Success' }

export const error = (status: number, message: string, errors?: ApiError['errors']) =>
  HttpResponse.json<ApiError>(errors ? { message, errors } : { message }, { status })

export const notFound = () => error(404, 'Not found')

/** A 400 with the failing fields, as the server's schema validation answers. */
export function invalid(result: { error: z.core.$ZodError }) {
  return error(
    400,
    'Invalid input',
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  )
}

/** A request sent with the admin's session (cookie or bearer), as the panel's reads want. */
export const isAdminSession = (request: Request) => credentialOf(request) === testUsers.admin.token

/** The multipart body of `request`, kept in `data.forms`, with its text fields apart. */
export async function readForm(request: Request, data: AdminContentData) {
  const form = await request.formData()
  const fields: ReceivedForm = {}
  const texts: Record<string, string> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[name] = value
      texts[name] = value
    } else {
      fields[name] = { name: value.name, size: value.size, type: value.type }
    }
  }
  data.forms.push({ method: request.method, path: new URL(request.url).pathname, fields })
  return { fields, texts, hasFile: (name: string) => typeof fields[name] === 'object' }
}

export const nextId = (items: { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1
