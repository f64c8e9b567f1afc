import { useState, type ChangeEvent, type Ref } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { formatBytes } from '#src/lib/admin/files.ts'
import { useScopedId } from './scoped-id.tsx'

interface FileFieldProps {
  /** The input's name, as the server expects it (coverImage, photos, videos…). */
  name: string
  label: string
  /** The `accept` attribute (AcceptedFiles of the contract). */
  accept: string
  /** The largest file accepted, in bytes: larger ones are refused before any upload. */
  maxBytes: number
  multiple?: boolean
  /** Most files accepted when `multiple`. */
  maxFiles?: number
  required?: boolean
  hint?: string
  /** Already translated; shown under the input (a server refusal, a missing file). */
  error?: string
  files: File[]
  onChange: (files: File[]) => void
  /**
   * The form's own check of a chosen file, before the size: the text that refuses it (a type
   * the form cannot take, with the form's words for the limit), or null to accept it.
   */
  refuse?: (file: File) => string | null
  /** The input, for a form that moves the focus to it (a file the server refused). */
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled file picker that lists what was chosen (name and size), refuses files over the
 * limit with a message before anything is sent, and lets each chosen file be removed.
 */
export function FileField({
  name,
  label,
  accept,
  maxBytes,
  multiple = false,
  maxFiles,
  required,
  hint,
  error,
  files,
  onChange,
  refuse,
  ref,
}: FileFieldProps) {
  const { t } = useTranslation()
  const id = useScopedId()
  const [refused, setRefused] = useState<string | null>(null)
  const shownError = refused ?? error
  const described = [hint ? `${id}-hint` : null, shownError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? [])
    event.target.value = ''
    const ownRefusal = refuse ? chosen.map(refuse).find(Boolean) : null
    if (ownRefusal) {
      setRefused(ownRefusal)
      return
    }
    const tooLarge = chosen.find((file) => file.size > maxBytes)
    if (tooLarge) {
      setRefused(t('adminForms.file.tooLarge', { name: tooLarge.name, max: formatBytes(maxBytes) }))
      return
    }
    const next = multiple ? [...files, ...chosen] : chosen.slice(0, 1)
    if (maxFiles && next.length > maxFiles) {
      setRefused(t('adminForms.file.tooMany', { count: maxFiles }))
      return
    }
    setRefused(null)
    onChange(next)
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-required={required && files.length === 0 ? true : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={described || undefined}
        onChange={choose}
        className="min-h-11 rounded-xl border-2 border-dashed border-flour-300 bg-white px-3 py-2 text-sm text-charcoal-800 file:mr-3 file:rounded-full file:border-0 file:bg-charcoal-800 file:px-4 file:py-1.5 file:font-semibold file:text-flour-100 hover:border-charcoal-500"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-charcoal-500">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-tomato-700">
          {shownError}
        </p>
      ) : null}
      {files.length ? (
        <ul className="flex flex-col gap-1" aria-label={t('adminForms.file.chosen', { label })}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-3 rounded-lg bg-flour-100 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate">
                {file.name} <span className="text-charcoal-500">({formatBytes(file.size)})</span>
              </span>
              <button
                type="button"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="min-h-9 shrink-0 rounded-full px-3 font-semibold text-tomato-700 hover:bg-tomato-50"
                aria-label={t('adminForms.file.remove', { name: file.name })}
              >
                {t('adminForms.file.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
