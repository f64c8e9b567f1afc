import { describe, expect, it } from 'vitest'
import { buildTestApp, loginAs } from '#test/helper.ts'

/*
 * The request log (docs/architecture.md#logging): one line per request at info, with the
 * method, the address without its query string (a route's pattern when it has parameters),
 * the status and the time taken; never a token, a query string or a title.
 */

interface Line {
  level: number
  msg?: string
  method?: string
  url?: string
  status?: number
  ms?: number
  reqId?: string
}
const lines: Line[] = []
const raw: string[] = []
const t = await buildTestApp(
  {},
  {
    logStream: {
      write: (line) => {
        raw.push(line)
        lines.push(JSON.parse(line) as Line)
      },
    },
  },
)

/** The log lines written while `run` ran. */
async function logged(run: () => Promise<unknown>) {
  const from = lines.length
  const rawFrom = raw.length
  await run()
  return { lines: lines.slice(from), text: raw.slice(rawFrom).join('') }
}

describe('the request log', () => {
  it('writes one line per request, with method, address, status and time', async () => {
    const { lines: written } = await logged(() => t.app.inject({ url: '/api/health' }))
    expect(written).toHaveLength(1)
    const [line] = written
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/health' })
    expect(line!.status).toBe(200)
    expect(typeof line!.ms).toBe('number')
    expect(line!.reqId).toBeTruthy()
  })

  it('leaves out query strings, tokens and the values of a route’s parameters', async () => {
    const user = await loginAs(t)
    const secret = 'sig=Zm9vYmFyc2VjcmV0'
    const { lines: written, text } = await logged(async () => {
      await t.app.inject({ url: `/api/health?${secret}` })
      await t.app.inject({ url: '/api/course/Pizza-per-Mario-Rossi?email=mario@example.com' })
      await t.app.inject({ url: '/api/check/', headers: { authorization: `Bearer ${user.token}` } })
      await t.app.inject({ url: `/no-such-address?${secret}` })
    })
    expect(written.map((l) => [l.url, l.status])).toEqual([
      ['/api/health', 200],
      ['/api/course/:title', 404],
      ['/api/check/', 200],
      ['/no-such-address', 404],
    ])
    for (const fragment of [secret, 'Mario', 'mario@example.com', user.token]) {
      expect(text).not.toContain(fragment)
    }
  })
})
