import { useId } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient } from '@tanstack/react-query'
import type { AdminWithdrawal, WithdrawalStatus } from '@aula/contract/profile'
import { useFormat } from '#src/lib/use-format.ts'
import { decideWithdrawal } from '../api/decide-withdrawal.ts'
import { mapRows } from '../api/client-pages.ts'
import {
  clientWithdrawalsQueryKey,
  useClientWithdrawals,
  type ClientWithdrawalPages,
} from '../api/get-client-withdrawals.ts'
import { CustomerCell, DecisionCell, StatusCell, useDecision } from './decision-row.tsx'
import { PagedRows } from './paged-rows.tsx'
import { PayeeCell } from './payee-cell.tsx'
import { HeadCell, ScrollTable } from './scroll-table.tsx'

export const withdrawalStatusKeys = {
  'In attesa': 'adminClients.status.pending',
  Approvato: 'adminClients.status.approved',
  Rifiutato: 'adminClients.status.rejected',
} as const satisfies Record<WithdrawalStatus, string>

const withdrawalStates = {
  'In attesa': 'pending',
  Approvato: 'approved',
  Rifiutato: 'rejected',
} as const satisfies Record<WithdrawalStatus, string>

const decisionStatus = { approve: 'Approvato', reject: 'Rifiutato' } as const

/**
 * One request: who, how much, when, where to pay it (while it waits), its state, and — while
 * it waits — approve and reject (with an optional reason).
 */
function WithdrawalRow({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation()
  const { formatDate, formatPrice } = useFormat()
  const queryClient = useQueryClient()
  const customerId = useId()
  const { busy, outcome, decide } = useDecision(
    'withdrawals',
    async (decision, reason) => {
      const answer = await decideWithdrawal({
        id: withdrawal.idWithdraw,
        status: decisionStatus[decision],
        ...(reason ? { reason } : {}),
      })
      queryClient.setQueryData<ClientWithdrawalPages>(clientWithdrawalsQueryKey, (pages) =>
        mapRows(pages, (item) =>
          item.idWithdraw === withdrawal.idWithdraw ? answer.withdrawal : item,
        ),
      )
    },
    () => queryClient.invalidateQueries({ queryKey: clientWithdrawalsQueryKey }),
  )

  return (
    <tr className="border-t border-flour-300 align-top">
      <CustomerCell id={customerId} name={withdrawal.name} email={withdrawal.email} />
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
        {withdrawal.amount === null
          ? t('adminClients.notAvailable')
          : formatPrice(withdrawal.amount)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(withdrawal.requestDate)}</td>
      <PayeeCell payee={withdrawal.payee} customer={withdrawal.name} />
      <StatusCell
        state={withdrawalStates[withdrawal.status]}
        label={t(withdrawalStatusKeys[withdrawal.status])}
        reason={withdrawal.reason}
      />
      <DecisionCell
        kind="withdrawals"
        waiting={withdrawal.status === 'In attesa'}
        busy={busy}
        outcome={outcome}
        describedBy={customerId}
        onDecide={(decision, reason) => void decide(decision, reason)}
      />
    </tr>
  )
}

/** The members' withdrawal requests, newest first, one page more at a time. */
export function WithdrawalsTable() {
  const { t } = useTranslation()
  const withdrawals = useClientWithdrawals()
  return (
    <PagedRows query={withdrawals} empty={t('adminClients.withdrawals.empty')}>
      {(list, total) => (
        <ScrollTable
          caption={t('adminClients.withdrawals.caption', { number: total, shown: list.length })}
          minWidth="min-w-[72rem]"
          head={
            <>
              <HeadCell>{t('adminClients.customer')}</HeadCell>
              <HeadCell end>{t('adminClients.withdrawals.amount')}</HeadCell>
              <HeadCell>{t('adminClients.withdrawals.date')}</HeadCell>
              <HeadCell>{t('adminClients.payee.title')}</HeadCell>
              <HeadCell>{t('adminClients.statusLabel')}</HeadCell>
              <HeadCell>{t('adminClients.actions')}</HeadCell>
            </>
          }
        >
          {list.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.idWithdraw} withdrawal={withdrawal} />
          ))}
        </ScrollTable>
      )}
    </PagedRows>
  )
}
