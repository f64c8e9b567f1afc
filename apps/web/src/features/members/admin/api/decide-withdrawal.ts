import { AdminClientCalls } from '@aula/contract/routes/admin-clients'
import type { DecideWithdrawal } from '@aula/contract/profile'
import { call } from '#src/lib/api-client.ts'

/** PUT /api/withdraw/ {status, id} with a private token: approves or rejects, once. */
export const decideWithdrawal = (body: DecideWithdrawal) =>
  call(AdminClientCalls.decideWithdrawal, { body })
