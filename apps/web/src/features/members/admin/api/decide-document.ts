import { SuccessSchema } from '@aula/contract/common'
import { AdminClientPaths, type DecideDocument } from '@aula/contract/profile'
import { adminJson } from '#src/lib/admin/admin-client.ts'

/** PUT /api/document/ {id, status} with a private token: 1 approves, 0 rejects; once. */
export const decideDocument = (body: DecideDocument) =>
  adminJson('PUT', AdminClientPaths.document, body, SuccessSchema)
