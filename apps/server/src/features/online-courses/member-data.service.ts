import type { Db } from '#src/db/connect.ts'
import { deleteProgressOfMember, listProgressOfMember } from './member-data.repository.ts'

/*
 * What the privacy feature asks of a member's lesson progress (docs/product.md#privacy):
 * where they are in each lesson, for their data download; erased with the account.
 */

export async function progressForExport(db: Db, userId: number) {
  return (await listProgressOfMember(db, userId)).map((row) => ({
    course: row.course_title,
    lesson: row.lesson_title,
    positionSeconds: row.position_seconds,
    completed: row.completed === 1,
    updatedAt: row.updated_at,
  }))
}

export function eraseProgress(db: Db, userId: number): Promise<void> {
  return deleteProgressOfMember(db, userId)
}
