import { useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import { TopicLimits, type Topic } from '@aula/contract/topics'
import { refreshLists } from '#src/lib/query-client.ts'
import { requiredText } from '#src/lib/validation.ts'
import { AreaField, InputField } from '#src/components/ui/form/fields.tsx'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { CurrentPicture } from '#src/components/admin/fields.tsx'
import { BilingualHeadings, BilingualRow } from '#src/components/admin/bilingual-fields.tsx'
import { createTopic, updateTopic } from '../api/save-topic.ts'

/** TopicCreateSchema's rules, with messages the admin reads in their language. */
const TopicFormSchema = z.object({
  title: requiredText(TopicLimits.title),
  description: requiredText(TopicLimits.description),
  // Optional English texts (docs/product.md#content-languages-and-urls).
  titleEn: optionalText(TopicLimits.title),
  descriptionEn: optionalText(TopicLimits.description),
})

function optionalText(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'))
}

/** The messages of an edit; adding has its own pair. */
const messages = {
  add: { success: 'adminContent.topic.saved', failure: 'adminContent.topic.saveError' },
  edit: { success: 'adminContent.topic.edited', failure: 'adminContent.topic.editError' },
} as const

/** The form's values: the Italian texts, and the English ones the English read serves. */
const valuesOf = (topic: Topic, english?: Topic) => ({
  title: topic.title,
  description: topic.description,
  titleEn: english?.languages.title === 'en' ? english.title : '',
  descriptionEn: english?.languages.description === 'en' ? english.description : '',
})

/**
 * /aggiungiargomento and /modifica-argomento/{id}: title and description required, a picture
 * optional, sent as multipart with a progress bar and a way to cancel.
 */
export function TopicForm({
  topic,
  english,
  invalidate,
}: {
  topic?: Topic
  /** The same topic read in English, for its English texts. */
  english?: Topic | undefined
  invalidate: QueryKey[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const mode = topic ? 'edit' : 'add'
  /** The title as stored: the server finds the topic by it, even after a rename here. */
  const [storedTitle, setStoredTitle] = useState(topic?.title ?? '')
  const [picture, setPicture] = useState<Topic['image']>(topic?.image ?? null)
  const form = useEndpointForm({
    schema: TopicFormSchema,
    defaultValues: topic
      ? valuesOf(topic, english)
      : { title: '', description: '', titleEn: '', descriptionEn: '' },
    files: ['foto'],
    send: ({ values, files }, { signal, onUploadProgress }) => {
      const fields = { ...values, foto: files.foto[0] ?? null }
      const upload = { signal, onProgress: onUploadProgress }
      return topic ? updateTopic(storedTitle, fields, upload) : createTopic(fields, upload)
    },
    // The edited title travels as newTitle.
    rename: { newTitle: 'title' },
    success: messages[mode].success,
    failure: { failure: messages[mode].failure, duplicate: 'adminContent.topic.duplicate' },
    resetTo: topic
      ? (answer, values) => ({
          ...valuesOf(answer.topic),
          titleEn: values.titleEn,
          descriptionEn: values.descriptionEn,
        })
      : undefined,
    onSuccess: async (answer) => {
      if (topic) {
        setStoredTitle(answer.topic.title)
        setPicture(answer.topic.image)
      }
      await refreshLists(queryClient, invalidate)
    },
  })

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')}>
      <BilingualHeadings />
      <BilingualRow
        it={
          <InputField
            label={t('adminContent.topic.title')}
            required
            maxLength={TopicLimits.title}
            error={form.errorText('title')}
            {...form.register('title')}
          />
        }
        en={
          <InputField
            label={t('contentLanguage.englishField', { label: t('adminContent.topic.title') })}
            maxLength={TopicLimits.title}
            hint={t('contentLanguage.englishHint')}
            error={form.errorText('titleEn')}
            {...form.register('titleEn')}
          />
        }
      />
      <BilingualRow
        it={
          <AreaField
            label={t('adminContent.topic.description')}
            required
            rows={5}
            maxLength={TopicLimits.description}
            error={form.errorText('description')}
            {...form.register('description')}
          />
        }
        en={
          <AreaField
            label={t('contentLanguage.englishField', {
              label: t('adminContent.topic.description'),
            })}
            rows={5}
            maxLength={TopicLimits.description}
            error={form.errorText('descriptionEn')}
            {...form.register('descriptionEn')}
          />
        }
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
        {...form.fileProps('foto')}
      />
      <FormFooter form={form} submit={t('adminForms.save')} pendingLabel={t('adminForms.saving')} />
    </Form>
  )
}
