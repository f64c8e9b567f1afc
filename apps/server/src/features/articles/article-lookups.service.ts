import type { Db } from '#src/db/connect.ts'
import { anyArticleInTopic } from './articles.repository.ts'

/**
 * Whether any article is filed under the topic: the topics ask before deleting one, and the
 * articles own the article table (docs/architecture.md#boundaries).
 */
export function hasArticlesInTopic(db: Db, topicId: number): Promise<boolean> {
  return anyArticleInTopic(db, topicId)
}
