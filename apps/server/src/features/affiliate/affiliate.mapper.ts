import type {
  AdminWithdrawal,
  LedgerEntry,
  Payee,
  Withdrawal,
  WithdrawalStatus,
} from '@aula/contract/profile'
import type { WithdrawalTable } from '#src/db/database.ts'
import { centsToEuros, centsToEurosOrNull } from '#src/lib/money.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import type { LedgerRow, WithdrawalRow } from './affiliate.repository.ts'

/*
 * Withdrawal rows to the wire. The database keeps a status code; the wire keeps the
 * Italian labels it has always carried (docs/product.md#api-conventions).
 */

export type WithdrawalCode = WithdrawalTable['status']

const LABELS: Record<WithdrawalCode, WithdrawalStatus> = {
  pending: 'In attesa',
  approved: 'Approvato',
  rejected: 'Rifiutato',
}

/** The wire's label of a stored status. */
export function withdrawalLabel(code: WithdrawalCode): WithdrawalStatus {
  return LABELS[code]
}

/** The stored code of a decision as the wire names it. */
export function decisionCode(label: 'Approvato' | 'Rifiutato'): 'approved' | 'rejected' {
  return label === 'Approvato' ? 'approved' : 'rejected'
}

export function toWithdrawalDto(row: WithdrawalRow): Withdrawal {
  return {
    idWithdraw: row.id,
    name: row.name,
    amount: centsToEurosOrNull(row.amount_cents),
    requestDate: toIsoTimestamp(row.requested_at) ?? row.requested_at,
    status: withdrawalLabel(row.status),
    reason: row.status === 'rejected' ? row.decision_reason : null,
  }
}

/** `payee` is where to pay a waiting request, decrypted for the admin; null once decided. */
export function toAdminWithdrawalDto(
  row: WithdrawalRow,
  payee: Payee | null = null,
): AdminWithdrawal {
  return { ...toWithdrawalDto(row), email: row.email, payee }
}

/** An entry of the member's history at a moment (ISO 8601): on hold is as balanceOf reads it. */
export function toLedgerEntryDto(row: LedgerRow, at: string): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: centsToEuros(row.amount_cents),
    date: toIsoTimestamp(row.created_at) ?? row.created_at,
    availableAt: toIsoTimestamp(row.available_at) ?? row.available_at,
    onHold: row.kind === 'commission' && row.available_at > at,
  }
}
