import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, ErrorSchema } from '@aula/contract/common'
import { ArticleAnswerSchema, ArticlesAnswerSchema } from '@aula/contract/articles'
import { HttpError } from '#src/lib/http-error.ts'
import { TitleParamsSchema } from '#src/lib/params.ts'
import { getArticleByTitle, getArticles } from './articles.service.ts'
import articleAdminRoutes from './admin.ts'

/** The articles on /articoli and /articolo/{title}. */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/articles/', { schema: { response: { 200: ArticlesAnswerSchema } } }, async () => {
    const articles = await getArticles(app.db)
    // Keyed by title and newest first: object keys keep the order they are added in.
    return { articles: Object.fromEntries(articles.map((article) => [article.title, article])) }
  })

  app.get(
    '/api/article/:title',
    {
      schema: {
        params: TitleParamsSchema,
        response: { 200: ArticleAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const found = await getArticleByTitle(app.db, request.params.title)
      if (!found) throw new HttpError(404, ErrorMessages.notFound)
      return { article: found.article }
    },
  )

  await app.register(articleAdminRoutes)
}

export default articleRoutes
