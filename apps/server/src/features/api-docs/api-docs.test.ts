import diagnostics from 'node:diagnostics_channel'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#test/helper.ts'
import { openApiPath } from './openapi.ts'
import { DOCS_ASSETS_PREFIX, DOCS_INIT_PATH, DOCS_PATH, OPENAPI_PATH } from './reference-page.ts'
import { checkOpenApiShape } from './openapi-shape.ts'

/** The API reference's own addresses: they describe the API and are not calls of it. */
const REFERENCE_ROUTES = new Set([
  `GET ${OPENAPI_PATH}`,
  `GET ${DOCS_PATH}`,
  `GET ${DOCS_INIT_PATH}`,
  `GET ${DOCS_ASSETS_PREFIX}*`,
])

/** Where the API lives; the web app's pages and media files are not calls. */
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/get/')

let t: TestApp
/**
 * Every route the app registers, as `METHOD /path`; the HEAD that Fastify adds beside each GET
 * is left out, a HEAD of its own (an upload's status) is not.
 */
const registered = new Set<string>()
let document: Record<string, unknown>

beforeAll(async () => {
  // Fastify announces each new instance before any plugin runs, so every route is seen.
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`)
    })
  }
  diagnostics.subscribe('fastify.initialization', onInit)
  try {
    t = await buildTestApp({ PUBLIC_URL: 'https://aula.example', SITE_NAME: 'Aula' })
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit)
  }
  for (const route of registered) {
    const [method, url] = route.split(' ')
    if (method === 'HEAD' && registered.has(`GET ${url}`)) registered.delete(route)
  }
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH })
  expect(res.statusCode).toBe(200)
  document = res.json()
})

const operationsOf = (doc: Record<string, unknown>) =>
  Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  )

describe('GET /api/openapi.json', () => {
  it('lists exactly the API routes the server registers', () => {
    const routes = [...registered]
      .filter((route) => !REFERENCE_ROUTES.has(route))
      .filter((route) => isApiPath(route.split(' ')[1]!))
      .map((route) => {
        const [method, url] = route.split(' ') as [string, string]
        return `${method} ${openApiPath(url)}`
      })
    const listed = operationsOf(document)
    // Both ways: a registered API route missing from the document, or a documented call
    // the server does not answer (/sitemap.xml and /robots.txt are calls outside /api/).
    expect(listed.filter((op) => isApiPath(op.split(' ')[1]!)).sort()).toEqual(routes.sort())
    const all = [...registered].map((route) => {
      const [method, url] = route.split(' ') as [string, string]
      return `${method} ${openApiPath(url)}`
    })
    expect(listed.filter((op) => !all.includes(op))).toEqual([])
    expect(listed.length).toBeGreaterThan(60)
  })

  it('is an OpenAPI 3.1 document that names the product and where to call it', () => {
    expect(checkOpenApiShape(document)).toEqual([])
    expect(document.openapi).toBe('3.1.0')
    expect(document.info).toMatchObject({ title: 'Aula API', version: expect.any(String) })
    expect(document.servers).toEqual([{ url: 'https://aula.example' }])
  })

  it('is public and cacheable by its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH })
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toMatch(/^public/)
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await t.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await t.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'if-none-match': '"something-else"' },
    })
    expect(other.statusCode).toBe(200)
  })
})

describe('/api/docs', () => {
  it('answers a page whose scripts and styles the app serves, under the same policy', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    const policy = health.headers['content-security-policy'] as string
    expect(policy).toContain("script-src 'self'")

    const page = await t.app.inject({ method: 'GET', url: DOCS_PATH })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toBe(policy)
    expect(page.headers.etag).toBeTruthy()

    // No inline script: every <script> names its file, and every file is the app's own.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThanOrEqual(2)
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="/)
      expect(content!.trim()).toBe('')
    }
    const urls = [
      ...[...page.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!),
      ...[...page.body.matchAll(/<link[^>]*\shref="([^"]+)"/g)].map((m) => m[1]!),
    ]
    expect(urls.some((url) => url.endsWith('.css'))).toBe(true)
    for (const url of urls) {
      expect(url).toMatch(/^\/[^/]/)
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-security-policy'], url).toBe(policy)
      expect(res.headers['content-type'], url).toMatch(
        url.endsWith('.js') ? /javascript/ : url.endsWith('.css') ? /^text\/css/ : /^image\//,
      )
    }
    const init = await t.app.inject({ method: 'GET', url: DOCS_INIT_PATH })
    expect(init.body).toContain(OPENAPI_PATH)
  })

  it('serves none of the package’s other files', async () => {
    for (const name of ['index.html', 'swagger-initializer.js', 'package.json', '../../x']) {
      const res = await t.app.inject({ method: 'GET', url: DOCS_ASSETS_PREFIX + name })
      expect(res.statusCode, name).toBe(404)
    }
  })
})

describe('the resumable upload calls', () => {
  it('are described by their headers, and a chunk by its bytes', () => {
    const item = (document.paths as Record<string, Record<string, any>>)['/api/admin/uploads/{id}'] // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(Object.keys(item!).sort()).toEqual(['delete', 'head', 'patch'])
    expect(item!.head.responses['200']).toEqual({
      description: 'Success; the answer is in the headers',
    })
    expect(Object.keys(item!.patch.requestBody.content)).toEqual([
      'application/offset+octet-stream',
    ])
    expect(item!.patch.responses['204'].content).toBeUndefined()
  })
})
