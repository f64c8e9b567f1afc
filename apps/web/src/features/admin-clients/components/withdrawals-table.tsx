import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import type { AdminWithdrawal, WithdrawalStatus } from '@aula/contract/profile'
import { Button } from '#src/components/ui/button.tsx'
import { EmptyState } from '#src/components/ui/query-state.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { formatDate, formatPrice } from '#src/lib/format.ts'
import { useSessionToken } from '#src/features/admin/hooks/use-session-token.ts'
import { decideWithdrawal } from '../api/decide-withdrawal.ts'
import { clientWithdrawalsQueryKey, useClientWithdrawals } from '../api/get-client-withdrawals.ts'
import { LoadState } from './load-state.tsx'
import {
  failureOutcome,
  isAlreadyDecided,
  successOutcome,
  type Decision,
  type Outcome,
} from './decision.ts'
import { HeadCell, ScrollTable } from './scroll-table.tsx'

export const withdrawalStatusKeys = {
  'In attesa': 'adminClients.status.pending',
  Approvato: 'adminClients.status.approved',
  Rifiutato: 'adminClients.status.rejected',
} as const satisfies Record<WithdrawalStatus, string>

const statusClasses: Record<WithdrawalStatus, string> = {
  'In attesa': 'bg-flour-200 text-charcoal-900',
  Approvato: 'bg-basil-50 text-basil-700',
  Rifiutato: 'bg-tomato-50 text-tomato-700',
}

const decisionStatus = { approve: 'Approvato', reject: 'Rifiutato' } as const

/** One request: who, how much, when, its state, and — while it waits — approve and reject. */
function WithdrawalRow({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation()
  const sessionToken = useSessionToken()
  const queryClient = useQueryClient()
  const customerId = useId()
  const [busy, setBusy] = useState<Decision | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const waiting = withdrawal.status === 'In attesa'

  const decide = async (decision: Decision) => {
    setBusy(decision)
    setOutcome(null)
    try {
      const answer = await decideWithdrawal(sessionToken, {
        id: withdrawal.idWithdraw,
        status: decisionStatus[decision],
      })
      queryClient.setQueryData<AdminWithdrawal[]>(clientWithdrawalsQueryKey, (list) =>
        list?.map((item) => (item.idWithdraw === withdrawal.idWithdraw ? answer.withdrawal : item)),
      )
      setOutcome(successOutcome('withdrawals', decision))
    } catch (error) {
      setOutcome(failureOutcome('withdrawals', decision, error))
      // Someone else decided it: show what it is now.
      if (isAlreadyDecided(error))
        await queryClient.invalidateQueries({ queryKey: clientWithdrawalsQueryKey })
    } finally {
      setBusy(null)
    }
  }

  return (
    <tr className="border-t border-flour-300 align-top">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <span id={customerId} className="block font-semibold text-charcoal-900">
          {withdrawal.name}
        </span>
        <a
          href={`mailto:${withdrawal.email}`}
          className="break-all text-tomato-700 hover:underline"
        >
          {withdrawal.email}
        </a>
      </th>
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
        {withdrawal.amount === null
          ? t('adminClients.notAvailable')
          : formatPrice(withdrawal.amount)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(withdrawal.requestDate)}</td>
      <td className="px-4 py-3">
        <span
          className={`inline-block rounded-full px-3 py-0.5 font-semibold whitespace-nowrap ${statusClasses[withdrawal.status]}`}
        >
          {t(withdrawalStatusKeys[withdrawal.status])}
        </span>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col gap-2">
          {waiting ? (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="basil"
                pending={busy === 'approve'}
                disabled={busy !== null}
                aria-describedby={customerId}
                onClick={() => void decide('approve')}
              >
                {t('adminClients.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                pending={busy === 'reject'}
                disabled={busy !== null}
                aria-describedby={customerId}
                onClick={() => void decide('reject')}
              >
                {t('adminClients.reject')}
              </Button>
            </div>
          ) : null}
          {outcome ? <FormMessage tone={outcome.tone}>{t(outcome.key)}</FormMessage> : null}
        </div>
      </td>
    </tr>
  )
}

/** The members' withdrawal requests, newest first. */
export function WithdrawalsTable() {
  const { t } = useTranslation()
  const withdrawals = useClientWithdrawals()
  return (
    <LoadState query={withdrawals}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={t('adminClients.withdrawals.empty')} />
        ) : (
          <ScrollTable
            caption={t('adminClients.withdrawals.caption', {
              number: list.length,
              waiting: list.filter((item) => item.status === 'In attesa').length,
            })}
            minWidth="min-w-[52rem]"
            head={
              <>
                <HeadCell>{t('adminClients.customer')}</HeadCell>
                <HeadCell end>{t('adminClients.withdrawals.amount')}</HeadCell>
                <HeadCell>{t('adminClients.withdrawals.date')}</HeadCell>
                <HeadCell>{t('adminClients.statusLabel')}</HeadCell>
                <HeadCell>{t('adminClients.actions')}</HeadCell>
              </>
            }
          >
            {list.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.idWithdraw} withdrawal={withdrawal} />
            ))}
          </ScrollTable>
        )
      }
    </LoadState>
  )
}
