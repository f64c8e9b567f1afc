import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

/*
 * The Dockerfile at the repository's root (docs/deploy.md) cannot be built here; this reads
 * its instructions stage by stage and checks what running it relies on: Node 24, a build
 * with every dependency and a runtime with the production ones, a user that is not root,
 * the server run by node itself so that SIGTERM reaches it, and the health check.
 */
const root = new URL('../../../../', import.meta.url)
const read = (name: string) => fs.readFileSync(new URL(name, root), 'utf8')

interface Instruction {
  op: string
  args: string
}
interface Stage {
  from: string
  name?: string
  steps: Instruction[]
}

/** The instructions, continuation lines joined and comments left out. */
function instructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line)!
      return { op: op.toUpperCase(), args }
    })
}

/** The stages, each FROM resolved against the ARGs declared before the first one. */
function stages(list: Instruction[]): Stage[] {
  const globalArgs: Record<string, string> = {}
  const result: Stage[] = []
  for (const step of list) {
    if (step.op === 'ARG' && result.length === 0) {
      const [name = '', value = ''] = step.args.split('=')
      globalArgs[name] = value
    } else if (step.op === 'FROM') {
      const [image = '', , name] = step.args.split(/\s+/)
      const from = image.replace(/\$\{?(\w+)\}?/g, (_m, arg: string) => globalArgs[arg] ?? '')
      const parent = result.find((s) => s.name === from)
      result.push({ from: parent ? parent.from : from, name, steps: [] })
    } else {
      result.at(-1)?.steps.push(step)
    }
  }
  return result
}

/** An instruction's arguments in exec form (a JSON array), else split on spaces. */
const argv = (args: string): string[] =>
  args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/)

const all = stages(instructions(read('Dockerfile')))
const runtime = all.at(-1)!
const last = (op: string) => runtime.steps.filter((s) => s.op === op).at(-1)
const runs = (stage: Stage) =>
  stage.steps.filter((s) => s.op === 'RUN').map((s) => s.args.replace(/\s+/g, ' '))

describe('Dockerfile', () => {
  it('builds every stage on Node 24 LTS', () => {
    expect(all.length).toBeGreaterThanOrEqual(2)
    for (const stage of all) expect(stage.from).toMatch(/^node:24[.-]/)
  })

  it('builds with every dependency, and gives the runtime the production ones only', () => {
    const build = all.find((s) => runs(s).some((r) => r.includes('npm run build')))
    expect(build, 'a stage running npm run build').toBeTruthy()
    expect(runs(build!).some((r) => /\bnpm ci\b(?!.*--omit)/.test(r))).toBe(true)
    const deps = all.find((s) => runs(s).some((r) => /npm ci .*--omit=dev/.test(r)))
    expect(deps, 'a stage running npm ci --omit=dev').toBeTruthy()
    const copies = runtime.steps.filter((s) => s.op === 'COPY').map((s) => s.args)
    expect(copies).toContain(`--from=${deps!.name} /app/node_modules ./node_modules`)
    expect(copies.some((c) => c.startsWith(`--from=${build!.name} /app/apps/server/dist`))).toBe(
      true,
    )
    expect(copies.some((c) => c.startsWith(`--from=${build!.name} /app/apps/web/dist `))).toBe(true)
    // The runtime never installs or builds: no npm, no compiler in the image that runs.
    expect(runs(runtime).join('\n')).not.toMatch(/\bnpm\b|g\+\+|\bmake\b/)
  })

  it('runs as a user that is not root, in production, on port 3000', () => {
    const user = last('USER')?.args
    expect(user).toBeTruthy()
    expect(user).not.toMatch(/^(root|0)(:|$)/)
    const env = runtime.steps
      .filter((s) => s.op === 'ENV')
      .map((s) => s.args)
      .join(' ')
    expect(env).toMatch(/\bNODE_ENV=production\b/)
    expect(last('EXPOSE')?.args).toBe('3000')
  })

  it('keeps DATA_DIR in a volume the app user owns', () => {
    const env = runtime.steps
      .filter((s) => s.op === 'ENV')
      .map((s) => s.args)
      .join(' ')
    const dataDir = /\bDATA_DIR=(\S+)/.exec(env)?.[1]
    expect(dataDir).toBeTruthy()
    expect(argv(last('VOLUME')!.args)).toContain(dataDir)
    const user = last('USER')!.args
    expect(runs(runtime).some((r) => r.includes(`chown ${user}:${user} ${dataDir}`))).toBe(true)
  })

  it('starts the server with node itself, so SIGTERM reaches it and drains the requests', () => {
    const cmd = argv(last('CMD')!.args)
    expect(last('CMD')!.args.startsWith('[')).toBe(true)
    expect(cmd[0]).toBe('node')
    expect(cmd.at(-1)).toBe('apps/server/dist/server.js')
    const entrypoint = last('ENTRYPOINT')
    // At most an init that passes signals on (tini), never a shell or npm.
    if (entrypoint) expect(argv(entrypoint.args)).toEqual(['/usr/bin/tini', '--'])
    expect([...cmd, ...(entrypoint ? argv(entrypoint.args) : [])]).not.toContain('npm')
  })

  it('checks its health on /api/health', () => {
    const healthcheck = last('HEALTHCHECK')?.args ?? ''
    expect(healthcheck).toMatch(/\bCMD\b/)
    expect(healthcheck).toContain('/api/health')
  })
})

describe('.dockerignore', () => {
  it('keeps installed packages, builds, local data and secrets out of the build', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
    for (const entry of ['**/node_modules', '**/dist', '.git', '.env', 'data'])
      expect(ignored).toContain(entry)
  })
})
