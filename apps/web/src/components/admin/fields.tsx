import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

/*
 * The inputs of the admin forms: a visible label with a "*" on required fields (the mark is
 * hidden from screen readers, which announce "required" from the input itself), and a hint
 * and an error read out with the control.
 */

const control = (error?: string) =>
  'w-full rounded-xl border-2 bg-white px-4 text-base text-charcoal-900 transition-colors ' +
  'placeholder:text-charcoal-500 ' +
  (error ? 'border-tomato-600' : 'border-flour-300 hover:border-charcoal-500')

interface FrameProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

function Frame({ id, label, required, hint, error, className = '', children }: FrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-tomato-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-charcoal-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** What ties a control to its label, hint and error, for screen readers too. */
const describe = (id: string, required?: boolean, hint?: string, error?: string) => ({
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
})

interface FieldProps<E> {
  label: string
  /** Already translated. */
  error?: string
  hint?: string
  ref?: Ref<E>
}

export function InputField({
  label,
  error,
  hint,
  className,
  required,
  ...input
}: FieldProps<HTMLInputElement> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId()
  return (
    <Frame {...{ id, label, required, hint, error, className }}>
      <input
        id={id}
        {...describe(id, required, hint, error)}
        className={`min-h-11 py-2 ${control(error)}`}
        {...input}
      />
    </Frame>
  )
}

export function AreaField({
  label,
  error,
  hint,
  className,
  required,
  rows = 5,
  ...textarea
}: FieldProps<HTMLTextAreaElement> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId()
  return (
    <Frame {...{ id, label, required, hint, error, className }}>
      <textarea
        id={id}
        rows={rows}
        {...describe(id, required, hint, error)}
        className={`py-3 ${control(error)}`}
        {...textarea}
      />
    </Frame>
  )
}

export function SelectBox({
  label,
  error,
  hint,
  className,
  required,
  children,
  ...select
}: FieldProps<HTMLSelectElement> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  const id = useId()
  return (
    <Frame {...{ id, label, required, hint, error, className }}>
      <select
        id={id}
        {...describe(id, required, hint, error)}
        className={`min-h-11 py-2 ${control(error)}`}
        {...select}
      >
        {children}
      </select>
    </Frame>
  )
}

/** The picture an edit keeps unless a new file is chosen, with a note that says so. */
export function CurrentPicture({
  image,
  alt,
  note,
  sizes,
  className,
}: {
  image: { url: string; srcset: string; width: number; height: number }
  alt: string
  note: string
  sizes: string
  className: string
}) {
  return (
    <figure className="flex items-center gap-4">
      <img
        src={image.url}
        srcSet={image.srcset || undefined}
        sizes={sizes}
        width={image.width || undefined}
        height={image.height || undefined}
        alt={alt}
        className={className}
      />
      <figcaption className="text-sm text-charcoal-700">{note}</figcaption>
    </figure>
  )
}
