import crypto from 'node:crypto'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const key = crypto.randomBytes(32).toString('base64')

/** The one line a bad setting stops the start with. */
function failure(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error(`accepted ${JSON.stringify(env)}`)
}

describe('loadConfig', () => {
  it('runs with no settings at all', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      database: { engine: 'sqlite', file: path.resolve('data', 'aula.db') },
      seed: 'demo',
      mailFrom: 'Aula <no-reply@aula.local>',
      payments: { provider: 'demo', sumupApiUrl: 'https://api.sumup.com' },
      storage: 'local',
      rateLimitMultiplier: 1,
      logLevel: 'info',
      site: { name: 'Aula' },
    })
    expect(c.admin).toBeUndefined()
    expect(c.smtpUrl).toBeUndefined()
    expect(c.dataKey).toBeUndefined()
  })

  it('treats empty values as unset, as a .env file with blank lines leaves them', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: ' ', SMTP_URL: '', DATA_KEY: '' })
    expect(c.port).toBe(3000)
    expect(c.database.engine).toBe('sqlite')
    expect(c.smtpUrl).toBeUndefined()
  })

  it('follows PORT, DATA_DIR, PUBLIC_URL and DATABASE_URL', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/aula',
      PUBLIC_URL: 'https://www.scuola.example/',
      DATABASE_URL: 'postgres://aula@db:5432/aula',
    })
    expect(c.port).toBe(8080)
    expect(c.dataDir).toBe('/srv/aula')
    expect(c.publicUrl).toBe('https://www.scuola.example')
    expect(c.mailFrom).toBe('Aula <no-reply@www.scuola.example>')
    expect(c.database).toEqual({ engine: 'postgres', url: 'postgres://aula@db:5432/aula' })
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
  })

  it('runs one process unless WORKERS asks for more', () => {
    expect(loadConfig({}).workers).toBe(1)
    expect(loadConfig({ WORKERS: ' ' }).workers).toBe(1)
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4)
    expect(loadConfig({ WORKERS: '64' }).workers).toBe(64)
    expect(failure({ WORKERS: '0' })).toBe(
      'Invalid configuration: WORKERS must be a whole number of processes from 1 to 64',
    )
  })

  it('seeds no demo content in production', () => {
    const c = loadConfig({ NODE_ENV: 'production', DATA_KEY: key })
    expect(c.seed).toBe('none')
    expect(c.dataKey).toBe(key)
  })

  it('keeps the admin e-mail in lower case', () => {
    const c = loadConfig({ ADMIN_EMAIL: 'Capo@Scuola.Example', ADMIN_PASSWORD: 'lunga abbastanza' })
    expect(c.admin).toEqual({ email: 'capo@scuola.example', password: 'lunga abbastanza' })
  })

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://aula@db/aula' }],
    ['DATABASE_URL', { DATABASE_URL: 'aula.db' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example:25' }],
    ['DATA_KEY', { DATA_KEY: 'too-short' }],
    ['DATA_KEY', { DATA_KEY: crypto.randomBytes(32).toString('hex') }],
    ['PUBLIC_URL', { PUBLIC_URL: 'www.scuola.example' }],
    ['RATE_LIMIT_MULTIPLIER', { RATE_LIMIT_MULTIPLIER: '0' }],
    ['NODE_ENV', { NODE_ENV: 'prod' }],
    ['WORKERS', { WORKERS: '0' }],
    ['WORKERS', { WORKERS: '65' }],
    ['WORKERS', { WORKERS: 'two' }],
    ['WORKERS', { WORKERS: '2.5' }],
  ])('stops on a bad %s with one line that names it', (variable, env) => {
    const message = failure(env)
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable}\\b`))
    expect(message).not.toContain('\n')
  })

  it('refuses production without DATA_KEY', () => {
    expect(failure({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: DATA_KEY is required in production (32 random bytes in base64)',
    )
  })

  it('takes cheap password hashes for test runs, never in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard')
    expect(loadConfig({ PASSWORD_HASH_COST: 'low' }).passwordHashCost).toBe('low')
    expect(failure({ NODE_ENV: 'production', DATA_KEY: key, PASSWORD_HASH_COST: 'low' })).toBe(
      'Invalid configuration: PASSWORD_HASH_COST must be standard in production',
    )
  })

  it('refuses the SumUp provider without its keys', () => {
    const message = failure({ PAYMENT_PROVIDER: 'sumup', SUMUP_API_KEY: 'sk_test' })
    expect(message).toMatch(/^Invalid configuration: SUMUP_API_KEY and SUMUP_MERCHANT_CODE/)
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'sumup',
        SUMUP_API_KEY: 'sk_test',
        SUMUP_MERCHANT_CODE: 'MC123',
      }).payments,
    ).toMatchObject({ provider: 'sumup', sumupApiKey: 'sk_test', sumupMerchantCode: 'MC123' })
  })

  it('serves metrics only to a METRICS_TOKEN of 16 characters or more', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined()
    expect(loadConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined()
    const token = 'a-metrics-token-0123'
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token)
    expect(failure({ METRICS_TOKEN: 'short' })).toBe(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters (a long random secret)',
    )
  })

  it('shares state through Redis only with a redis:// URL, under a prefix of its own', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: 'aula:' })
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'scuola:' }),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379/2', redisPrefix: 'scuola:' })
    expect(failure({ REDIS_URL: '127.0.0.1:6379' })).toBe(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    )
    expect(failure({ REDIS_PREFIX: 'a prefix' })).toMatch(/REDIS_PREFIX must be 1-64 letters/)
  })

  it('keeps files in an S3 bucket only when S3_BUCKET names one', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(failure({ STORAGE: 's3' })).toBe(
      'Invalid configuration: S3_BUCKET is required when STORAGE=s3 (the name of an existing bucket)',
    )
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'aula-files' })).toMatchObject({
      storage: 's3',
      s3: { bucket: 'aula-files', region: 'us-east-1', forcePathStyle: false },
    })
    const minio = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'aula',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-south-1',
      S3_ACCESS_KEY_ID: 'aula',
      S3_SECRET_ACCESS_KEY: 'a-secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3
    expect(minio).toEqual({
      bucket: 'aula',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-south-1',
      accessKeyId: 'aula',
      secretAccessKey: 'a-secret-key',
      forcePathStyle: true,
    })
    expect(failure({ S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /^Invalid configuration: S3_FORCE_PATH_STYLE/,
    )
    expect(failure({ S3_ENDPOINT: 'minio:9000' })).toBe(
      'Invalid configuration: S3_ENDPOINT must be an http:// or https:// URL (leave it unset for AWS)',
    )
    expect(failure({ STORAGE: 's3', S3_BUCKET: 'aula', S3_ACCESS_KEY_ID: 'aula' })).toBe(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    )
  })

  it('refuses an admin e-mail without its password', () => {
    expect(failure({ ADMIN_EMAIL: 'capo@scuola.example' })).toMatch(
      /^Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    )
  })

  it('names every bad setting on the same line', () => {
    const message = failure({ PORT: 'abc', SMTP_URL: 'mail.example' })
    expect(message).not.toContain('\n')
    expect(message).toContain('PORT')
    expect(message).toContain('SMTP_URL')
  })
})
