import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { ArticleEndpoints } from '@aula/contract/articles'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute } from '#src/lib/routes.ts'
import { getArticleByTitle, getArticles } from './articles.service.ts'
import articleAdminRoutes from './admin.ts'

/** The articles on /articoli and /articolo/{title}. */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, ArticleEndpoints.list, async () => {
    const articles = await getArticles(app.db)
    // Keyed by title and newest first: object keys keep the order they are added in.
    return { articles: Object.fromEntries(articles.map((article) => [article.title, article])) }
  })

  addRoute(app, ArticleEndpoints.one, async (request) => {
    const found = await getArticleByTitle(app.db, request.params.title)
    if (!found) throw new HttpError(404, ErrorMessages.notFound)
    return { article: found.article }
  })

  await app.register(articleAdminRoutes)
}

export default articleRoutes
