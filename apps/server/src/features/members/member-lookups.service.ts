import type { Db } from '#src/db/connect.ts'
import { memberIdExists } from './members.repository.ts'

/**
 * Whether the trainer an admin chose as a course's or video course's organizer exists: the
 * catalogue asks the trainers, which own the member table (docs/architecture.md#boundaries).
 */
export function memberExists(db: Db, id: number): Promise<boolean> {
  return memberIdExists(db, id)
}
