import { TopicWriteAnswerSchema, TopicWritePaths } from '@aula/contract/topics'
import { adminForm, toFormData, type FormSendOptions } from '#src/lib/admin/admin-client.ts'

export interface TopicFields {
  title: string
  description: string
  foto: File | null
}

type Send = Omit<FormSendOptions<typeof TopicWriteAnswerSchema>, 'schema'>

/** POST /api/topic/ (multipart: title, description, foto). */
export const createTopic = (sessionToken: string, topic: TopicFields, send: Send) =>
  adminForm(
    sessionToken,
    'POST',
    TopicWritePaths.topic,
    toFormData({ title: topic.title, description: topic.description }, { foto: topic.foto }),
    { schema: TopicWriteAnswerSchema, ...send },
  )

/** PUT /api/topic/: `title` names the topic as stored, `newTitle` is the edited one. */
export const updateTopic = (
  sessionToken: string,
  currentTitle: string,
  topic: TopicFields,
  send: Send,
) =>
  adminForm(
    sessionToken,
    'PUT',
    TopicWritePaths.topic,
    toFormData(
      { title: currentTitle, newTitle: topic.title, description: topic.description },
      { foto: topic.foto },
    ),
    { schema: TopicWriteAnswerSchema, ...send },
  )
