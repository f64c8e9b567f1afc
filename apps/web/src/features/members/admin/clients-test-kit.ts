import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { LIST_LIMIT_DEFAULT } from '@aula/contract/values/list-query'
import { isPagedQuery } from '@aula/contract/list-query'
import { ProfilePaths } from '@aula/contract/routes/profile'
import { AdminClientPaths } from '@aula/contract/profile'
import { profileHandlers } from '#src/testing/profile-handlers.ts'
import {
  documentFixture,
  profileData,
  withdrawalFixture,
  type ProfileData,
} from '#src/testing/profile-fixtures.ts'
import { renderAppReady } from '#src/testing/render-app.tsx'
import { server } from '#src/testing/server.ts'
import { credentialOf } from '#src/testing/session-cookie.ts'
import { testUsers } from '#src/testing/users.ts'

/*
 * What the tests of the admin's client screen (/visualizzaclienti) share: the withdrawal
 * requests and identity documents the fake server holds, and how to find their rows.
 */

/** One page of `items` as the API answers it (docs/product.md#paged-lists). */
function pageOf(items: readonly object[], params: URLSearchParams) {
  const page = Number(params.get('page') ?? 1)
  const limit = Number(params.get('limit') ?? LIST_LIMIT_DEFAULT)
  return {
    page,
    pageSize: limit,
    total: items.length,
    hasMore: page * limit < items.length,
    items: items.slice((page - 1) * limit, page * limit),
  }
}

/**
 * The admin's two lists one page at a time when asked, as the API answers; without a page,
 * or without the admin's session, the profile's fake answers (the whole list, or a refusal).
 */
function pagedClientHandlers(data: ProfileData) {
  const paged =
    (key: 'withdrawals' | 'documents') =>
    ({ request }: { request: Request }) => {
      const params = new URL(request.url).searchParams
      if (!isPagedQuery(Object.fromEntries(params))) return undefined
      if (credentialOf(request) !== testUsers.admin.token) return undefined
      const { items, ...paging } = pageOf(data[key], params)
      return HttpResponse.json({ [key]: items, ...paging })
    }
  return [
    http.get(`*${AdminClientPaths.withdrawals}`, paged('withdrawals')),
    http.get(`*${AdminClientPaths.documents}`, paged('documents')),
  ]
}

/** Serves Giulia's profile with `overrides` (no lists unless given) and returns what it holds. */
export function serveClients(overrides: Partial<ProfileData> = {}): ProfileData {
  const data = profileData(overrides)
  server.use(...pagedClientHandlers(data), ...profileHandlers(data))
  return data
}

const withdrawals = () => [
  withdrawalFixture({
    idWithdraw: 7,
    name: 'Marco Verdi',
    email: 'marco@example.com',
    amount: 120.5,
    requestDate: '2026-03-04T09:00:00.000Z',
  }),
  withdrawalFixture({ idWithdraw: 6, amount: null }),
  withdrawalFixture({
    idWithdraw: 5,
    name: 'Anna Neri',
    email: 'anna@example.com',
    status: 'Approvato',
  }),
]

export const documents = () => [
  documentFixture({ idDoc: 3, name: 'Marco Verdi', email: 'marco@example.com' }),
  documentFixture({
    idDoc: 2,
    name: 'Anna Neri',
    email: 'anna@example.com',
    status: 'approved',
    valid: true,
  }),
]

const files = () => ({
  [ProfilePaths.documentFile(3, 'front')]: { type: 'image/jpeg', body: 'jpeg-bytes' },
  [ProfilePaths.documentFile(3, 'back')]: { type: 'application/pdf', body: '%PDF-1.4' },
})

/** The screen's lists: three withdrawal requests, two documents and the files of one. */
export const clientsData = () => ({
  withdrawals: withdrawals(),
  documents: documents(),
  files: files(),
})

/** jsdom has no object URLs: each blob gets a name, as a browser would give it. */
export function stubObjectUrls() {
  let next = 0
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/file-${++next}`)
  URL.revokeObjectURL = vi.fn()
}

const table = (name: RegExp) => screen.getByRole('table', { name })
export const row = (tableName: RegExp, name: RegExp) =>
  within(table(tableName)).getByRole('row', { name })

export async function openClients(language?: 'it' | 'en') {
  const rendered = await renderAppReady('/visualizzaclienti', { as: 'admin', language })
  await screen.findByRole('heading', {
    level: 1,
    name:
      language === 'en' ? 'Clients: withdrawals and documents' : 'Clienti: prelievi e documenti',
  })
  return rendered
}
