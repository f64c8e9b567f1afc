import { type SelectHTMLAttributes } from 'react'
import { ChevronDownIcon } from './catalog-icons.tsx'
import { useScopedId } from './form/scoped-id.tsx'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: readonly SelectOption[]
}

/** A labelled native select: the phone's own picker on mobile, arrow keys everywhere. */
export function SelectField({ label, options, className = '', ...select }: SelectFieldProps) {
  const id = useScopedId()
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className="min-h-11 w-full appearance-none rounded-xl border-2 border-flour-300 bg-white py-2 pr-10 pl-4 text-base text-charcoal-900 transition-colors hover:border-charcoal-500"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-charcoal-500" />
      </div>
    </div>
  )
}
