import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import {
  SchoolFiscalDataSchema,
  type Receipt,
  type ReceiptsAnswer,
  type SchoolFiscalDataAnswer,
} from '@aula/contract/receipts'
import { ReceiptRoutes } from '@aula/contract/routes/receipts'
import { isAdminWrite, refused } from './admin-handlers.ts'
import { invalid } from './admin-content-support.ts'
import { credentialOf } from './session-cookie.ts'
import { testUsers } from './users.ts'

/*
 * Receipts on the fake server: the member's list (none unless a test gives some), and the
 * school's fiscal data the admin reads and writes (validated by the contract, as the
 * server does).
 */

const error = (status: number, message: string) =>
  HttpResponse.json<ApiError>({ message }, { status })

const path = (route: { path: string }) => `*${route.path}`

/** A receipt as the member's list shows it. */
export function receiptFixture(overrides: Partial<Receipt> = {}): Receipt {
  return {
    id: 12,
    number: '2026/000012',
    issuedAt: '2026-03-12T10:00:00.000Z',
    title: 'Impasti a lunga lievitazione',
    amount: 49,
    orderReference: 'AULA-TEST-1',
    ...overrides,
  }
}

export function receiptHandlers(
  receipts: Receipt[] = [],
  state: { fiscalData: SchoolFiscalDataAnswer['fiscalData'] } = { fiscalData: null },
) {
  return [
    http.get<never, never, ReceiptsAnswer | ApiError>(path(ReceiptRoutes.mine), ({ request }) =>
      credentialOf(request) ? HttpResponse.json({ receipts }) : error(401, 'Unauthorized'),
    ),
    http.get<never, never, SchoolFiscalDataAnswer | ApiError>(
      path(ReceiptRoutes.fiscalData),
      ({ request }) =>
        credentialOf(request) === testUsers.admin.token
          ? HttpResponse.json({ fiscalData: state.fiscalData })
          : error(403, 'Forbidden'),
    ),
    http.put<never, Record<string, unknown>, SchoolFiscalDataAnswer | ApiError>(
      path(ReceiptRoutes.saveFiscalData),
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = SchoolFiscalDataSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        state.fiscalData = {
          ...parsed.data,
          rea: parsed.data.rea ?? null,
          pec: parsed.data.pec ?? null,
          updatedAt: '2026-03-12T10:00:00.000Z',
        }
        return HttpResponse.json({ fiscalData: state.fiscalData })
      },
    ),
  ]
}
