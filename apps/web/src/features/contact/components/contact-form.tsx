import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ContactLimits, GENDERS, WORK_STATUSES } from '@aula/contract/contact'
import { Button } from '#src/components/ui/button.tsx'
import { ChoiceField, FormResult, TextAreaField } from '#src/components/ui/form-controls.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { emailField, requiredText } from '#src/lib/validation.ts'
import { useSendContactMessage } from '#src/features/contact/api/send-contact-message.ts'
import {
  choiceField,
  phoneField,
  sendFailureKey,
  serverFieldErrors,
  useFieldErrorText,
} from '#src/features/contact/form-fields.ts'

const ContactFormSchema = z.object({
  name: requiredText(ContactLimits.name),
  email: emailField(),
  phoneNumber: phoneField(),
  gender: choiceField(GENDERS),
  statoLavorativo: choiceField(WORK_STATUSES),
  message: requiredText(ContactLimits.message),
})
type ContactFormInput = z.input<typeof ContactFormSchema>
type ContactFormOutput = z.output<typeof ContactFormSchema>

const FIELDS = ['name', 'email', 'phoneNumber', 'gender', 'statoLavorativo', 'message'] as const

const empty: ContactFormInput = {
  name: '',
  email: '',
  phoneNumber: '',
  gender: '',
  statoLavorativo: '',
  message: '',
}

const genderLabels = {
  uomo: 'contact.gender.uomo',
  donna: 'contact.gender.donna',
  altro: 'contact.gender.altro',
} as const

const workStatusLabels = {
  lavoratore: 'contact.workStatus.lavoratore',
  disoccupato: 'contact.workStatus.disoccupato',
} as const

/** /contatti, form A (docs/product.md#screens): six required fields sent to POST /api/contact/. */
export function ContactForm() {
  const { t } = useTranslation()
  const errorText = useFieldErrorText()
  const send = useSendContactMessage()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: empty,
  })

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      // The form clears once the message is sent.
      onSuccess: () => reset(empty),
      onError: (error) => {
        if (!isApiError(error, 400)) return
        for (const { field, message } of serverFieldErrors(error, FIELDS)) {
          setError(field, { type: 'server', message })
        }
      },
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-charcoal-500">{t('contact.form.allRequired')}</p>
      <TextField
        label={t('contact.fields.name')}
        autoComplete="name"
        required
        maxLength={ContactLimits.name}
        error={errorText(errors.name)}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={ContactLimits.email}
          error={errorText(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('contact.fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={ContactLimits.phone}
          error={errorText(errors.phoneNumber)}
          {...register('phoneNumber')}
        />
        <ChoiceField
          label={t('contact.fields.gender')}
          required
          error={errorText(errors.gender)}
          {...register('gender')}
        >
          <option value="">{t('contact.form.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(genderLabels[gender])}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          label={t('contact.fields.workStatus')}
          required
          error={errorText(errors.statoLavorativo)}
          {...register('statoLavorativo')}
        >
          <option value="">{t('contact.form.choose')}</option>
          {WORK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(workStatusLabels[status])}
            </option>
          ))}
        </ChoiceField>
      </div>
      <TextAreaField
        label={t('contact.fields.message')}
        required
        rows={6}
        maxLength={ContactLimits.message}
        error={errorText(errors.message)}
        {...register('message')}
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
        {t('contact.form.submit')}
      </Button>
    </form>
  )
}
