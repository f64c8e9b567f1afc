import type { Db } from '#src/db/connect.ts'
import {
  findPendingWithdrawal,
  listEntriesOfMember,
  listWithdrawalsOfMember,
} from './member-data.repository.ts'

/*
 * What the privacy feature asks of the affiliate ledger (docs/product.md#privacy): every
 * entry and withdrawal of a member for their data download, and whether a withdrawal still
 * waits (an account cannot be deleted meanwhile). The ledger itself is kept on erasure.
 */

export async function ledgerForExport(db: Db, userId: number) {
  const [entries, withdrawals] = await Promise.all([
    listEntriesOfMember(db, userId),
    listWithdrawalsOfMember(db, userId),
  ])
  return {
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amountCents: e.amount_cents,
      orderId: e.order_id,
      withdrawalId: e.withdrawal_id,
      availableAt: e.available_at,
      createdAt: e.created_at,
    })),
    withdrawals: withdrawals.map((w) => ({
      id: w.id,
      amountCents: w.amount_cents,
      status: w.status,
      requestedAt: w.requested_at,
      decidedAt: w.decided_at,
      decisionReason: w.decision_reason,
    })),
  }
}

export async function hasPendingWithdrawal(db: Db, userId: number): Promise<boolean> {
  return (await findPendingWithdrawal(db, userId)) !== undefined
}
