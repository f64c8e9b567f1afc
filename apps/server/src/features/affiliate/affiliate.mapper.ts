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
import type { LedgerRow, OwnWithdrawal, WithdrawalRow } from './affiliate.repository.ts'

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

/** An instant as toIsoTimestamp writes it, with a month, a day and a time that exist. */
const ISO_INSTANT =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/

const daysIn = (year: number, month: number) =>
  month === 2
    ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/**
 * When a request was made, as ISO 8601 (toIsoTimestamp, else as stored). The server stores
 * it in that form already, and such a value is answered as it is, without reading it into a
 * Date and writing it out again: a member's list has hundreds of them.
 */
export function requestDateOf(stored: string): string {
  const parts = ISO_INSTANT.exec(stored)
  if (parts && Number(parts[3]) <= daysIn(Number(parts[1]), Number(parts[2]))) return stored
  return toIsoTimestamp(stored) ?? stored
}

export function toWithdrawalDto(row: WithdrawalRow): Withdrawal {
  return {
    idWithdraw: row.id,
    name: row.name,
    amount: centsToEurosOrNull(row.amount_cents),
    requestDate: requestDateOf(row.requested_at),
    status: withdrawalLabel(row.status),
    reason: row.status === 'rejected' ? row.decision_reason : null,
  }
}

/** A request of the member's own list, `name` being the member's: as toWithdrawalDto. */
export function toOwnWithdrawalDto(
  name: string,
  [id, amountCents, status, requestedAt, decisionReason]: OwnWithdrawal,
): Withdrawal {
  return {
    idWithdraw: id,
    name,
    amount: centsToEurosOrNull(amountCents),
    requestDate: requestDateOf(requestedAt),
    status: withdrawalLabel(status),
    reason: status === 'rejected' ? decisionReason : null,
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
