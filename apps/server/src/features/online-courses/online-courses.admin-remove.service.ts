import { ErrorMessages } from '@aula/contract/common'
import { OnlineCourseMessages } from '@aula/contract/online-courses'
import type { Db } from '#src/db/connect.ts'
import { runAdminWrite, type AdminWriteDeps } from '#src/lib/admin-write.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { titleLookupKey } from '#src/lib/params.ts'
import { hasOrders } from '#src/features/checkout/item-orders.service.ts'
import { hasEnrollments } from '#src/features/enrollment/enrollment.service.ts'
import {
  deleteLessons,
  deleteOnlineCourseRow,
  findOnlineCourseByTitleKey,
  listLessonsOfOnlineCourse,
  lockOnlineCourse,
} from './online-courses.repository.ts'

/*
 * The admin's deletion of a video course (one transaction with its audit row,
 * lib/admin-write.ts); its files go once it has committed.
 */

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** Whether anyone bought the course or is paying for it: its history must stay. */
async function hasBuyers(db: Db, id: number): Promise<boolean> {
  return (
    (await hasEnrollments(db, { courseId: null, onlineCourseId: id })) ||
    (await hasOrders(db, { courseId: null, onlineCourseId: id }))
  )
}

/**
 * Removes the video course `title` names, its lessons (with everyone's progress) and its
 * files. Buyers keep their purchase and its receipt: such a course is never deleted (409).
 */
export function removeOnlineCourse(
  deps: AdminWriteDeps,
  actor: { id: number },
  title: string,
): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: title,
    parse: async (name, stage) => {
      const key = titleLookupKey(name)
      const current = key ? await findOnlineCourseByTitleKey(stage.db, key) : undefined
      if (!current) throw notFound()
      return current.id
    },
    persist: async (trx, id) => {
      const locked = await lockOnlineCourse(trx, id)
      if (!locked) throw notFound()
      if (await hasBuyers(trx, id)) throw new HttpError(409, OnlineCourseMessages.hasBuyers)
      const lessons = await listLessonsOfOnlineCourse(trx, id)
      await deleteLessons(
        trx,
        lessons.map((lesson) => lesson.id),
      )
      await deleteOnlineCourseRow(trx, id)
      return {
        result: undefined,
        audit: {
          action: 'online_course.delete',
          targetType: 'online_course',
          targetId: id,
          detail: { title: locked.title, lessons: lessons.length },
        },
        dropAssets: [
          locked.cover_id,
          locked.main_video_id,
          ...lessons.map((lesson) => lesson.video_id),
        ],
      }
    },
  })
}
