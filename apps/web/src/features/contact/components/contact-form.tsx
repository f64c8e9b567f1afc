import { useTranslation } from '#src/lib/i18n/react.tsx'
import { z } from 'zod/mini'
import { ContactLimits, GENDERS, WORK_STATUSES } from '@aula/contract/contact'
import { AreaField, InputField, SelectBox } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { emailField, requiredText } from '#src/lib/validation.ts'
import { sendContactMessage } from '#src/features/contact/api/send-contact-message.ts'
import {
  choiceField,
  contactFailure,
  contactServerWords,
  phoneField,
} from '#src/features/contact/form-fields.ts'

const ContactFormSchema = z.object({
  name: requiredText(ContactLimits.name),
  email: emailField(),
  phoneNumber: phoneField(),
  gender: choiceField(GENDERS),
  statoLavorativo: choiceField(WORK_STATUSES),
  message: requiredText(ContactLimits.message),
})

const genderLabels = {
  uomo: 'contact.gender.uomo',
  donna: 'contact.gender.donna',
  altro: 'contact.gender.altro',
} as const

const workStatusLabels = {
  lavoratore: 'contact.workStatus.lavoratore',
  disoccupato: 'contact.workStatus.disoccupato',
} as const

/**
 * /contatti, form A (docs/product.md#screens): six required fields sent to POST /api/contact/.
 * The form clears once the message is sent.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const form = useEndpointForm({
    schema: ContactFormSchema,
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      gender: '',
      statoLavorativo: '',
      message: '',
    },
    send: ({ values }) => sendContactMessage(values),
    success: 'messaggio_inviato_successo',
    failure: contactFailure,
    serverWords: contactServerWords,
  })

  return (
    <Form form={form} note={t('contact.form.allRequired')}>
      <InputField
        label={t('contact.fields.name')}
        autoComplete="name"
        required
        maxLength={ContactLimits.name}
        error={form.errorText('name')}
        {...form.register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('contact.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={ContactLimits.email}
          error={form.errorText('email')}
          {...form.register('email')}
        />
        <InputField
          label={t('contact.fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={ContactLimits.phone}
          error={form.errorText('phoneNumber')}
          {...form.register('phoneNumber')}
        />
        <SelectBox
          label={t('contact.fields.gender')}
          required
          error={form.errorText('gender')}
          {...form.register('gender')}
        >
          <option value="">{t('contact.form.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(genderLabels[gender])}
            </option>
          ))}
        </SelectBox>
        <SelectBox
          label={t('contact.fields.workStatus')}
          required
          error={form.errorText('statoLavorativo')}
          {...form.register('statoLavorativo')}
        >
          <option value="">{t('contact.form.choose')}</option>
          {WORK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(workStatusLabels[status])}
            </option>
          ))}
        </SelectBox>
      </div>
      <AreaField
        label={t('contact.fields.message')}
        required
        rows={6}
        maxLength={ContactLimits.message}
        error={form.errorText('message')}
        {...form.register('message')}
      />
      <FormFooter form={form} submit={t('contact.form.submit')} />
    </Form>
  )
}
