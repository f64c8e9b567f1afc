import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import {
  failureOutcome,
  isAlreadyDecided,
  successOutcome,
  type Decision,
  type Kind,
  type Outcome,
} from './decision.ts'

/**
 * The approve/reject cycle of one row: which button is busy and what the row then says.
 * `run` sends the decision and updates the list; `refresh` reloads it when someone else
 * decided first.
 */
export function useDecision(
  kind: Kind,
  run: (decision: Decision) => Promise<void>,
  refresh: () => Promise<void>,
) {
  const [busy, setBusy] = useState<Decision | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const decide = async (decision: Decision) => {
    setBusy(decision)
    setOutcome(null)
    try {
      await run(decision)
      setOutcome(successOutcome(kind, decision))
    } catch (error) {
      setOutcome(failureOutcome(kind, decision, error))
      // Someone else decided it: show what it is now.
      if (isAlreadyDecided(error)) await refresh()
    } finally {
      setBusy(null)
    }
  }
  return { busy, outcome, decide }
}

/** The first cell of a row: the member's name (which the row's buttons refer to) and e-mail. */
export function CustomerCell({ id, name, email }: { id: string; name: string; email: string }) {
  return (
    <th scope="row" className="px-4 py-3 text-left font-normal">
      <span id={id} className="block font-semibold text-charcoal-900">
        {name}
      </span>
      <a href={`mailto:${email}`} className="break-all text-tomato-700 hover:underline">
        {email}
      </a>
    </th>
  )
}

const stateClasses = {
  pending: 'bg-flour-200 text-charcoal-900',
  approved: 'bg-basil-50 text-basil-700',
  rejected: 'bg-tomato-50 text-tomato-700',
} as const

/** A row's state as a coloured label. */
export function StatusCell({ state, label }: { state: keyof typeof stateClasses; label: string }) {
  return (
    <td className="px-4 py-3">
      <span
        className={`inline-block rounded-full px-3 py-0.5 font-semibold whitespace-nowrap ${stateClasses[state]}`}
      >
        {label}
      </span>
    </td>
  )
}

/** Approve and reject while the row waits, and the row's own result message. */
export function DecisionCell({
  waiting,
  busy,
  outcome,
  describedBy,
  onDecide,
}: {
  waiting: boolean
  busy: Decision | null
  outcome: Outcome | null
  /** The id of the customer's name, so each button says whose row it decides. */
  describedBy: string
  onDecide: (decision: Decision) => void
}) {
  const { t } = useTranslation()
  return (
    <td className="px-4 py-3">
      <div className="flex flex-col gap-2">
        {waiting ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="basil"
              pending={busy === 'approve'}
              disabled={busy !== null}
              aria-describedby={describedBy}
              onClick={() => onDecide('approve')}
            >
              {t('adminClients.approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              pending={busy === 'reject'}
              disabled={busy !== null}
              aria-describedby={describedBy}
              onClick={() => onDecide('reject')}
            >
              {t('adminClients.reject')}
            </Button>
          </div>
        ) : null}
        {outcome ? <FormMessage tone={outcome.tone}>{t(outcome.key)}</FormMessage> : null}
      </div>
    </td>
  )
}
