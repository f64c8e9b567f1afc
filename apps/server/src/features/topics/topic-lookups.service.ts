import type { Db } from '#src/db/connect.ts'
import { topicIdExists } from './topics.repository.ts'

/**
 * Whether the topic an admin chose as a course's, video course's or article's category
 * exists: the catalogue asks the topics, which own the topic table
 * (docs/architecture.md#boundaries).
 */
export function topicExists(db: Db, id: number): Promise<boolean> {
  return topicIdExists(db, id)
}
