import crypto from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import rootPackage from '../../../../../package.json' with { type: 'json' }
import { CONTRACT_MODULES } from './contract-modules.ts'
import { buildOpenApi } from './openapi.ts'
import {
  DOCS_ASSETS,
  DOCS_ASSETS_PREFIX,
  DOCS_INIT_PATH,
  DOCS_PATH,
  INIT_SCRIPT,
  OPENAPI_PATH,
  referencePage,
} from './reference-page.ts'

/** The same for everyone and fixed until a release: kept by anyone, checked by its ETag. */
const CACHE_CONTROL = 'public, max-age=0'

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** An answer computed once at start-up, sent with its ETag; 304 when the caller has it. */
function fixedAnswer(body: string, type: string): Handler {
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)
  const etag = `"${hash}"`
  return async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag)
    const wanted = request.headers['if-none-match']
    if (wanted && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send()
    }
    return reply.type(type).send(body)
  }
}

const documents = new Map<string, string>()

/**
 * The document as sent. Writing it takes tens of milliseconds, so an app built again in the
 * same process (the API tests build one per file) reuses it.
 */
function openApiText(title: string, serverUrl: string): string {
  const key = JSON.stringify([title, serverUrl])
  let text = documents.get(key)
  if (text === undefined) {
    const document = buildOpenApi({
      title,
      version: rootPackage.version,
      serverUrl,
      modules: CONTRACT_MODULES,
    })
    text = JSON.stringify(document)
    documents.set(key, text)
  }
  return text
}

/**
 * The API document (`GET /api/openapi.json`, OpenAPI 3.1 written from the contract) and its
 * reference page (`/api/docs`), both public
 * (docs/decisions/022-openapi-from-the-contract.md). They describe the API and are not
 * calls of it, so the contract does not list them.
 */
const apiDocs: FastifyPluginAsync = async (app) => {
  const document = openApiText(app.config.site.name, app.config.publicUrl)
  app.get(OPENAPI_PATH, fixedAnswer(document, 'application/json; charset=utf-8'))
  app.get(
    DOCS_PATH,
    fixedAnswer(referencePage(`${app.config.site.name} API`), 'text/html; charset=utf-8'),
  )
  app.get(DOCS_INIT_PATH, fixedAnswer(INIT_SCRIPT, 'text/javascript; charset=utf-8'))

  const require = createRequire(import.meta.url)
  const allowed = new Set<string>(DOCS_ASSETS.map((name) => `/${name}`))
  await app.register(fastifyStatic, {
    root: path.dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: DOCS_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    // Only the files the page loads: not the package's own demo page and its script.
    allowedPath: (pathName) => allowed.has(pathName),
  })
}

export default apiDocs
