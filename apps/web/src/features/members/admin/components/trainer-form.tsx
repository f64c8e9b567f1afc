import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import { MemberLimits, MemberMessages, type Member } from '@aula/contract/members'
import { Button } from '#src/components/ui/button.tsx'
import { FormResult } from '#src/components/ui/form-controls.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'
import { emailField, requiredText } from '#src/lib/validation.ts'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { UploadProgress } from '#src/components/ui/form/upload-progress.tsx'
import { useUpload } from '#src/lib/admin/use-upload.ts'
import { failureKey, placeServerErrors } from '#src/lib/admin/form-errors.ts'
import { createTrainer, updateTrainer, type TrainerFields } from '../api/save-trainer.ts'
import { useFieldError } from '#src/lib/admin/form.ts'
import { AreaField, CurrentPicture, InputField } from '#src/components/admin/fields.tsx'

/** MemberCreateSchema's rules: every text field required, the photo optional. */
const TrainerFormSchema = z.object({
  name: requiredText(MemberLimits.name),
  surname: requiredText(MemberLimits.surname),
  email: emailField(),
  phoneNumber: requiredText(MemberLimits.phoneNumber),
  website: requiredText(MemberLimits.website).regex(
    /^https?:\/\/[^\s]+$/i,
    'adminContent.trainer.websiteInvalid',
  ),
  description: requiredText(MemberLimits.description),
  language: requiredText(MemberLimits.language),
  session: requiredText(MemberLimits.session),
})

const FIELDS = [
  'name',
  'surname',
  'email',
  'phoneNumber',
  'website',
  'description',
  'language',
  'session',
] as const

const empty: TrainerFields = {
  name: '',
  surname: '',
  email: '',
  phoneNumber: '',
  website: '',
  description: '',
  language: '',
  session: '',
}

const valuesOf = (member: Member): TrainerFields => ({
  name: member.name,
  surname: member.surname,
  email: member.email,
  phoneNumber: member.phoneNumber,
  website: member.website,
  description: member.description,
  language: member.language,
  session: member.session,
})

function trainerFailureKey(error: unknown) {
  if (isApiError(error, 409, MemberMessages.duplicate)) return 'adminContent.trainer.duplicate'
  // A trainer has one failure message for adding and editing.
  return failureKey(error, 'adminContent.trainer.saveError')
}

/**
 * /aggiungiistruttore and /modifica-istruttore/{id}: name, surname, e-mail, phone, website,
 * description, languages and territory, all required; the photo is optional.
 */
export function TrainerForm({ member, invalidate }: { member?: Member; invalidate: QueryKey[] }) {
  const { t } = useTranslation()
  const fieldError = useFieldError()
  const queryClient = useQueryClient()
  const upload = useUpload()
  /** The trainer as stored: PUT names them by id and by their current name. */
  const [stored, setStored] = useState(member ?? null)
  const [foto, setFoto] = useState<File[]>([])
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TrainerFields>({
    resolver: zodResolver(TrainerFormSchema),
    defaultValues: member ? valuesOf(member) : empty,
  })

  const save = useMutation({
    mutationFn: (fields: TrainerFields) => {
      const send = upload.start()
      const photo = foto[0] ?? null
      return stored
        ? updateTrainer(stored, fields, photo, send)
        : createTrainer(fields, photo, send)
    },
    onSettled: upload.finish,
    onSuccess: async (answer) => {
      setFoto([])
      if (stored) {
        setStored(answer.member)
        reset(valuesOf(answer.member))
      } else {
        reset(empty)
      }
      await refreshLists(queryClient, invalidate)
    },
    onError: (error) => placeServerErrors(error, setError, FIELDS, t('validation.required')),
  })

  const photo = stored?.image ?? null
  const text = (name: (typeof FIELDS)[number], max: number, extra: object = {}) => ({
    label: t(`adminContent.trainer.fields.${name}`),
    required: true,
    maxLength: max,
    error: fieldError(errors[name]),
    ...extra,
    ...register(name),
  })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>
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
      <AreaField {...text('description', MemberLimits.description, { rows: 6 })} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...text('language', MemberLimits.language, {
            hint: t('adminContent.trainer.languageHint'),
          })}
        />
        <InputField
          {...text('session', MemberLimits.session, {
            hint: t('adminContent.trainer.sessionHint'),
          })}
        />
      </div>
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
        files={foto}
        onChange={setFoto}
      />
      {upload.uploading ? (
        <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
      ) : null}
      {save.isSuccess ? (
        <FormResult key={save.submittedAt} tone="success">
          {t('adminContent.trainer.saved')}
        </FormResult>
      ) : null}
      {save.isError ? (
        <FormResult key={save.submittedAt} tone="error">
          {t(trainerFailureKey(save.error))}
        </FormResult>
      ) : null}
      <Button type="submit" size="lg" pending={save.isPending} className="self-start">
        {save.isPending ? t('adminForms.saving') : t('adminForms.save')}
      </Button>
    </form>
  )
}
