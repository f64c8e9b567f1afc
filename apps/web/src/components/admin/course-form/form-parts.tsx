import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Link } from 'react-router'
import { ChoiceField, FormResult } from '#src/components/ui/form-controls.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'

/** A group of related inputs under a visible heading, read out with each of them. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-4 sm:p-6">
      <legend className="px-2 text-lg font-bold text-charcoal-900">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A label with the visible mark of a required input. */
export const requiredLabel = (label: string) => `${label} *`

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

/** Price, deposit and affiliate commission: amounts in euros as a person types them. */
export function PriceFields({
  price,
  deposit,
  affiliate,
  errors,
}: {
  price: UseFormRegisterReturn
  deposit: UseFormRegisterReturn
  affiliate: UseFormRegisterReturn
  /** Already translated. */
  errors: { price?: string; deposit?: string; affiliate?: string }
}) {
  const { t } = useTranslation()
  const amount = { inputMode: 'decimal' as const, autoComplete: 'off', maxLength: 12 }
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <TextField
        label={requiredLabel(t('adminCourses.fields.price'))}
        hint={t('adminCourses.fields.priceHint')}
        required
        error={errors.price}
        {...amount}
        {...price}
      />
      <TextField
        label={t('adminCourses.fields.deposit')}
        hint={t('adminCourses.fields.depositHint')}
        error={errors.deposit}
        {...amount}
        {...deposit}
      />
      <TextField
        label={t('adminCourses.fields.affiliate')}
        hint={t('adminCourses.fields.affiliateHint')}
        error={errors.affiliate}
        {...amount}
        {...affiliate}
      />
    </div>
  )
}

/** The outcome of a save: its fixed message, and once saved a link to the public page. */
export function SaveResult({
  tone,
  message,
  link,
}: {
  tone: 'success' | 'error'
  message: string
  link?: { to: string; label: string }
}) {
  return (
    <FormResult tone={tone}>
      <span className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-3">
        <span>{message}</span>
        {link ? (
          <Link to={link.to} className="font-semibold underline underline-offset-4">
            {link.label}
          </Link>
        ) : null}
      </span>
    </FormResult>
  )
}

/** The organizer (a trainer) and the category (a topic), each optional. */
export function PeopleFields({
  author,
  category,
  authors,
  categories,
}: {
  author: UseFormRegisterReturn & { error?: string }
  category: UseFormRegisterReturn & { error?: string }
  authors: readonly SelectChoice[]
  categories: readonly SelectChoice[]
}) {
  const { t } = useTranslation()
  const select = (
    { error, ...field }: UseFormRegisterReturn & { error?: string },
    label: string,
    none: string,
    choices: readonly SelectChoice[],
  ) => (
    <ChoiceField label={label} error={error} {...field}>
      <option value="">{none}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </ChoiceField>
  )
  return (
    <FormSection legend={t('adminCourses.sections.people')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {select(
          author,
          t('adminCourses.fields.author'),
          t('adminCourses.fields.noAuthor'),
          authors,
        )}
        {select(
          category,
          t('adminCourses.fields.category'),
          t('adminCourses.fields.noCategory'),
          categories,
        )}
      </div>
    </FormSection>
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
