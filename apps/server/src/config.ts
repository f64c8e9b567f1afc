import path from 'node:path'
import { z } from 'zod'
import type { S3Settings } from './lib/storage-s3.ts'

/**
 * Every setting (README "Configuration"), parsed once at boot. A bad value stops the start with one
 * clear line (see formatConfigError), never with a stack trace.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optionalString = z.preprocess(emptyToUndefined, z.string().optional())

const ConfigSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    // Processes serving the site on this machine, sharing its port (src/cluster.ts).
    WORKERS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^([1-9]|[1-5]\d|6[0-4])$/, 'must be a whole number of processes from 1 to 64')
        .default('1'),
    ),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
        .optional(),
    ),
    SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'none']).optional()),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).max(128).optional()),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['demo', 'sumup']).default('demo')),
    SUMUP_API_KEY: optionalString,
    SUMUP_MERCHANT_CODE: optionalString,
    SUMUP_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.sumup.com')),
    STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// URL (leave it unset for AWS)')
        .optional(),
    ),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    // Keys and channels of this site in Redis, so several sites can share one server.
    REDIS_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
        .default('aula:'),
    ),
    // A bearer secret: long enough that it cannot be guessed (docs/decisions/023-operations-endpoints.md).
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters (a long random secret)').optional(),
    ),
    DATA_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes encoded in base64')
        .optional(),
    ),
    AFFILIATE_HOLD_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(365).default(30),
    ),
    RATE_LIMIT_MULTIPLIER: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(1).max(10000).default(1),
    ),
    // "low" makes each password hash cost ~1 ms instead of ~40 ms: for test runs that create
    // and log in thousands of accounts, never for real ones (refused in production).
    PASSWORD_HASH_COST: z.preprocess(
      emptyToUndefined,
      z.enum(['standard', 'low']).default('standard'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(80).default('Aula')),
    WHATSAPP_NUMBER: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\+?[0-9 ]{6,20}$/, 'must be a phone number such as +39 333 1234567')
        .default('+39 333 1234567'),
    ),
    CONTACT_PHONE: z.preprocess(emptyToUndefined, z.string().max(40).default('+39 06 1234 5678')),
    CONTACT_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.string().max(200).default('Via dei Forni 12, 00185 Roma (RM), Italia'),
    ),
    WEB_DIST: optionalString,
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(false|true|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/,
          'must be false, true, a number of proxy hops, or a list of proxy addresses',
        )
        .default('false'),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.DATA_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_KEY'],
        message: 'is required in production (32 random bytes in base64)',
      })
    }
    if (c.NODE_ENV === 'production' && c.PASSWORD_HASH_COST === 'low') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'must be standard in production',
      })
    }
    if (c.PAYMENT_PROVIDER === 'sumup' && (!c.SUMUP_API_KEY || !c.SUMUP_MERCHANT_CODE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUMUP_API_KEY'],
        message: 'and SUMUP_MERCHANT_CODE are required when PAYMENT_PROVIDER=sumup',
      })
    }
    if (c.STORAGE === 's3' && !c.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when STORAGE=s3 (the name of an existing bucket)',
      })
    }
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'and S3_SECRET_ACCESS_KEY must be set together',
      })
    }
    if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'and ADMIN_PASSWORD must be set together',
      })
    }
  })

export type RawConfig = z.infer<typeof ConfigSchema>

export interface Config {
  env: RawConfig['NODE_ENV']
  port: number
  host: string
  publicUrl: string
  /** Processes serving the port on this machine; 1 is one process and no cluster. */
  workers: number
  dataDir: string
  database:
    { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema?: string }
  seed: 'demo' | 'none'
  admin?: { email: string; password: string }
  smtpUrl?: string
  mailFrom: string
  contactEmail: string
  payments: {
    provider: 'demo' | 'sumup'
    sumupApiKey?: string
    sumupMerchantCode?: string
    sumupApiUrl: string
  }
  storage: 'local' | 's3'
  /** The bucket, when storage is s3 (lib/storage-s3.ts). */
  s3?: S3Settings
  /** Redis shared by every process (lib/redis.ts), and the prefix of this site's keys. */
  redisUrl?: string
  redisPrefix: string
  /** The bearer token `GET /metrics` answers to; without it, /metrics is not there. */
  metricsToken?: string
  dataKey?: string
  affiliateHoldDays: number
  rateLimitMultiplier: number
  logLevel: RawConfig['LOG_LEVEL']
  passwordHashCost: RawConfig['PASSWORD_HASH_COST']
  site: {
    name: string
    whatsappNumber: string
    contactPhone: string
    contactAddress: string
  }
  webDist?: string
  /** Whose X-Forwarded-For to believe: never the client's own (rate limits key on the IP). */
  trustProxy: boolean | number | string[]
}

export class ConfigError extends Error {}

/** One line per problem, joined: "Invalid configuration: PORT: expected a number". */
export function formatConfigError(error: z.ZodError): string {
  const parts = error.issues.map((i) => `${i.path.join('.') || 'config'} ${i.message}`)
  return `Invalid configuration: ${parts.join('; ')}`
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error))
  const c = parsed.data
  const dataDir = path.resolve(c.DATA_DIR)
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '')
  const hostname = new URL(publicUrl).hostname
  // A local address makes no mail domain: local runs use aula.local instead.
  const host =
    hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')
      ? 'aula.local'
      : hostname
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    workers: Number(c.WORKERS),
    publicUrl,
    dataDir,
    database: c.DATABASE_URL
      ? { engine: 'postgres', url: c.DATABASE_URL }
      : { engine: 'sqlite', file: path.join(dataDir, 'aula.db') },
    seed: c.SEED ?? (c.NODE_ENV === 'production' ? 'none' : 'demo'),
    admin:
      c.ADMIN_EMAIL && c.ADMIN_PASSWORD
        ? { email: c.ADMIN_EMAIL.toLowerCase(), password: c.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM ?? `${c.SITE_NAME} <no-reply@${host}>`,
    contactEmail: c.CONTACT_EMAIL ?? `info@${host}`,
    payments: {
      provider: c.PAYMENT_PROVIDER,
      sumupApiKey: c.SUMUP_API_KEY,
      sumupMerchantCode: c.SUMUP_MERCHANT_CODE,
      sumupApiUrl: c.SUMUP_API_URL.replace(/\/+$/, ''),
    },
    storage: c.STORAGE,
    s3:
      c.STORAGE === 's3' && c.S3_BUCKET
        ? {
            bucket: c.S3_BUCKET,
            region: c.S3_REGION,
            endpoint: c.S3_ENDPOINT,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
            forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    redisUrl: c.REDIS_URL,
    redisPrefix: c.REDIS_PREFIX,
    metricsToken: c.METRICS_TOKEN,
    dataKey: c.DATA_KEY,
    affiliateHoldDays: c.AFFILIATE_HOLD_DAYS,
    rateLimitMultiplier: c.RATE_LIMIT_MULTIPLIER,
    logLevel: c.LOG_LEVEL,
    passwordHashCost: c.PASSWORD_HASH_COST,
    site: {
      name: c.SITE_NAME,
      whatsappNumber: c.WHATSAPP_NUMBER,
      contactPhone: c.CONTACT_PHONE,
      contactAddress: c.CONTACT_ADDRESS,
    },
    webDist: c.WEB_DIST,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
  }
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}
