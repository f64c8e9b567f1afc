import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ArticleAdminEndpoints } from '@aula/contract/articles'
import { addRoute } from '#src/lib/routes.ts'
import {
  convertArticleDocx,
  createArticle,
  editArticle,
  removeArticle,
  uploadArticleImage,
} from './articles.admin.service.ts'

/**
 * Admin writes on articles, and the rich-text editor's helpers (image upload and DOCX
 * conversion): only an admin's private token (docs/product.md#roles).
 */
const articleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log }

  addRoute(app, ArticleAdminEndpoints.create, async (request) => ({
    message: 'Success' as const,
    article: await createArticle(deps, request.user!, request),
  }))

  addRoute(app, ArticleAdminEndpoints.update, async (request) => ({
    message: 'Success' as const,
    article: await editArticle(deps, request.user!, request),
  }))

  addRoute(app, ArticleAdminEndpoints.remove, async (request) => {
    await removeArticle(deps, request.user!, request.body.title)
    return { message: 'Success' as const }
  })

  addRoute(app, ArticleAdminEndpoints.upload, (request) =>
    uploadArticleImage(deps, request.user!, request),
  )

  addRoute(app, ArticleAdminEndpoints.convertDocx, (request) =>
    convertArticleDocx(deps, request.user!, request),
  )
}

export default articleAdminRoutes
