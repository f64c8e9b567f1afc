import { AdminClientCalls } from '@aula/contract/routes/admin-clients'
import type { DecideDocument } from '@aula/contract/profile'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/document/ {id, status} with a private token: 1 approves, 0 rejects; once. */
export const decideDocument = (body: DecideDocument) =>
  call(AdminClientCalls.decideDocument, { body })
