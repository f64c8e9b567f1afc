import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text files worth compressing; images, fonts (woff2) and videos are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Writes `file.br` and `file.gz` beside every built text file above MIN_BYTES, at the best
 * levels (done once per build, not per request): the server sends the copy the browser
 * accepts (docs/architecture.md). The page template (index.html) is rendered per request
 * and never sent as a file, so it gets no copies.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'aula-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const template = path.join(outDir, 'index.html')
      const work: Promise<void>[] = []
      for await (const file of filesUnder(outDir)) {
        if (file === template || !COMPRESSIBLE.test(file)) continue
        work.push(
          (async () => {
            const data = await fs.readFile(file)
            if (data.length < MIN_BYTES) return
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ])
            // A copy no smaller than the file would only cost a disk read more.
            if (br.length < data.length) await fs.writeFile(`${file}.br`, br)
            if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz)
          })(),
        )
      }
      await Promise.all(work)
    },
  }
}
