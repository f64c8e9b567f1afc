import { http, HttpResponse } from 'msw'
import { IdBodySchema, type ApiError } from '@aula/contract/common'
import { TopicWritePaths } from '@aula/contract/routes/topics'
import {
  TopicCreateSchema,
  TopicMessages,
  TopicUpdateSchema,
  type Topic,
  type TopicAnswer,
  type TopicWriteAnswer,
} from '@aula/contract/topics'
import { isAdminWrite, refused } from './admin-handlers.ts'
import type { AdminContentData } from './admin-content-data.ts'
import {
  error,
  invalid,
  nextId,
  notFound,
  readForm,
  type Success,
} from './admin-content-support.ts'
import { imageFixture, topicFixture } from './catalog-fixtures.ts'

/**
 * The topics on `data.topics`: one read for the edit form, then add, edit (multipart, with an
 * optional picture) and delete, refused while a course or an article still uses the topic.
 */
export function adminTopicHandlers(data: AdminContentData) {
  return [
    http.get<{ id: string }, never, TopicAnswer | ApiError>('*/api/topic/:id', ({ params }) => {
      const topic = data.topics.find((item) => item.id === Number(params.id))
      return topic ? HttpResponse.json({ topic }) : notFound()
    }),
    http.post<never, never, TopicWriteAnswer | ApiError>(
      `*${TopicWritePaths.topic}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = TopicCreateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        if (data.topics.some((item) => item.title === parsed.data.title)) {
          return error(409, TopicMessages.duplicate)
        }
        const id = nextId(data.topics)
        const topic: Topic = {
          ...topicFixture(
            id,
            parsed.data.title,
            form.hasFile('foto') ? imageFixture(`topic-${id}`) : null,
          ),
          description: parsed.data.description,
        }
        data.topics.push(topic)
        return HttpResponse.json({ message: 'Success', topic })
      },
    ),
    http.put<never, never, TopicWriteAnswer | ApiError>(
      `*${TopicWritePaths.topic}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = TopicUpdateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        const topic = data.topics.find((item) => item.title === parsed.data.title)
        if (!topic) return notFound()
        const title = parsed.data.newTitle ?? parsed.data.title
        if (data.topics.some((item) => item !== topic && item.title === title)) {
          return error(409, TopicMessages.duplicate)
        }
        const image = form.hasFile('foto') ? imageFixture(`topic-${topic.id}-new`) : topic.image
        Object.assign(topic, {
          title,
          description: parsed.data.description,
          image,
          fileUrl: image?.url ?? '',
        })
        return HttpResponse.json({ message: 'Success', topic })
      },
    ),
    http.delete<never, Record<string, unknown>, Success | ApiError>(
      `*${TopicWritePaths.topic}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = IdBodySchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const index = data.topics.findIndex((item) => item.id === parsed.data.id)
        if (index < 0) return notFound()
        if (data.topicsInUse.includes(parsed.data.id)) return error(409, TopicMessages.inUse)
        data.topics.splice(index, 1)
        return HttpResponse.json({ message: 'Success' })
      },
    ),
  ]
}
