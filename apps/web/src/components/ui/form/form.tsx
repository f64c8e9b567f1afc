import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { TranslateOptions } from '#src/lib/i18n/translator.ts'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage, type MessageTone } from '#src/components/ui/form-message.tsx'
import { RequiredMarkContext } from './fields.tsx'
import { UploadProgress } from './upload-progress.tsx'
import type { Outcome } from './use-endpoint-form.ts'
import type { UploadProgress as Progress } from '#src/lib/api-client.ts'

/*
 * The frame of every form: <Form> around the fields, <FormFooter> under them (upload
 * progress, the outcome, the submit button). Both take what useEndpointForm returns.
 */

interface FormState {
  onSubmit: (event?: FormEvent) => Promise<void>
}

/**
 * A form the browser does not validate (the form's own rules speak both languages), with
 * an optional note above the fields. `marks` puts a "*" next to required labels, as the
 * admin forms do; visitors' forms say "all fields are required" in the note instead.
 */
export function Form({
  form,
  note,
  marks = false,
  className = 'flex flex-col gap-5',
  children,
}: {
  form: FormState
  note?: ReactNode
  marks?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <RequiredMarkContext value={marks}>
      <form noValidate onSubmit={(event) => void form.onSubmit(event)} className={className}>
        {note ? <p className="text-sm text-charcoal-500">{note}</p> : null}
        {children}
      </form>
    </RequiredMarkContext>
  )
}

/**
 * The outcome of a submitted form. It takes the focus when it appears, so keyboard and
 * screen-reader users land on the answer instead of staying on the submit button; give it
 * a new `key` for each submission so a second answer is announced too.
 */
export function FormResult({ tone, children }: { tone: MessageTone; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl focus:outline-none">
      <FormMessage tone={tone}>{children}</FormMessage>
    </div>
  )
}

/** The outcome of the last submission, translated, or nothing. */
export function FormOutcome({
  outcome,
  values,
  successExtra,
  errorExtra,
}: {
  outcome: Outcome | null
  values?: TranslateOptions
  /** Shown after a success's message (a link to what was saved). */
  successExtra?: ReactNode
  /** Shown after a failure's message (what the server said, when ours cannot tell it). */
  errorExtra?: ReactNode
}) {
  const { t } = useTranslation()
  if (!outcome) return null
  const text = t(outcome.text, values)
  const extra = outcome.tone === 'success' ? successExtra : errorExtra
  return (
    <FormResult key={`${outcome.tone}-${outcome.id}`} tone={outcome.tone}>
      {extra ? (
        <span className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-3">
          <span>{text}</span>
          {extra}
        </span>
      ) : (
        text
      )}
    </FormResult>
  )
}

interface FooterState {
  pending: boolean
  progress: Progress | null
  cancel: () => void
  outcome: Outcome | null
}

/**
 * Under the fields: the upload's progress with its cancel button, the outcome, and the
 * submit button (its label changes while the form is on its way).
 */
export function FormFooter({
  form,
  submit,
  pendingLabel,
  size = 'lg',
  outcomeValues,
  successExtra,
  errorExtra,
  progressLabel,
  children,
}: {
  form: FooterState
  /** The button's label. */
  submit: string
  /** Its label while sending; the same as `submit` when not given. */
  pendingLabel?: string
  size?: 'md' | 'lg'
  outcomeValues?: TranslateOptions
  /** Shown after a success's message (a link to what was saved). */
  successExtra?: ReactNode
  /** Shown after a failure's message. */
  errorExtra?: ReactNode
  /** The upload's label (what is being sent); a general one when not given. */
  progressLabel?: string
  /** Shown beside the submit button (a "back" link, a second action). */
  children?: ReactNode
}) {
  return (
    <>
      {form.progress ? (
        <UploadProgress progress={form.progress} onCancel={form.cancel} label={progressLabel} />
      ) : null}
      <FormOutcome
        outcome={form.outcome}
        values={outcomeValues}
        successExtra={successExtra}
        errorExtra={errorExtra}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size={size} pending={form.pending}>
          {form.pending ? (pendingLabel ?? submit) : submit}
        </Button>
        {children}
      </div>
    </>
  )
}
