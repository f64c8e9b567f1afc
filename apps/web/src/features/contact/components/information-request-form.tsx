import { useEffect, useId } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { z } from 'zod/mini'
import { titleKey } from '@aula/contract/values/common'
import { ContactLimits } from '@aula/contract/contact'
import { paths } from '#src/config/paths.ts'
import { AreaField, CheckboxField, InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { emailField, requiredText } from '#src/lib/validation.ts'
import { useCourseTitles } from '#src/features/contact/api/get-course-titles.ts'
import { sendInformationRequest } from '#src/features/contact/api/send-information-request.ts'
import {
  birthDateBounds,
  birthDateField,
  budgetField,
  contactFailure,
  contactServerWords,
  phoneField,
} from '#src/features/contact/form-fields.ts'

const InformationRequestFormSchema = z.object({
  name: requiredText(ContactLimits.name),
  surname: requiredText(ContactLimits.surname),
  birth_date: birthDateField(),
  city: requiredText(ContactLimits.city),
  email: emailField(),
  phonenumber: phoneField(),
  interested_in: requiredText(ContactLimits.interestedIn),
  objective: requiredText(ContactLimits.objective),
  spending: budgetField(),
  message: requiredText(ContactLimits.message),
  accept_terms: z.boolean().check(z.refine((accepted) => accepted, 'accept_terms_error')),
})

const emptyValues = (course: string) => ({
  name: '',
  surname: '',
  birth_date: '',
  city: '',
  email: '',
  phonenumber: '',
  interested_in: course,
  objective: '',
  spending: '',
  message: '',
  accept_terms: false,
})

const fieldset = 'flex flex-col gap-5'
const legend = 'mb-4 font-display text-xl font-bold text-charcoal-900'

/**
 * /modulo, form B (docs/product.md#screens): the information request sent to POST /api/module/.
 * `course` is the course the person came from (the ?corso= of the link), written in.
 */
export function InformationRequestForm({ course }: { course: string }) {
  const { t } = useTranslation()
  const { data: titles } = useCourseTitles()
  const courseListId = useId()
  const bounds = birthDateBounds()
  const form = useEndpointForm({
    schema: InformationRequestFormSchema,
    defaultValues: emptyValues(course),
    send: ({ values }) => sendInformationRequest({ ...values, accept_terms: true }),
    success: 'messaggio_inviato_successo',
    failure: contactFailure,
    serverWords: contactServerWords,
    // The next request is likely about the same course.
    resetTo: (_, values) => emptyValues(values.interested_in),
  })
  const { getValues, setValue } = form

  // A link may spell the title with hyphens or another case: once the catalogue is known,
  // the untouched field shows the course's real title.
  useEffect(() => {
    if (!course || !titles) return
    const exact = titles.find((title) => titleKey(title) === titleKey(course))
    if (exact && getValues('interested_in') === course) setValue('interested_in', exact)
  }, [course, titles, getValues, setValue])

  return (
    <Form form={form} note={t('contact.form.allRequired')} className="flex flex-col gap-6">
      <fieldset className={fieldset}>
        <legend className={legend}>{t('infoRequest.sections.you')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label={t('infoRequest.fields.name')}
            autoComplete="given-name"
            required
            maxLength={ContactLimits.name}
            error={form.errorText('name')}
            {...form.register('name')}
          />
          <InputField
            label={t('infoRequest.fields.surname')}
            autoComplete="family-name"
            required
            maxLength={ContactLimits.surname}
            error={form.errorText('surname')}
            {...form.register('surname')}
          />
          <InputField
            label={t('infoRequest.fields.birthDate')}
            type="date"
            autoComplete="bday"
            required
            min={bounds.min}
            max={bounds.max}
            error={form.errorText('birth_date')}
            {...form.register('birth_date')}
          />
          <InputField
            label={t('infoRequest.fields.city')}
            autoComplete="address-level2"
            required
            maxLength={ContactLimits.city}
            error={form.errorText('city')}
            {...form.register('city')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('infoRequest.sections.contacts')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label={t('infoRequest.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={ContactLimits.email}
            error={form.errorText('email')}
            {...form.register('email')}
          />
          <InputField
            label={t('infoRequest.fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={ContactLimits.phone}
            error={form.errorText('phonenumber')}
            {...form.register('phonenumber')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('infoRequest.sections.request')}</legend>
        <InputField
          label={t('infoRequest.fields.course')}
          list={titles && titles.length > 0 ? courseListId : undefined}
          autoComplete="off"
          required
          maxLength={ContactLimits.interestedIn}
          hint={t('infoRequest.fields.courseHint')}
          error={form.errorText('interested_in')}
          {...form.register('interested_in')}
        />
        {titles && titles.length > 0 ? (
          <datalist id={courseListId}>
            {titles.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
        ) : null}
        <AreaField
          label={t('infoRequest.fields.objective')}
          required
          rows={3}
          maxLength={ContactLimits.objective}
          hint={t('infoRequest.fields.objectiveHint')}
          error={form.errorText('objective')}
          {...form.register('objective')}
        />
        <InputField
          label={t('infoRequest.fields.budget')}
          type="number"
          inputMode="numeric"
          min={0}
          max={ContactLimits.spendingMax}
          step={1}
          required
          hint={t('infoRequest.fields.budgetHint')}
          error={form.errorText('spending')}
          className="sm:max-w-xs"
          {...form.register('spending')}
        />
        <AreaField
          label={t('infoRequest.fields.message')}
          required
          rows={5}
          maxLength={ContactLimits.message}
          error={form.errorText('message')}
          {...form.register('message')}
        />
      </fieldset>

      <CheckboxField
        label={t('infoRequest.fields.acceptTerms')}
        required
        hint={
          // A new tab, so that reading the policy does not lose what was typed.
          <Link
            to={paths.privacy.getHref()}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-tomato-700 underline underline-offset-4 hover:text-tomato-800"
          >
            {t('infoRequest.fields.privacyLink')}
            <span className="sr-only"> {t('contact.details.newTab')}</span>
          </Link>
        }
        error={form.errorText('accept_terms')}
        {...form.register('accept_terms')}
      />

      <FormFooter form={form} submit={t('infoRequest.submit')} />
    </Form>
  )
}
