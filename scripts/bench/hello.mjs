// The reference of the benchmark (README "Measure it"): a bare Fastify hello-world with the
// same fastify package as the measured server (FASTIFY_PATH), on 127.0.0.1:PORT.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const fastify = require(process.env.FASTIFY_PATH ?? 'fastify')

const app = fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void app.close().then(() => process.exit(0)))
}
