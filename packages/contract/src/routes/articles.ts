import { pathOf, type CallsOf } from '../route.ts'
import type { ArticleEndpoints, ArticleAdminEndpoints } from '../articles.ts'

/* Where the calls of `articles.ts` live and who may make them, without their schemas (route.ts). */

export const ArticleRoutes = {
  list: { method: 'GET', path: '/api/articles/', access: 'public' },
  page: { method: 'GET', path: '/api/articles/', access: 'public' },
  one: { method: 'GET', path: '/api/article/:title', access: 'public' },
} as const

export const ArticleCalls: CallsOf<typeof ArticleEndpoints> = ArticleRoutes

export const ArticleAdminRoutes = {
  create: { method: 'POST', path: '/api/article/', access: 'adminWrite' },
  update: { method: 'PUT', path: '/api/article/', access: 'adminWrite' },
  remove: { method: 'DELETE', path: '/api/article/', access: 'adminWrite' },
  upload: { method: 'POST', path: '/api/upload/', access: 'adminWrite' },
  convertDocx: { method: 'POST', path: '/api/convert-docx-to-html/', access: 'adminWrite' },
} as const

export const ArticleAdminCalls: CallsOf<typeof ArticleAdminEndpoints> = ArticleAdminRoutes

/** The same calls' URLs, for callers that build them by hand. */
export const ArticlePaths = {
  articles: ArticleRoutes.list.path,
  article: (title: string) => pathOf(ArticleRoutes.one, { title }),
} as const

/** The same calls' URLs, for callers that build them by hand. */
export const ArticleWritePaths = {
  article: ArticleAdminRoutes.create.path,
  upload: ArticleAdminRoutes.upload.path,
  convertDocx: ArticleAdminRoutes.convertDocx.path,
} as const
