import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { titleKey } from '@aula/contract/common'
import { ContactLimits } from '@aula/contract/contact'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { CheckboxField, FormResult, TextAreaField } from '#src/components/ui/form-controls.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { emailField, requiredText } from '#src/lib/validation.ts'
import { useCourseTitles } from '#src/features/contact/api/get-course-titles.ts'
import { useSendInformationRequest } from '#src/features/contact/api/send-information-request.ts'
import {
  birthDateBounds,
  birthDateField,
  budgetField,
  phoneField,
  sendFailureKey,
  serverFieldErrors,
  useFieldErrorText,
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
  accept_terms: z.boolean().refine((accepted) => accepted, 'accept_terms_error'),
})
type InformationRequestFormInput = z.input<typeof InformationRequestFormSchema>
type InformationRequestFormOutput = z.output<typeof InformationRequestFormSchema>

const FIELDS = [
  'name',
  'surname',
  'birth_date',
  'city',
  'email',
  'phonenumber',
  'interested_in',
  'objective',
  'spending',
  'message',
  'accept_terms',
] as const

const emptyValues = (course: string): InformationRequestFormInput => ({
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
  const errorText = useFieldErrorText()
  const send = useSendInformationRequest()
  const { data: titles } = useCourseTitles()
  const courseListId = useId()
  const bounds = birthDateBounds()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<InformationRequestFormInput, unknown, InformationRequestFormOutput>({
    resolver: zodResolver(InformationRequestFormSchema),
    defaultValues: emptyValues(course),
  })

  // A link may spell the title with hyphens or another case: once the catalogue is known,
  // the untouched field shows the course's real title.
  useEffect(() => {
    if (!course || !titles) return
    const exact = titles.find((title) => titleKey(title) === titleKey(course))
    if (exact && getValues('interested_in') === course) setValue('interested_in', exact)
  }, [course, titles, getValues, setValue])

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      {
        name: values.name,
        surname: values.surname,
        email: values.email,
        birth_date: values.birth_date,
        city: values.city,
        phonenumber: values.phonenumber,
        interested_in: values.interested_in,
        objective: values.objective,
        spending: values.spending,
        message: values.message,
        accept_terms: true,
      },
      {
        onSuccess: () => reset(emptyValues(values.interested_in)),
        onError: (error) => {
          if (!isApiError(error, 400)) return
          for (const { field, message } of serverFieldErrors(error, FIELDS)) {
            setError(field, { type: 'server', message })
          }
        },
      },
    ),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <p className="text-sm text-charcoal-500">{t('contact.form.allRequired')}</p>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('infoRequest.sections.you')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('infoRequest.fields.name')}
            autoComplete="given-name"
            required
            maxLength={ContactLimits.name}
            error={errorText(errors.name)}
            {...register('name')}
          />
          <TextField
            label={t('infoRequest.fields.surname')}
            autoComplete="family-name"
            required
            maxLength={ContactLimits.surname}
            error={errorText(errors.surname)}
            {...register('surname')}
          />
          <TextField
            label={t('infoRequest.fields.birthDate')}
            type="date"
            autoComplete="bday"
            required
            min={bounds.min}
            max={bounds.max}
            error={errorText(errors.birth_date)}
            {...register('birth_date')}
          />
          <TextField
            label={t('infoRequest.fields.city')}
            autoComplete="address-level2"
            required
            maxLength={ContactLimits.city}
            error={errorText(errors.city)}
            {...register('city')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('infoRequest.sections.contacts')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('infoRequest.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={ContactLimits.email}
            error={errorText(errors.email)}
            {...register('email')}
          />
          <TextField
            label={t('infoRequest.fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={ContactLimits.phone}
            error={errorText(errors.phonenumber)}
            {...register('phonenumber')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('infoRequest.sections.request')}</legend>
        <TextField
          label={t('infoRequest.fields.course')}
          list={titles && titles.length > 0 ? courseListId : undefined}
          autoComplete="off"
          required
          maxLength={ContactLimits.interestedIn}
          hint={t('infoRequest.fields.courseHint')}
          error={errorText(errors.interested_in)}
          {...register('interested_in')}
        />
        {titles && titles.length > 0 ? (
          <datalist id={courseListId}>
            {titles.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
        ) : null}
        <TextAreaField
          label={t('infoRequest.fields.objective')}
          required
          rows={3}
          maxLength={ContactLimits.objective}
          hint={t('infoRequest.fields.objectiveHint')}
          error={errorText(errors.objective)}
          {...register('objective')}
        />
        <TextField
          label={t('infoRequest.fields.budget')}
          type="number"
          inputMode="numeric"
          min={0}
          max={ContactLimits.spendingMax}
          step={1}
          required
          hint={t('infoRequest.fields.budgetHint')}
          error={errorText(errors.spending)}
          className="sm:max-w-xs"
          {...register('spending')}
        />
        <TextAreaField
          label={t('infoRequest.fields.message')}
          required
          rows={5}
          maxLength={ContactLimits.message}
          error={errorText(errors.message)}
          {...register('message')}
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
        error={errorText(errors.accept_terms)}
        {...register('accept_terms')}
      />

      {send.isSuccess ? (
        <FormResult key={send.submittedAt} tone="success">
          {t('messaggio_inviato_successo')}
        </FormResult>
      ) : null}
      {send.isError ? (
        <FormResult key={send.submittedAt} tone="error">
          {t(sendFailureKey(send.error))}
        </FormResult>
      ) : null}
      <Button type="submit" size="lg" pending={send.isPending} className="self-start">
        {t('infoRequest.submit')}
      </Button>
    </form>
  )
}
