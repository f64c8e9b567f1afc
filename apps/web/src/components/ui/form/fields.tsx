import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { useScopedId } from './scoped-id.tsx'

/*
 * The inputs of every form, public and admin: a visible label, and a hint and an error that
 * are read out with the control. Admin forms mark required fields with a "*" (hidden from
 * screen readers, which announce "required" from the input itself); visitors' forms say
 * "all fields are required" once instead. <Form> tells its fields which (see form.tsx).
 */

/** Whether the fields of the surrounding form show a "*" next to required labels. */
export const RequiredMarkContext = createContext(false)

export type FieldTone = 'light' | 'dark'

const control = (error?: string) =>
  'w-full rounded-xl border-2 bg-white px-4 text-base text-charcoal-900 transition-colors ' +
  'placeholder:text-charcoal-500 ' +
  (error ? 'border-tomato-600' : 'border-flour-300 hover:border-charcoal-500')

const describedBy = (id: string, hint?: ReactNode, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

/** What ties a control to its hint and error, for screen readers too. */
const describe = (id: string, hint?: ReactNode, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
})

const noteTone = {
  light: { hint: 'text-charcoal-500', error: 'text-tomato-700', label: 'text-charcoal-800' },
  dark: { hint: 'text-flour-200', error: 'text-crust-300', label: 'text-flour-100' },
} as const

/** The hint and the error under a control. */
export function FieldNotes({
  id,
  hint,
  error,
  tone = 'light',
  className = '',
}: {
  id: string
  hint?: ReactNode
  error?: string
  tone?: FieldTone
  className?: string
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={`text-sm ${noteTone[tone].hint} ${className}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className={`text-sm font-medium ${noteTone[tone].error} ${className}`}
        >
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A label, with the required mark when the form shows them. */
export function FieldLabel({
  htmlFor,
  required,
  tone = 'light',
  children,
}: {
  htmlFor: string
  required?: boolean
  tone?: FieldTone
  children: ReactNode
}) {
  const marks = useContext(RequiredMarkContext)
  return (
    <label htmlFor={htmlFor} className={`text-sm font-semibold ${noteTone[tone].label}`}>
      {children}
      {required && marks ? (
        <span aria-hidden="true" className="text-tomato-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  )
}

interface FrameProps {
  id: string
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  tone?: FieldTone
  className?: string
  children: ReactNode
}

function Frame({ id, label, required, hint, error, tone, className = '', children }: FrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={id} required={required} tone={tone}>
        {label}
      </FieldLabel>
      {children}
      <FieldNotes id={id} hint={hint} error={error} tone={tone} />
    </div>
  )
}

interface FieldProps<E> {
  label: string
  /** Already translated (see the form hook's `errorText`). */
  error?: string
  hint?: ReactNode
  tone?: FieldTone
  ref?: Ref<E>
}

/** A labelled single-line input. */
export function InputField({
  label,
  error,
  hint,
  tone,
  className,
  required,
  ...input
}: FieldProps<HTMLInputElement> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useScopedId()
  return (
    <Frame {...{ id, label, required, hint, error, tone, className }}>
      <input
        id={id}
        required={required}
        aria-required={required || undefined}
        {...describe(id, hint, error)}
        className={`min-h-11 py-2 ${control(error)}`}
        {...input}
      />
    </Frame>
  )
}

/** A labelled multi-line input. */
export function AreaField({
  label,
  error,
  hint,
  tone,
  className,
  required,
  rows = 5,
  ...textarea
}: FieldProps<HTMLTextAreaElement> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useScopedId()
  return (
    <Frame {...{ id, label, required, hint, error, tone, className }}>
      <textarea
        id={id}
        rows={rows}
        required={required}
        aria-required={required || undefined}
        {...describe(id, hint, error)}
        className={`py-3 ${control(error)}`}
        {...textarea}
      />
    </Frame>
  )
}

/** A labelled native select; the <option> elements are its children. */
export function SelectBox({
  label,
  error,
  hint,
  tone,
  className,
  required,
  children,
  ...select
}: FieldProps<HTMLSelectElement> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  const id = useScopedId()
  return (
    <Frame {...{ id, label, required, hint, error, tone, className }}>
      <select
        id={id}
        required={required}
        aria-required={required || undefined}
        {...describe(id, hint, error)}
        className={`min-h-11 py-2 ${control(error)}`}
        {...select}
      >
        {children}
      </select>
    </Frame>
  )
}

/** A labelled checkbox with a large touch target; `hint` may hold a link to what is accepted. */
export function CheckboxField({
  label,
  error,
  hint,
  className = '',
  ...input
}: Omit<FieldProps<HTMLInputElement>, 'tone'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const id = useScopedId()
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...describe(id, hint, error)}
          className="mt-0.5 size-6 shrink-0 accent-tomato-600"
          {...input}
        />
        <FieldLabel htmlFor={id} required={input.required}>
          {label}
        </FieldLabel>
      </div>
      <FieldNotes id={id} hint={hint} error={error} className="pl-9" />
    </div>
  )
}
