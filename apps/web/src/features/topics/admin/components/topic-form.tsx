import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import { TopicLimits, TopicMessages, type Topic } from '@aula/contract/topics'
import { Button } from '#src/components/ui/button.tsx'
import { FormResult } from '#src/components/ui/form-controls.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'
import { requiredText } from '#src/lib/validation.ts'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { UploadProgress } from '#src/components/ui/form/upload-progress.tsx'
import { useUpload } from '#src/lib/admin/use-upload.ts'
import { failureKey, placeServerErrors } from '#src/lib/admin/form-errors.ts'
import { createTopic, updateTopic, type TopicFields } from '../api/save-topic.ts'
import { useFieldError } from '#src/lib/admin/form.ts'
import { AreaField, CurrentPicture, InputField } from '#src/components/admin/fields.tsx'

/** TopicCreateSchema's rules, with messages the admin reads in their language. */
const TopicFormSchema = z.object({
  title: requiredText(TopicLimits.title),
  description: requiredText(TopicLimits.description),
})
type TopicFormValues = z.infer<typeof TopicFormSchema>

const FIELDS = ['title', 'description'] as const
const empty: TopicFormValues = { title: '', description: '' }

/** The messages of an edit; adding has its own pair. */
const messages = {
  add: { success: 'adminContent.topic.saved', failure: 'adminContent.topic.saveError' },
  edit: { success: 'adminContent.topic.edited', failure: 'adminContent.topic.editError' },
} as const

function topicFailureKey(error: unknown, fallback: string) {
  if (isApiError(error, 409, TopicMessages.duplicate)) return 'adminContent.topic.duplicate'
  return failureKey(error, fallback)
}

/**
 * /aggiungiargomento and /modifica-argomento/{id}: title and description required, a picture
 * optional, sent as multipart with a progress bar and a way to cancel.
 */
export function TopicForm({ topic, invalidate }: { topic?: Topic; invalidate: QueryKey[] }) {
  const { t } = useTranslation()
  const fieldError = useFieldError()
  const queryClient = useQueryClient()
  const upload = useUpload()
  const mode = topic ? 'edit' : 'add'
  /** The title as stored: the server finds the topic by it, even after a rename here. */
  const [storedTitle, setStoredTitle] = useState(topic?.title ?? '')
  const [picture, setPicture] = useState<Topic['image']>(topic?.image ?? null)
  const [foto, setFoto] = useState<File[]>([])
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TopicFormValues>({
    resolver: zodResolver(TopicFormSchema),
    defaultValues: topic ? { title: topic.title, description: topic.description } : empty,
  })

  const save = useMutation({
    mutationFn: (fields: TopicFields) => {
      const send = upload.start()
      return topic ? updateTopic(storedTitle, fields, send) : createTopic(fields, send)
    },
    onSettled: upload.finish,
    onSuccess: async (answer) => {
      setFoto([])
      if (topic) {
        setStoredTitle(answer.topic.title)
        setPicture(answer.topic.image)
        reset({ title: answer.topic.title, description: answer.topic.description })
      } else {
        reset(empty)
      }
      await refreshLists(queryClient, invalidate)
    },
    onError: (error) => placeServerErrors(error, setError, FIELDS, t('validation.required')),
  })

  const onSubmit = handleSubmit((values) => save.mutate({ ...values, foto: foto[0] ?? null }))

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>
      <InputField
        label={t('adminContent.topic.title')}
        required
        maxLength={TopicLimits.title}
        error={fieldError(errors.title)}
        {...register('title')}
      />
      <AreaField
        label={t('adminContent.topic.description')}
        required
        rows={5}
        maxLength={TopicLimits.description}
        error={fieldError(errors.description)}
        {...register('description')}
      />
      {picture ? (
        <CurrentPicture
          image={picture}
          alt={t('adminContent.topic.currentPicture')}
          note={t('adminContent.topic.currentPictureNote')}
          sizes="8rem"
          className="h-20 w-32 rounded-xl object-cover"
        />
      ) : null}
      <FileField
        name="foto"
        label={topic ? t('adminContent.topic.newPicture') : t('adminContent.topic.picture')}
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
          {t(messages[mode].success)}
        </FormResult>
      ) : null}
      {save.isError ? (
        <FormResult key={save.submittedAt} tone="error">
          {t(topicFailureKey(save.error, messages[mode].failure))}
        </FormResult>
      ) : null}
      <Button type="submit" size="lg" pending={save.isPending} className="self-start">
        {save.isPending ? t('adminForms.saving') : t('adminForms.save')}
      </Button>
    </form>
  )
}
