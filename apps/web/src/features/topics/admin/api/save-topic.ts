import { TopicAdminCalls } from '@aula/contract/routes/topics'
import { call } from '#src/lib/api-client.ts'
import { toFormData, type UploadOptions } from '#src/lib/admin/form-data.ts'

export interface TopicFields {
  title: string
  description: string
  /** The English texts, '' for none (docs/product.md#content-languages-and-urls). */
  titleEn: string
  descriptionEn: string
  foto: File | null
}

/** A new topic (multipart: title, description, foto). */
export const createTopic = (topic: TopicFields, { onProgress, signal }: UploadOptions) =>
  call(TopicAdminCalls.create, {
    body: toFormData(
      {
        title: topic.title,
        description: topic.description,
        titleEn: topic.titleEn,
        descriptionEn: topic.descriptionEn,
      },
      { foto: topic.foto },
    ),
    onUploadProgress: onProgress,
    signal,
  })

/** A topic changed: `title` names the topic as stored, `newTitle` is the edited one. */
export const updateTopic = (
  currentTitle: string,
  topic: TopicFields,
  { onProgress, signal }: UploadOptions,
) =>
  call(TopicAdminCalls.update, {
    body: toFormData(
      {
        title: currentTitle,
        newTitle: topic.title,
        description: topic.description,
        titleEn: topic.titleEn,
        descriptionEn: topic.descriptionEn,
      },
      { foto: topic.foto },
    ),
    onUploadProgress: onProgress,
    signal,
  })
