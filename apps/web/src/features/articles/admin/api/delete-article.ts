import { ArticleAdminEndpoints } from '@aula/contract/articles'
import { call } from '#src/lib/api-client.ts'

/** Deletes an article. */
export const deleteArticle = (title: string) =>
  call(ArticleAdminEndpoints.remove, { body: { title } })
