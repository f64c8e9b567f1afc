import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadConfig } from '../config.ts'

/*
 * compose.yaml and the Caddyfile at the repository's root (docs/deploy.md) cannot be started
 * here; this reads them as Docker Compose and Caddy would and checks what a deployment
 * relies on: two app processes configured for PostgreSQL, Redis and S3, each waiting for
 * those to be healthy, Caddy balancing over both, and every variable documented.
 */
const root = new URL('../../../../', import.meta.url)
const read = (name: string) => fs.readFileSync(new URL(name, root), 'utf8')

interface Service {
  build?: unknown
  image?: string
  environment?: Record<string, string | number | boolean | null>
  env_file?: unknown
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] | string }
  ports?: string[]
  volumes?: string[]
  restart?: string
  command?: string[]
}
interface Compose {
  services: Record<string, Service>
  volumes: Record<string, unknown>
}

const composeText = read('compose.yaml')
// Compose reads YAML 1.1 merge keys (`<<: *app`).
const compose = parse(composeText, { merge: true }) as Compose
const caddyfile = read('Caddyfile')
const envExample = read('.env.example')

/** A service that must be there. */
function service(name: string): Service {
  const found = compose.services[name]
  if (!found) throw new Error(`compose.yaml has no service ${name}`)
  return found
}

const appNames = Object.keys(compose.services).filter((name) => service(name).build)
const apps = appNames.map((name) => [name, service(name)] as const)

/** What `.env` would hold on a real machine: valid values for every secret. */
const dotEnv: Record<string, string> = {
  SITE_ADDRESS: 'aula.example.com',
  POSTGRES_PASSWORD: 'b1946ac92492d2347c6235b4d2611184',
  S3_ACCESS_KEY_ID: 'aula',
  S3_SECRET_ACCESS_KEY: '591785b794601e212b260e25925636fd',
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  ADMIN_EMAIL: 'direzione@example.com',
  ADMIN_PASSWORD: 'a-long-admin-password',
  METRICS_TOKEN: 'a-metrics-token-of-32-characters',
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a dollar. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (match, name: string | undefined, op: string | undefined, arg: string | undefined) => {
      if (match === '$$') return '$'
      const set = name! in env && env[name!] !== ''
      if (op?.endsWith('?') && !set) throw new Error(`${name} is required: ${arg}`)
      if (op?.endsWith('-') && !set) return arg ?? ''
      return env[name!] ?? ''
    },
  )
}

/** An app's environment as the container gets it, with .env holding `env`. */
function appEnvironment(service: Service, env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([k, v]) => [
      k,
      interpolate(String(v ?? ''), env),
    ]),
  )
}

/** Every variable named in a text: compose's ${VAR…} and the Caddyfile's {$VAR}. */
function variablesIn(text: string): string[] {
  const names = new Set<string>()
  for (const m of text.matchAll(
    /(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)|\{\$([A-Za-z_][A-Za-z0-9_]*)/g,
  ))
    names.add((m[1] ?? m[2])!)
  return [...names].sort()
}

describe('compose.yaml', () => {
  it('runs two app processes built from this repository', () => {
    expect(appNames).toHaveLength(2)
    for (const [, app] of apps) expect(app.build).toBe('.')
  })

  it('gives each app process a configuration the server accepts: PostgreSQL, Redis, S3, production', () => {
    for (const [, app] of apps) {
      const config = loadConfig(appEnvironment(app, dotEnv))
      expect(config.env).toBe('production')
      expect(config.database).toEqual({
        engine: 'postgres',
        url: `postgres://aula:${dotEnv.POSTGRES_PASSWORD}@postgres:5432/aula`,
      })
      expect(config.redisUrl).toBe('redis://redis:6379')
      expect(config.storage).toBe('s3')
      expect(config.s3).toMatchObject({
        bucket: 'aula',
        endpoint: 'http://minio:9000',
        accessKeyId: dotEnv.S3_ACCESS_KEY_ID,
        secretAccessKey: dotEnv.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      })
      expect(config.dataKey).toBe(dotEnv.DATA_KEY)
      expect(config.admin).toEqual({ email: dotEnv.ADMIN_EMAIL, password: dotEnv.ADMIN_PASSWORD })
      expect(config.metricsToken).toBe(dotEnv.METRICS_TOKEN)
      expect(config.publicUrl).toBe('https://aula.example.com')
      expect(config.dataDir).toBe('/data')
      // Caddy is one hop in front: its X-Forwarded-For is believed, a client's is not.
      expect(config.trustProxy).toBe(1)
    }
  })

  it('runs without ADMIN_EMAIL and ADMIN_PASSWORD once the first admin exists', () => {
    const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...rest } = dotEnv
    for (const [, app] of apps) expect(loadConfig(appEnvironment(app, rest)).admin).toBeUndefined()
  })

  it('refuses to start without a secret in .env rather than run with an empty one', () => {
    for (const name of ['DATA_KEY', 'POSTGRES_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'SITE_ADDRESS']) {
      const { [name]: _left, ...rest } = dotEnv
      expect(() => appEnvironment(apps[0]![1], rest), name).toThrow(`${name} is required`)
    }
  })

  it('starts each app only once PostgreSQL, Redis and MinIO are healthy and the bucket exists', () => {
    for (const [, app] of apps) {
      expect(app.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        minio: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      })
    }
    const init = service('minio-init')
    const command = interpolate(init.command!.join(' '), {})
    expect(command).toContain('mc mb --ignore-existing "store/$S3_BUCKET"')
    expect(init.restart).toBe('no')
  })

  it('checks the health of every long-running service; the apps on /api/health', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'minio-init') continue
      expect(service.healthcheck?.test, name).toBeTruthy()
    }
    for (const [, app] of apps)
      expect(JSON.stringify(app.healthcheck!.test)).toContain('/api/health')
  })

  it('publishes only Caddy, on 80 and 443', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'caddy') expect(service.ports).toEqual(['80:80', '443:443', '443:443/udp'])
      else expect(service.ports, name).toBeUndefined()
    }
  })

  it('keeps PostgreSQL, MinIO and Caddy data (certificates) in named volumes', () => {
    const mounts = (name: string) => service(name).volumes ?? []
    expect(mounts('postgres')).toContain('postgres-data:/var/lib/postgresql/data')
    expect(mounts('minio')).toContain('minio-data:/data')
    expect(mounts('caddy')).toContain('caddy-data:/data')
    for (const volume of ['postgres-data', 'minio-data', 'caddy-data', 'app-data'])
      expect(compose.volumes).toHaveProperty(volume)
  })

  it('documents in .env.example every variable compose.yaml and the Caddyfile read', () => {
    const used = [...new Set([...variablesIn(composeText), ...variablesIn(caddyfile)])]
    expect(used).toEqual(expect.arrayContaining(['DATA_KEY', 'SITE_ADDRESS']))
    const documented = (name: string) => new RegExp(`^#? ?${name}=`, 'm').test(envExample)
    expect(used.filter((name) => !documented(name))).toEqual([])
  })
})

describe('Caddyfile', () => {
  const proxy = /reverse_proxy\s+([^{\n]+)\{([^}]*)\}/.exec(caddyfile)

  it('serves the site address from SITE_ADDRESS, which compose hands to Caddy', () => {
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS\} \{/m)
    expect(service('caddy').environment).toHaveProperty('SITE_ADDRESS')
    expect(service('caddy').volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro')
  })

  it('balances over both app processes, each checked on /api/ready', () => {
    expect(proxy).not.toBeNull()
    const upstreams = proxy![1]!.trim().split(/\s+/)
    expect(upstreams.sort()).toEqual(appNames.map((name) => `${name}:3000`).sort())
    const options = proxy![2]
    expect(options).toMatch(/^\s*lb_policy \S+/m)
    expect(options).toMatch(/^\s*health_uri \/api\/ready$/m)
    expect(options).toMatch(/^\s*health_status 200$/m)
  })

  it('keeps /metrics off the public address', () => {
    expect(caddyfile).toMatch(/^\s*respond \/metrics 404$/m)
  })
})
