import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { serveHashedAssets } from './hashed-assets.ts'
import { findWebDist } from './web.ts'
import { serveMediaFromStorage } from './media-files.ts'

/** The page template and its copies: rendered per request by web.ts, never sent as a file. */
const TEMPLATE = /^\/index\.html(\.br|\.gz)?$/
/** Files the web build compresses beside themselves (apps/web/build/precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml|map)(\.br|\.gz)?$/
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Unhashed files (the favicon, pictures of the site) may change with a release. */
const REVALIDATE = 'public, max-age=0'

/**
 * Files served as they are on disk (docs/architecture.md#static-files): uploaded public media
 * under /media/ (read from the bucket instead when storage is S3: media-files.ts) and the
 * built web app. The web build writes brotli and gzip copies of its
 * text files, and the copy the browser accepts is sent as it is: nothing is compressed per
 * request. Hashed assets never change, so browsers and proxies keep them for a year.
 */
export default fp(
  async function staticFiles(app) {
    if (app.storage.publicRoot) {
      await app.register(fastifyStatic, {
        root: app.storage.publicRoot,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        maxAge: '7d',
      })
    } else {
      serveMediaFromStorage(app)
    }

    const dist = findWebDist(app.config.webDist)
    if (!dist) return
    // Answered from memory; the rest of the build (and any asset left out) from the disk.
    const inMemory = serveHashedAssets(app, path.join(dist, 'assets'))
    const assets = `${path.sep}assets${path.sep}`
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      // One route per file the build holds at start-up: a page's address (/corsi) matches
      // none and goes straight to the page (web.ts), with no look on the disk for it first.
      wildcard: false,
      globIgnore: {
        ignored: (file: { relative(): string }) =>
          inMemory.has(`/${file.relative().split(path.sep).join('/')}`),
      } as unknown as string[],
      decorateReply: false,
      preCompressed: true,
      // Set below: send's own header would replace the one setHeaders writes.
      cacheControl: false,
      allowedPath: (pathName) => !TEMPLATE.test(pathName),
      setHeaders(res, file) {
        res.setHeader('Cache-Control', file.includes(assets) ? IMMUTABLE : REVALIDATE)
        // The same address answers brotli, gzip or plain bytes by Accept-Encoding.
        if (COMPRESSIBLE.test(file)) res.setHeader('Vary', 'Accept-Encoding')
      },
    })
  },
  { name: 'static-files', dependencies: ['db'] },
)
