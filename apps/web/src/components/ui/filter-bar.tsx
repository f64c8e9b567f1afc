import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { SearchIcon } from './catalog-icons.tsx'
import { SelectField, type SelectOption } from './select-field.tsx'
import { useScopedId } from './form/scoped-id.tsx'

export interface FilterSelect {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The choices after the first one, which always means "any". */
  options: readonly SelectOption[]
  anyLabel: string
}

interface FilterBarProps {
  /** Names the search landmark ("Cerca tra i corsi"). */
  label: string
  searchLabel: string
  searchPlaceholder?: string
  query: string
  onQueryChange: (value: string) => void
  selects: readonly FilterSelect[]
  /** Shown only while some filter is set. */
  onReset?: () => void
  /** How many items match, read out politely as the filters change. */
  summary: ReactNode
}

/** The search and filters above a catalog list; the list below reacts as one types. */
export function FilterBar({
  label,
  searchLabel,
  searchPlaceholder,
  query,
  onQueryChange,
  selects,
  onReset,
  summary,
}: FilterBarProps) {
  const { t } = useTranslation()
  const searchId = useScopedId()
  const formRef = useRef<HTMLFormElement>(null)
  // A visitor may type or choose in the server's HTML before the page's script takes over:
  // the list follows what the form shows, not what the script assumed.
  useEffect(() => {
    // After the page has been taken over, as if the visitor had typed it now: a filter may
    // write the address at once, which React does not do while it commits.
    const timer = setTimeout(() => {
      const form = formRef.current
      if (!form) return
      const search = form.querySelector<HTMLInputElement>('input[type="search"]')
      if (search && search.value !== query) onQueryChange(search.value)
      for (const select of selects) {
        const element = form.elements.namedItem(select.name)
        if (element instanceof HTMLSelectElement && element.value !== select.value) {
          select.onChange(element.value)
        }
      }
    })
    return () => clearTimeout(timer)
    // Once, when the script takes over; afterwards the inputs report every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="mb-8 flex flex-col gap-3">
      <form
        ref={formRef}
        role="search"
        aria-label={label}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-3xl border border-flour-300 bg-flour-50 p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr]"
      >
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-charcoal-800">
            {searchLabel}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-charcoal-500" />
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={searchPlaceholder}
              onChange={(event) => onQueryChange(event.target.value)}
              className="min-h-11 w-full rounded-xl border-2 border-flour-300 bg-white py-2 pr-4 pl-11 text-base text-charcoal-900 transition-colors placeholder:text-charcoal-500 hover:border-charcoal-500"
            />
          </div>
        </div>
        {selects.map((select) => (
          <SelectField
            key={select.name}
            name={select.name}
            label={select.label}
            value={select.value}
            onChange={(event) => select.onChange(event.target.value)}
            options={[{ value: '', label: select.anyLabel }, ...select.options]}
          />
        ))}
      </form>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3 px-1">
        <p aria-live="polite" className="text-sm font-medium text-charcoal-700">
          {summary}
        </p>
        {onReset ? (
          <button
            type="button"
            onClick={onReset}
            className="min-h-9 rounded-full px-3 text-sm font-semibold text-tomato-700 underline-offset-4 hover:bg-flour-200 hover:underline"
          >
            {t('catalog.resetFilters')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
