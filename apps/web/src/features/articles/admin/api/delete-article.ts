import { ArticleAdminCalls } from '@aula/contract/routes/articles'
import { call } from '#src/lib/api-client.ts'

/** Deletes an article. */
export const deleteArticle = (title: string) => call(ArticleAdminCalls.remove, { body: { title } })
