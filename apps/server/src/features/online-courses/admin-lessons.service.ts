import { ErrorMessages } from '@aula/contract/common'
import type { AdminLessonsAnswer } from '@aula/contract/online-courses'
import type { Db } from '#src/db/connect.ts'
import { captionLanguagesByLesson } from '#src/features/captions/captions-lookups.service.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import {
  findOnlineCourseByTitleKey,
  listLessonsOfOnlineCourse,
} from './online-courses.repository.ts'
import { toAdminLessonDto } from './online-courses.mapper.ts'

/** The lessons of the video course `title` names, for the admin's edit form. */
export async function adminLessons(db: Db, title: string): Promise<AdminLessonsAnswer> {
  const key = titleLookupKey(title)
  const current = key ? await findOnlineCourseByTitleKey(db, key) : undefined
  if (!current) throw new HttpError(404, ErrorMessages.notFound)
  const lessons = await listLessonsOfOnlineCourse(db, current.id)
  const captions = await captionLanguagesByLesson(db, current.id)
  return {
    lessons: lessons.map((row, index) =>
      toAdminLessonDto(row, index, captions.get(Number(row.id)) ?? []),
    ),
  }
}
