import {
  AdminClientPaths,
  DecideWithdrawalAnswerSchema,
  type DecideWithdrawal,
} from '@aula/contract/profile'
import { adminJson } from '#src/lib/admin/admin-client.ts'

/** PUT /api/withdraw/ {status, id} with a private token: approves or rejects, once. */
export const decideWithdrawal = (body: DecideWithdrawal) =>
  adminJson('PUT', AdminClientPaths.withdraw, body, DecideWithdrawalAnswerSchema)
