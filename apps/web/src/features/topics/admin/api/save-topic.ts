import { TopicWriteAnswerSchema, TopicWritePaths } from '@aula/contract/topics'
import { adminForm, toFormData, type FormSendOptions } from '#src/lib/admin/admin-client.ts'

export interface TopicFields {
  title: string
  description: string
  foto: File | null
}

type Send = Omit<FormSendOptions<typeof TopicWriteAnswerSchema>, 'schema'>

/** POST /api/topic/ (multipart: title, description, foto). */
export const createTopic = (topic: TopicFields, send: Send) =>
  adminForm(
    'POST',
    TopicWritePaths.topic,
    toFormData({ title: topic.title, description: topic.description }, { foto: topic.foto }),
    { schema: TopicWriteAnswerSchema, ...send },
  )

/** PUT /api/topic/: `title` names the topic as stored, `newTitle` is the edited one. */
export const updateTopic = (currentTitle: string, topic: TopicFields, send: Send) =>
  adminForm(
    'PUT',
    TopicWritePaths.topic,
    toFormData(
      { title: currentTitle, newTitle: topic.title, description: topic.description },
      { foto: topic.foto },
    ),
    { schema: TopicWriteAnswerSchema, ...send },
  )
