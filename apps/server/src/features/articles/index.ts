import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { ArticleEndpoints } from '@aula/contract/articles'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import { getArticleByTitle, getArticles } from './articles.service.ts'
import articleAdminRoutes from './admin.ts'
import { getArticlePage } from './article-list.ts'

/** The articles on /articoli and /articolo/{title}. */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route answers the whole list and its pages (docs/product.md#paged-lists).
  const list = pagedListRoute(ArticleEndpoints.list, ArticleEndpoints.page)
  addRoute(app, publicRead(list), async (request) => {
    // Keyed by title and newest first: object keys keep the order they are added in.
    const keyed = <T extends { title: string }>(items: T[]) =>
      Object.fromEntries(items.map((article) => [article.title, article]))
    // The language alone asks for the whole list in it (docs/product.md#content-languages-and-urls).
    const { lang, ...filters } = request.query
    if (isPagedQuery(filters)) {
      const { items, paging } = await getArticlePage(app.db, request.query)
      return { articles: keyed(items), ...paging }
    }
    return { articles: keyed(await getArticles(app.db, lang)) }
  })

  addRoute(app, publicRead(ArticleEndpoints.one), async (request) => {
    const found = await getArticleByTitle(app.db, request.params.title, request.query.lang)
    if (!found) throw new HttpError(404, ErrorMessages.notFound)
    return { article: found.article }
  })

  await app.register(articleAdminRoutes)
}

export default articleRoutes
