import { OnlineCourseAdminCalls } from '@aula/contract/routes/online-courses'
import { call } from '#src/lib/api-client.ts'

/** Deletes a video course nobody has bought (one with buyers is refused, 409). */
export const deleteOnlineCourse = (title: string) =>
  call(OnlineCourseAdminCalls.remove, { body: { title } })
