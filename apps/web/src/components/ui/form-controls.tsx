import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { FormMessage, type MessageTone } from './form-message.tsx'

/*
 * The controls of the visitors' forms (contact, information request, review), built like
 * TextField: a visible label, and a hint and an error that are read out with the control.
 */

const control = (error?: string) =>
  'w-full rounded-xl border-2 bg-white px-4 text-base text-charcoal-900 transition-colors ' +
  (error ? 'border-tomato-600' : 'border-flour-300 hover:border-charcoal-500')

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
}

function FieldNotes({
  id,
  hint,
  error,
  indent = '',
}: {
  id: string
  hint?: ReactNode
  error?: string
  indent?: string
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={`text-sm text-charcoal-500 ${indent}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`text-sm font-medium text-tomato-700 ${indent}`}>
          {error}
        </p>
      ) : null}
    </>
  )
}

interface ChoiceFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  /** Already translated. */
  error?: string
  hint?: string
  ref?: Ref<HTMLSelectElement>
  /** The <option> elements. */
  children: ReactNode
}

/** A labelled select that can show an error. */
export function ChoiceField({
  label,
  error,
  hint,
  className = '',
  children,
  ...select
}: ChoiceFieldProps) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
        className={`min-h-11 py-2 ${control(error)}`}
        {...select}
      >
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  /** Already translated. */
  error?: string
  hint?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
        className={`py-3 placeholder:text-charcoal-500 ${control(error)}`}
        {...textarea}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string
  /** Already translated. */
  error?: string
  /** Extra words read with the box, such as a link to the text being accepted. */
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled checkbox with a large touch target. */
export function CheckboxField({
  label,
  error,
  hint,
  className = '',
  ...input
}: CheckboxFieldProps) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error) || undefined}
          className="mt-0.5 size-6 shrink-0 accent-tomato-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
          {label}
        </label>
      </div>
      <FieldNotes id={id} hint={hint} error={error} indent="pl-9" />
    </div>
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
