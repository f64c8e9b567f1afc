import { TopicAdminCalls } from '@aula/contract/routes/topics'
import { call } from '#src/lib/api-client.ts'

/** Deletes a topic no course uses (one in use is refused, 409). */
export const deleteTopic = (id: number) => call(TopicAdminCalls.remove, { body: { id } })
