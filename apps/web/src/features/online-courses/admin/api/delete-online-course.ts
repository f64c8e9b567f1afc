import { OnlineCourseAdminEndpoints } from '@aula/contract/online-courses'
import { call } from '#src/lib/api-client.ts'

/** Deletes a video course nobody has bought (one with buyers is refused, 409). */
export const deleteOnlineCourse = (title: string) =>
  call(OnlineCourseAdminEndpoints.remove, { body: { title } })
