import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/*
 * The real server for tests that start it as a process: bundled by esbuild as build.mjs
 * bundles it (the packages stay outside, read from node_modules), and a free port.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** A port nobody listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Bundles src/server.ts into `dir`/server.js and returns that file. */
export async function bundleServer(dir: string): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@aula/'))
  const entry = path.join(dir, 'server.js')
  await build({
    entryPoints: [path.join(serverDir, 'src', 'server.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'error',
  })
  return entry
}
