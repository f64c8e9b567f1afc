import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SchoolFiscalDataInput } from '@aula/contract/receipts'
import { ReceiptCalls } from '@aula/contract/routes/receipts'
import { call } from '#src/lib/api-client.ts'

/** GET /api/admin/school-fiscal-data: what the receipts print about the school (null until set). */
export const fiscalDataQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'school-fiscal-data'],
    queryFn: async () => (await call(ReceiptCalls.fiscalData)).fiscalData,
  })

export const useFiscalData = () => useQuery(fiscalDataQueryOptions())

/** PUT /api/admin/school-fiscal-data, with the admin's private token. */
export const saveFiscalData = (body: SchoolFiscalDataInput) =>
  call(ReceiptCalls.saveFiscalData, { body })
