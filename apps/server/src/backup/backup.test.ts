import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { pino } from 'pino'
import * as tar from 'tar'
import { afterAll, describe, expect, it } from 'vitest'
import { AdminPaths } from '@aula/contract/admin'
import { ContactPaths } from '@aula/contract/contact'
import { CoursePaths } from '@aula/contract/courses'
import { ProfilePaths } from '@aula/contract/profile'
import { buildApp } from '#src/app.ts'
import { loadConfig, type Config } from '#src/config.ts'
import { closeServices, openServices, openStorage } from '#src/services.ts'
import { insertCourseRow } from '#test/courses.ts'
import { goodContact } from '#test/fixtures/contact.ts'
import { GOOD_CF, GOOD_IBAN, documentSamples, uploadDocumentOk } from '#test/fixtures/profile.ts'
import { bearer, buildTestApp, engine, loginAs, uniqueIp } from '#test/helper.ts'
import { createTestBucket, storageUnderTest } from '#test/s3.ts'
import type { Storage } from '#src/lib/storage.ts'
import { createBackup } from './backup.ts'
import { restoreBackup } from './restore.ts'

const silent = pino({ level: 'silent' })
const t = await buildTestApp()
const dataKey = t.deps.dataKey.toString('base64')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-backup-test-'))
const adminUrl = process.env.TEST_DATABASE_URL
const databases: string[] = []

afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true })
  if (engine === 'postgres' && databases.length) {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    for (const name of databases) await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
})

/**
 * Where a restore goes: an empty DATA_DIR (or a new bucket, with TEST_STORAGE=s3) and, on
 * PostgreSQL, a new empty database of its own (the archive holds the test app's schema,
 * which the restore creates there).
 */
async function emptyTarget(key = dataKey): Promise<Config> {
  const dataDir = fs.mkdtempSync(path.join(work, 'target-'))
  const config: Config = { ...t.config, dataDir, dataKey: key }
  if (storageUnderTest === 's3') config.s3 = loadConfig((await createTestBucket()).env).s3
  if (engine === 'sqlite') {
    config.database = { engine: 'sqlite', file: path.join(dataDir, 'aula.db') }
    return config
  }
  if (t.config.database.engine !== 'postgres' || !adminUrl) throw new Error('no PostgreSQL')
  const name = `aula_restore_${crypto.randomBytes(5).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  databases.push(name)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  config.database = { engine: 'postgres', url: url.toString(), schema: t.config.database.schema }
  return config
}

/** The configured storage, as the commands open it, for the time of `work`. */
async function withStorage<T>(config: Config, work: (storage: Storage) => Promise<T>) {
  const storage = await openStorage(config)
  try {
    return await work(storage)
  } finally {
    storage.close?.()
  }
}

/** Every stored key with its bytes. */
function storedFiles(config: Config): Promise<Map<string, Buffer>> {
  return withStorage(config, async (storage) => {
    const files = new Map<string, Buffer>()
    for (const key of await storage.list()) files.set(key, await storage.get(key))
    return files
  })
}

const restore = (config: Config, archive: string) =>
  withStorage(config, (storage) => restoreBackup({ config, storage }, archive))

/** Whether the target is still as it was: no database, no file. */
async function untouched(config: Config): Promise<void> {
  expect(await storedFiles(config)).toEqual(new Map())
  if (config.database.engine === 'sqlite') expect(fs.existsSync(config.database.file)).toBe(false)
  else {
    const client = new pg.Client({ connectionString: config.database.url })
    await client.connect()
    const { rows } = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema = $1`,
      [config.database.schema],
    )
    await client.end()
    expect(rows[0].n).toBe(0)
  }
}

// Some of everything: courses, a member with sealed personal data and identity document
// files, an admin with a message in the inbox.
await insertCourseRow(t, { title: 'Corso di pizza napoletana', price: 25000 })
await insertCourseRow(t, { title: 'Corso di pasta fresca', price: 18000 })
const member = await loginAs(t)
for (const [url, payload] of [
  [ProfilePaths.iban, { iban: GOOD_IBAN }],
  [ProfilePaths.cf, { CF: GOOD_CF }],
] as const) {
  const res = await t.app.inject({ method: 'PUT', url, headers: bearer(member.token), payload })
  expect(res.statusCode, res.body).toBe(200)
}
const samples = await documentSamples()
const documentId = await uploadDocumentOk(t, member, samples)
const admin = await loginAs(t, 'admin')
const contact = await t.app.inject({
  method: 'POST',
  url: ContactPaths.contact,
  remoteAddress: uniqueIp(),
  payload: goodContact(),
})
expect(contact.statusCode, contact.body).toBeLessThan(300)

/** What a visitor, the member and the admin see: the same after a restore. */
const views = [
  { url: CoursePaths.courses },
  { url: ProfilePaths.user, headers: bearer(member.token) },
  { url: ProfilePaths.documentFile(documentId, 'front'), headers: bearer(member.token) },
  { url: AdminPaths.inbox, headers: bearer(admin.token) },
]

async function answers(app: typeof t.app) {
  const out = []
  for (const view of views) {
    const res = await app.inject({ method: 'GET', ...view })
    out.push({ url: view.url, status: res.statusCode, body: res.rawPayload.toString('base64') })
  }
  return out
}

const before = await answers(t.app)
// Made while the app is open, as on a running server.
const backup = await createBackup(t.deps, path.join(work, 'backups'))

describe('backup and restore', () => {
  it('writes one archive with the database, every file and a manifest of checksums', async () => {
    expect(path.basename(backup.file)).toMatch(/^aula-backup-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/)
    expect(fs.readdirSync(path.dirname(backup.file))).toEqual([path.basename(backup.file)])
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600)
    const { manifest } = backup
    expect(manifest).toMatchObject({ format: 1, engine, migration: expect.any(String) })
    const source = await storedFiles(t.config)
    expect(source.size).toBeGreaterThanOrEqual(2)
    const paths = manifest.entries.map((entry) => entry.path)
    for (const [key, bytes] of source) {
      const entry = manifest.entries.find((e) => e.path === `files/${key}`)
      expect(entry).toEqual({
        path: `files/${key}`,
        size: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      })
    }
    expect(paths).toContain(engine === 'sqlite' ? 'database/aula.db' : 'database/aula.pgdump')
    // The data key is never in the archive: only its fingerprint, which does not reveal it.
    const listed: string[] = []
    await tar.list({ file: backup.file, onReadEntry: (entry) => void listed.push(entry.path) })
    expect(listed.some((p) => p.includes('data.key'))).toBe(false)
    expect(JSON.stringify(manifest)).not.toContain(dataKey)
  })

  it('restores into an empty target: the same answers and the same file bytes', async () => {
    const target = await emptyTarget()
    const restored = await restore(target, backup.file)
    expect(restored.files).toBe(backup.manifest.entries.length - 1)
    expect(await storedFiles(target)).toEqual(await storedFiles(t.config))
    const deps = await openServices(target, silent)
    const app = await buildApp(deps, { loggerInstance: silent })
    try {
      expect(await answers(app)).toEqual(before)
      expect(before.every((answer) => answer.status === 200)).toBe(true)
    } finally {
      await app.close()
      await closeServices(deps)
    }

    // Restoring again over it is refused: the target is no longer empty.
    await expect(restore(target, backup.file)).rejects.toThrow(/not empty/)
  })

  it('refuses an archive altered after it was written, and changes nothing', async () => {
    const unpacked = fs.mkdtempSync(path.join(work, 'tamper-'))
    await tar.extract({ file: backup.file, cwd: unpacked })
    const key = [...(await storedFiles(t.config)).keys()][0]!
    const victim = path.join(unpacked, 'files', ...key.split('/'))
    const bytes = fs.readFileSync(victim)
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 1
    fs.writeFileSync(victim, bytes)
    const tampered = path.join(work, 'tampered.tar.gz')
    await tar.create({ gzip: true, cwd: unpacked, file: tampered }, fs.readdirSync(unpacked))

    const target = await emptyTarget()
    await expect(restore(target, tampered)).rejects.toThrow(
      `damaged or was altered: files/${key} does not match its checksum`,
    )
    await untouched(target)

    // A file slipped in that the manifest does not list.
    fs.writeFileSync(
      victim,
      bytes.map((b, i) => (i === bytes.length - 1 ? b ^ 1 : b)),
    )
    fs.writeFileSync(path.join(unpacked, 'files', 'extra.html'), '<script>')
    const added = path.join(work, 'added.tar.gz')
    await tar.create({ gzip: true, cwd: unpacked, file: added }, fs.readdirSync(unpacked))
    await expect(restore(target, added)).rejects.toThrow(
      'damaged or was altered: files/extra.html is not in the manifest',
    )
    await untouched(target)

    fs.writeFileSync(path.join(work, 'not-an-archive.tar.gz'), 'hello')
    await expect(restore(target, path.join(work, 'not-an-archive.tar.gz'))).rejects.toThrow(
      /not a readable backup archive/,
    )
    await untouched(target)
  })

  it('refuses a data key other than the backup’s, naming the one it needs', async () => {
    const target = await emptyTarget(crypto.randomBytes(32).toString('base64'))
    await expect(restore(target, backup.file)).rejects.toThrow(
      `DATA_KEY is not the data key of this backup (its fingerprint starts with`,
    )
    await expect(restore(target, backup.file)).rejects.toThrow(
      `Use the key whose fingerprint starts with ${backup.manifest.dataKeyFingerprint.slice(0, 16)}`,
    )
    await untouched(target)

    const keyless = await emptyTarget()
    keyless.dataKey = undefined
    await expect(restore(keyless, backup.file)).rejects.toThrow(/^No data key is set/)
    await untouched(keyless)
  })

  it('refuses a target that holds files or a database already', async () => {
    const withFile = await emptyTarget()
    await withStorage(withFile, (storage) =>
      storage.put('public/images/old.webp', Buffer.from('old')),
    )
    await expect(restore(withFile, backup.file)).rejects.toThrow(/file storage is not empty/)
    expect([...(await storedFiles(withFile)).keys()]).toEqual(['public/images/old.webp'])

    // The source's own database, which holds everything.
    const withDatabase: Config = { ...(await emptyTarget()), database: t.config.database }
    await expect(restore(withDatabase, backup.file)).rejects.toThrow(
      engine === 'sqlite' ? /already holds a database/ : /database of DATABASE_URL is not empty/,
    )
    expect(await storedFiles(withDatabase)).toEqual(new Map())
  })

  it('refuses a backup of the other database engine', async () => {
    const target = await emptyTarget()
    target.database =
      engine === 'sqlite'
        ? { engine: 'postgres', url: 'postgres://aula@127.0.0.1:1/none' }
        : { engine: 'sqlite', file: path.join(target.dataDir, 'aula.db') }
    await expect(restore(target, backup.file)).rejects.toThrow(
      engine === 'sqlite'
        ? 'This backup holds a SQLite database but Aula is set up for PostgreSQL'
        : 'This backup holds a PostgreSQL database but Aula is set up for SQLite',
    )
    expect(await storedFiles(target)).toEqual(new Map())
  })
})
