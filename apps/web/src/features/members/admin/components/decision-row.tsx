import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { DECISION_REASON_MAX } from '@aula/contract/profile'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { AreaField } from '#src/components/ui/form/fields.tsx'
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
 * `run` sends the decision (with the reason of a rejection, null when none) and updates the
 * list; `refresh` reloads it when someone else decided first.
 */
export function useDecision(
  kind: Kind,
  run: (decision: Decision, reason: string | null) => Promise<void>,
  refresh: () => Promise<void>,
) {
  const [busy, setBusy] = useState<Decision | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const decide = async (decision: Decision, reason: string | null = null) => {
    setBusy(decision)
    setOutcome(null)
    try {
      await run(decision, reason)
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

/** A row's state as a coloured label, and what the admin said when deciding it. */
export function StatusCell({
  state,
  label,
  reason = null,
}: {
  state: keyof typeof stateClasses
  label: string
  reason?: string | null
}) {
  return (
    <td className="px-4 py-3">
      <span
        className={`inline-block rounded-full px-3 py-0.5 font-semibold whitespace-nowrap ${stateClasses[state]}`}
      >
        {label}
      </span>
      <ReasonNote reason={reason} />
    </td>
  )
}

/** The reason of a rejection under a decided row's state; nothing when none was given. */
export function ReasonNote({ reason }: { reason: string | null }) {
  const { t } = useTranslation()
  if (!reason) return null
  return (
    <p className="mt-2 max-w-64 text-sm break-words text-charcoal-700">
      <span className="font-semibold">{t('adminClients.reason.shown')}</span> {reason}
    </p>
  )
}

/**
 * Rejecting asks first why: an optional reason the member reads on the profile and in the
 * e-mail. The field takes the focus when it opens; Cancel gives it back to Reject.
 */
function RejectForm({
  kind,
  busy,
  describedBy,
  onConfirm,
  onCancel,
}: {
  kind: Kind
  busy: boolean
  describedBy: string
  onConfirm: (reason: string | null) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const field = useRef<HTMLTextAreaElement>(null)
  const titleId = useId()
  const [reason, setReason] = useState('')

  useEffect(() => {
    field.current?.focus()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = reason.trim()
    onConfirm(trimmed === '' ? null : trimmed)
  }

  return (
    <form
      aria-labelledby={`${titleId} ${describedBy}`}
      onSubmit={submit}
      className="flex w-72 max-w-full flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-3"
    >
      <p id={titleId} className="font-semibold text-charcoal-900">
        {t(`adminClients.reason.title.${kind}`)}
      </p>
      <AreaField
        ref={field}
        label={t('adminClients.reason.label')}
        hint={t('adminClients.reason.hint', { max: DECISION_REASON_MAX })}
        maxLength={DECISION_REASON_MAX}
        rows={3}
        value={reason}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onCancel()
          }
        }}
      />
      <p aria-live="polite" className="text-xs text-charcoal-700">
        {t('adminClients.reason.left', { count: DECISION_REASON_MAX - reason.length })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" pending={busy} aria-describedby={describedBy}>
          {t('adminClients.reason.confirm')}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          {t('adminClients.reason.cancel')}
        </Button>
      </div>
    </form>
  )
}

/** Approve and reject while the row waits, and the row's own result message. */
export function DecisionCell({
  kind,
  waiting,
  busy,
  outcome,
  describedBy,
  onDecide,
}: {
  kind: Kind
  waiting: boolean
  busy: Decision | null
  outcome: Outcome | null
  /** The id of the customer's name, so each button says whose row it decides. */
  describedBy: string
  onDecide: (decision: Decision, reason: string | null) => void
}) {
  const { t } = useTranslation()
  const [rejecting, setRejecting] = useState(false)
  const rejectButton = useRef<HTMLButtonElement>(null)
  const reopen = useRef(false)

  // Back from the reason form (cancelled or refused): the focus returns to Reject.
  useEffect(() => {
    if (!rejecting && reopen.current) {
      reopen.current = false
      rejectButton.current?.focus()
    }
  }, [rejecting])

  // Once the row is decided, the form has nothing left to do.
  const formOpen = waiting && rejecting

  return (
    <td className="px-4 py-3">
      <div className="flex flex-col gap-2">
        {formOpen ? (
          <RejectForm
            kind={kind}
            busy={busy === 'reject'}
            describedBy={describedBy}
            onConfirm={(reason) => onDecide('reject', reason)}
            onCancel={() => {
              reopen.current = true
              setRejecting(false)
            }}
          />
        ) : null}
        {waiting && !formOpen ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="basil"
              pending={busy === 'approve'}
              disabled={busy !== null}
              aria-describedby={describedBy}
              onClick={() => onDecide('approve', null)}
            >
              {t('adminClients.approve')}
            </Button>
            <button
              type="button"
              ref={rejectButton}
              className={buttonClasses('secondary', 'sm')}
              disabled={busy !== null}
              aria-describedby={describedBy}
              onClick={() => setRejecting(true)}
            >
              {t('adminClients.reject')}
            </button>
          </div>
        ) : null}
        {outcome ? <FormMessage tone={outcome.tone}>{t(outcome.key)}</FormMessage> : null}
      </div>
    </td>
  )
}
