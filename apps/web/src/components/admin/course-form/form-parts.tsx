import { useId, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { UseFormRegisterReturn } from 'react-hook-form'

/** A group of related inputs under a visible heading, read out with each of them. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-charcoal-900">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A choice of a select: a row id and the name shown for it. */
export interface SelectChoice {
  value: string
  label: string
}

export interface RadioOption {
  value: string
  label: string
}

/** Radio buttons under one question; arrow keys move between them, as in any radio group. */
export function RadioChoice({
  legend,
  options,
  error,
  required,
  registration,
}: {
  legend: string
  options: readonly RadioOption[]
  /** Already translated. */
  error?: string
  required?: boolean
  registration: UseFormRegisterReturn
}) {
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-charcoal-800">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-flour-300 bg-white px-4 py-2 text-base text-charcoal-900 hover:border-charcoal-500 has-checked:border-tomato-600 has-checked:bg-tomato-50"
          >
            <input
              type="radio"
              value={option.value}
              required={required}
              className="size-5 accent-tomato-600"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The cover an edit keeps unless a new one is chosen. */
export function CurrentCover({ cover }: { cover: { url: string; srcset: string } }) {
  const { t } = useTranslation()
  return (
    <figure className="flex flex-col gap-2">
      <img
        src={cover.url}
        srcSet={cover.srcset || undefined}
        sizes="20rem"
        alt={t('adminCourses.media.currentCover')}
        className="aspect-video w-full max-w-80 rounded-2xl object-cover"
      />
      <figcaption className="text-sm font-semibold text-charcoal-800">
        {t('adminCourses.media.currentCover')}
      </figcaption>
    </figure>
  )
}
