import { CourseAdminCalls } from '@aula/contract/routes/courses'
import { call } from '#src/lib/api-client.ts'

/** Deletes a course nobody has bought (one with buyers is refused, 409). */
export const deleteCourse = (title: string) => call(CourseAdminCalls.remove, { body: { title } })
