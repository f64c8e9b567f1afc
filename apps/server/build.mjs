// Bundles the server into dist/server.js, the DOCX conversion worker beside it into
// dist/docx-worker.js (the server starts it from there, see features/articles/docx.ts) and
// the demo seed into dist/seed.js (`npm run seed`, run before the server, never part of it):
// our code and the contract are bundled, every npm dependency stays external and is loaded
// from node_modules at run time.
import fs from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@aula/'))

const result = await build({
  entryPoints: {
    server: 'src/server.ts',
    'docx-worker': 'src/features/articles/docx-worker.ts',
    seed: 'seed/main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  metafile: true,
})

// The server's own bundles carry neither the demo seed nor the test kit.
for (const output of ['dist/server.js', 'dist/docx-worker.js']) {
  const leaked = Object.keys(result.metafile.outputs[output].inputs).filter(
    (file) => file.startsWith('seed/') || file.includes('packages/testkit/'),
  )
  if (leaked.length) {
    console.error(`${output} must not contain the demo seed or the test kit: ${leaked.join(', ')}`)
    process.exit(1)
  }
}
console.log('server built: apps/server/dist/server.js, dist/docx-worker.js and dist/seed.js')
