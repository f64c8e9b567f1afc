import { useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import { MemberLimits, type Member } from '@aula/contract/members'
import { refreshLists } from '#src/lib/query-client.ts'
import { emailField, requiredText } from '#src/lib/validation.ts'
import { AreaField, InputField } from '#src/components/ui/form/fields.tsx'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { CurrentPicture } from '#src/components/admin/fields.tsx'
import { BilingualHeadings, BilingualRow } from '#src/components/admin/bilingual-fields.tsx'
import { createTrainer, updateTrainer, type TrainerFields } from '../api/save-trainer.ts'

/** MemberCreateSchema's rules: every text field required, the photo optional. */
const TrainerFormSchema = z.object({
  name: requiredText(MemberLimits.name),
  surname: requiredText(MemberLimits.surname),
  email: emailField(),
  phoneNumber: requiredText(MemberLimits.phoneNumber),
  website: requiredText(MemberLimits.website).check(
    z.regex(/^https?:\/\/[^\s]+$/i, 'adminContent.trainer.websiteInvalid'),
  ),
  description: requiredText(MemberLimits.description),
  language: requiredText(MemberLimits.language),
  session: requiredText(MemberLimits.session),
  // Optional English texts (docs/product.md#content-languages-and-urls).
  descriptionEn: z
    .string()
    .check(z.trim(), z.maxLength(MemberLimits.description, 'validation.tooLong')),
  sessionEn: z.string().check(z.trim(), z.maxLength(MemberLimits.session, 'validation.tooLong')),
})

const empty: TrainerFields = {
  name: '',
  surname: '',
  email: '',
  phoneNumber: '',
  website: '',
  description: '',
  language: '',
  session: '',
  descriptionEn: '',
  sessionEn: '',
}

/** The form's values: the Italian texts, and the English ones the English read serves. */
const valuesOf = (member: Member, english?: Member): TrainerFields => ({
  descriptionEn: english?.languages.description === 'en' ? english.description : '',
  sessionEn: english?.languages.session === 'en' ? english.session : '',
  name: member.name,
  surname: member.surname,
  email: member.email,
  phoneNumber: member.phoneNumber,
  website: member.website,
  description: member.description,
  language: member.language,
  session: member.session,
})

/**
 * /aggiungiistruttore and /modifica-istruttore/{id}: name, surname, e-mail, phone, website,
 * description, languages and territory, all required; the photo is optional.
 */
export function TrainerForm({
  member,
  english,
  invalidate,
}: {
  member?: Member
  /** The same trainer read in English, for their English texts. */
  english?: Member | undefined
  invalidate: QueryKey[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  /** The trainer as stored: PUT names them by id and by their current name. */
  const [stored, setStored] = useState(member ?? null)
  const form = useEndpointForm({
    schema: TrainerFormSchema,
    defaultValues: member ? valuesOf(member, english) : empty,
    files: ['foto'],
    send: ({ values, files }, { signal, onUploadProgress }) => {
      const photo = files.foto[0] ?? null
      const upload = { signal, onProgress: onUploadProgress }
      return stored
        ? updateTrainer(stored, values, photo, upload)
        : createTrainer(values, photo, upload)
    },
    // The edited name travels as newName and newSurname.
    rename: { newName: 'name', newSurname: 'surname' },
    success: 'adminContent.trainer.saved',
    // A trainer has one failure message for adding and editing.
    failure: {
      failure: 'adminContent.trainer.saveError',
      duplicate: 'adminContent.trainer.duplicate',
    },
    resetTo: member
      ? (answer, values) => ({
          ...valuesOf(answer.member),
          descriptionEn: values.descriptionEn,
          sessionEn: values.sessionEn,
        })
      : undefined,
    onSuccess: async (answer) => {
      if (stored) setStored(answer.member)
      await refreshLists(queryClient, invalidate)
    },
  })

  const photo = stored?.image ?? null
  const text = (name: keyof TrainerFields, max: number, extra: object = {}) => ({
    label: t(`adminContent.trainer.fields.${name}`),
    required: true,
    maxLength: max,
    error: form.errorText(name),
    ...extra,
    ...form.register(name),
  })
  /** An optional English field, labelled after its Italian one. */
  const inEnglish = (
    name: 'descriptionEn' | 'sessionEn',
    of: keyof TrainerFields,
    max: number,
  ) => ({
    label: t('contentLanguage.englishField', { label: t(`adminContent.trainer.fields.${of}`) }),
    maxLength: max,
    error: form.errorText(name),
    ...form.register(name),
  })

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...text('name', MemberLimits.name, { autoComplete: 'off' })} />
        <InputField {...text('surname', MemberLimits.surname, { autoComplete: 'off' })} />
        <InputField
          {...text('email', MemberLimits.email, { type: 'email', autoComplete: 'off' })}
        />
        <InputField
          {...text('phoneNumber', MemberLimits.phoneNumber, { type: 'tel', autoComplete: 'off' })}
        />
      </div>
      <InputField
        {...text('website', MemberLimits.website, {
          type: 'url',
          placeholder: 'https://',
          hint: t('adminContent.trainer.websiteHint'),
        })}
      />
      <InputField
        {...text('language', MemberLimits.language, {
          hint: t('adminContent.trainer.languageHint'),
        })}
      />
      <BilingualHeadings />
      <BilingualRow
        it={<AreaField {...text('description', MemberLimits.description, { rows: 6 })} />}
        en={
          <AreaField
            {...inEnglish('descriptionEn', 'description', MemberLimits.description)}
            rows={6}
          />
        }
      />
      <BilingualRow
        it={
          <InputField
            {...text('session', MemberLimits.session, {
              hint: t('adminContent.trainer.sessionHint'),
            })}
          />
        }
        en={<InputField {...inEnglish('sessionEn', 'session', MemberLimits.session)} />}
      />
      {photo ? (
        <CurrentPicture
          image={photo}
          alt={t('adminContent.trainer.currentPhoto')}
          note={t('adminContent.trainer.currentPhotoNote')}
          sizes="5rem"
          className="size-20 rounded-full object-cover"
        />
      ) : null}
      <FileField
        name="foto"
        label={photo ? t('adminContent.trainer.newPhoto') : t('adminContent.trainer.photo')}
        accept={AcceptedFiles.image}
        maxBytes={AdminFileLimits.imageBytes}
        hint={t('adminContent.imageHint')}
        {...form.fileProps('foto')}
      />
      <FormFooter form={form} submit={t('adminForms.save')} pendingLabel={t('adminForms.saving')} />
    </Form>
  )
}
