import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { Link } from 'react-router'
import { AreaField, InputField, SelectBox } from '#src/components/ui/form/fields.tsx'
import { BilingualHeadings, BilingualRow } from '#src/components/admin/bilingual-fields.tsx'
import { FormSection, type SelectChoice } from './form-parts.tsx'
import type { SharedValues } from './values.ts'

/*
 * The inputs a course and a video course share, bound to either form: title, intro and
 * description, the prices, the organizer and the category, and the link to the saved page.
 */

/** What the shared inputs need of a form built with useEndpointForm. */
export interface CourseFormFields<T extends FieldValues> {
  register: UseFormRegister<T>
  errorText: (name: Path<T>) => string | undefined
}

function useField<T extends FieldValues>(form: CourseFormFields<T>) {
  return (name: keyof SharedValues) => ({
    error: form.errorText(name as Path<T>),
    ...form.register(name as Path<T>),
  })
}

/**
 * Title, intro and description, with the limits of the course's contract, each in Italian
 * and, optionally, in English beside it (docs/product.md#content-languages-and-urls).
 */
export function AboutFields<T extends FieldValues>({
  form,
  legend,
  limits,
  children,
}: {
  form: CourseFormFields<T>
  legend: string
  limits: { title: number; intro: number; description: number }
  /** What a kind of course adds to this section (the place and length of a course). */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const field = useField(form)
  const en = (label: string) => t('contentLanguage.englishField', { label })
  return (
    <FormSection legend={legend}>
      <BilingualHeadings />
      <BilingualRow
        it={
          <InputField
            label={t('adminCourses.fields.title')}
            required
            maxLength={limits.title}
            {...field('title')}
          />
        }
        en={
          <InputField
            label={en(t('adminCourses.fields.title'))}
            hint={t('contentLanguage.englishHint')}
            maxLength={limits.title}
            {...field('titleEn')}
          />
        }
      />
      <BilingualRow
        it={
          <AreaField
            label={t('adminCourses.fields.intro')}
            hint={t('adminCourses.fields.introHint')}
            required
            rows={3}
            maxLength={limits.intro}
            {...field('intro')}
          />
        }
        en={
          <AreaField
            label={en(t('adminCourses.fields.intro'))}
            rows={3}
            maxLength={limits.intro}
            {...field('introEn')}
          />
        }
      />
      <BilingualRow
        it={
          <AreaField
            label={t('adminCourses.fields.description')}
            hint={t('adminCourses.fields.descriptionHint')}
            required
            rows={10}
            maxLength={limits.description}
            {...field('description')}
          />
        }
        en={
          <AreaField
            label={en(t('adminCourses.fields.description'))}
            rows={10}
            maxLength={limits.description}
            {...field('descriptionEn')}
          />
        }
      />
      {children}
    </FormSection>
  )
}

/** Price, deposit and affiliate commission: amounts in euros as a person types them. */
export function PriceFields<T extends FieldValues>({ form }: { form: CourseFormFields<T> }) {
  const { t } = useTranslation()
  const field = useField(form)
  const amount = { inputMode: 'decimal' as const, autoComplete: 'off', maxLength: 12 }
  return (
    <FormSection legend={t('adminCourses.sections.prices')}>
      <div className="grid gap-5 sm:grid-cols-3">
        <InputField
          label={t('adminCourses.fields.price')}
          hint={t('adminCourses.fields.priceHint')}
          required
          {...amount}
          {...field('price')}
        />
        <InputField
          label={t('adminCourses.fields.deposit')}
          hint={t('adminCourses.fields.depositHint')}
          {...amount}
          {...field('facilitatorprice')}
        />
        <InputField
          label={t('adminCourses.fields.affiliate')}
          hint={t('adminCourses.fields.affiliateHint')}
          {...amount}
          {...field('affiliateprice')}
        />
      </div>
    </FormSection>
  )
}

/** The organizer (a trainer) and the category (a topic), each optional. */
export function PeopleFields<T extends FieldValues>({
  form,
  authors,
  categories,
}: {
  form: CourseFormFields<T>
  authors: readonly SelectChoice[]
  categories: readonly SelectChoice[]
}) {
  const { t } = useTranslation()
  const field = useField(form)
  const select = (
    name: 'author' | 'category',
    label: string,
    none: string,
    choices: readonly SelectChoice[],
  ) => (
    <SelectBox label={label} {...field(name)}>
      <option value="">{none}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectBox>
  )
  return (
    <FormSection legend={t('adminCourses.sections.people')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {select(
          'author',
          t('adminCourses.fields.author'),
          t('adminCourses.fields.noAuthor'),
          authors,
        )}
        {select(
          'category',
          t('adminCourses.fields.category'),
          t('adminCourses.fields.noCategory'),
          categories,
        )}
      </div>
    </FormSection>
  )
}

/** After a save, the way to the public page of what was saved. */
export function ViewLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="font-semibold underline underline-offset-4">
      {label}
    </Link>
  )
}
