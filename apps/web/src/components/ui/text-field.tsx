import { useId, type InputHTMLAttributes, type Ref } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Already translated. */
  error?: string
  hint?: string
  ref?: Ref<HTMLInputElement>
  tone?: 'light' | 'dark'
}

/** A labelled input whose hint and error are read out with it. */
export function TextField({
  label,
  error,
  hint,
  className = '',
  tone = 'light',
  required,
  ...input
}: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const dark = tone === 'dark'

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label
        htmlFor={id}
        className={`text-sm font-semibold ${dark ? 'text-flour-100' : 'text-charcoal-800'}`}
      >
        {label}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={
          'min-h-11 w-full rounded-xl border-2 bg-white px-4 py-2 text-base text-charcoal-900 ' +
          'placeholder:text-charcoal-500 transition-colors ' +
          (error ? 'border-tomato-600' : 'border-flour-300 hover:border-charcoal-500')
        }
        {...input}
      />
      {hint ? (
        <p id={hintId} className={`text-sm ${dark ? 'text-flour-200' : 'text-charcoal-500'}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className={`text-sm font-medium ${dark ? 'text-crust-300' : 'text-tomato-700'}`}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
