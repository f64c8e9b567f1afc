import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import net from 'node:net'
import path from 'node:path'
import { pino } from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, loginAs } from '#test/helper.ts'
import { AppSetting, readAppSetting } from './db/app-settings.ts'
import { dataKeyFingerprint, encryptText } from './lib/data-key.ts'
import { StartupError } from './lib/startup-errors.ts'
import { closeServices, openServices } from './services.ts'
import type { Config } from './config.ts'

const t = await buildTestApp()
const { db } = t.deps
const silent = pino({ level: 'silent' })

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})
/** Another DATA_DIR for the same database (the SQLite file stays where it is). */
function elsewhere(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-key-'))
  dirs.push(dir)
  return dir
}
const otherKey = () => crypto.randomBytes(32).toString('base64')

/** What a refused start could have written: the settings and the accounts. */
async function snapshot() {
  const settings = await db.selectFrom('app_setting').selectAll().orderBy('name').execute()
  const users = await db.selectFrom('app_user').selectAll().orderBy('id').execute()
  return { settings, users }
}

async function startWith(config: Config) {
  const deps = await openServices(config, silent)
  await closeServices(deps)
  return deps.dataKey
}

describe('the data key fingerprint', () => {
  it('is recorded at the first start, and never the key itself', async () => {
    const stored = await readAppSetting(db, AppSetting.dataKeyFingerprint)
    expect(stored).toBe(dataKeyFingerprint(t.deps.dataKey))
    const all = JSON.stringify(await db.selectFrom('app_setting').selectAll().execute())
    expect(all).not.toContain(t.deps.dataKey.toString('base64'))
    expect(all).not.toContain(t.deps.dataKey.toString('hex'))
  })

  it('refuses another DATA_KEY in one line and writes nothing', async () => {
    const before = await snapshot()
    const refused = openServices({ ...t.config, dataKey: otherKey() }, silent)
    await expect(refused).rejects.toThrow(StartupError)
    await expect(refused).rejects.toThrow(
      /^DATA_KEY is not the key this database was encrypted with: set DATA_KEY back/,
    )
    expect(await snapshot()).toEqual(before)
  })

  it('refuses another data.key, and a missing one without creating a new file', async () => {
    const before = await snapshot()
    const wrongFile = elsewhere()
    fs.writeFileSync(path.join(wrongFile, 'data.key'), otherKey() + '\n')
    await expect(openServices({ ...t.config, dataDir: wrongFile }, silent)).rejects.toThrow(
      /data\.key is not the key this database was encrypted with: put the original data\.key back/,
    )
    const empty = elsewhere()
    await expect(openServices({ ...t.config, dataDir: empty }, silent)).rejects.toThrow(
      /^This database was encrypted with a data key that is missing: set DATA_KEY, or put the original data\.key in /,
    )
    expect(fs.readdirSync(empty)).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('accepts its own key given as DATA_KEY, and the app still reads what it sealed', async () => {
    const own = t.deps.dataKey.toString('base64')
    expect((await startWith({ ...t.config, dataKey: own })).equals(t.deps.dataKey)).toBe(true)
    const user = await loginAs(t)
    const sealed = encryptText(t.deps.dataKey, 'RSSMRA80A01H501U')
    await db.updateTable('app_user').set({ cf_enc: sealed }).where('id', '=', user.id).execute()
    expect((await startWith(t.config)).equals(t.deps.dataKey)).toBe(true)
  })

  it('on a database from before fingerprints, refuses a key that cannot open its data', async () => {
    // What a database looked like before the fingerprint existed: sealed data, no record.
    await db.deleteFrom('app_setting').where('name', '=', AppSetting.dataKeyFingerprint).execute()
    expect(
      await db.selectFrom('app_user').select('id').where('cf_enc', 'is not', null).execute(),
    ).toHaveLength(1)
    await expect(openServices({ ...t.config, dataKey: otherKey() }, silent)).rejects.toThrow(
      /^DATA_KEY is not the key this database was encrypted with/,
    )
    expect(await readAppSetting(db, AppSetting.dataKeyFingerprint)).toBeUndefined()
    // The right key starts and is remembered from now on.
    await startWith(t.config)
    expect(await readAppSetting(db, AppSetting.dataKeyFingerprint)).toBe(
      dataKeyFingerprint(t.deps.dataKey),
    )
  })
})

describe('Redis at start', () => {
  it('stops the start in one line naming the address when Redis does not answer', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer()
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    const config: Config = { ...t.config, redisUrl: `redis://127.0.0.1:${closed}` }
    const started = Date.now()
    const refused = await openServices(config, silent).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(StartupError)
    expect((refused as Error).message).toMatch(
      new RegExp(`^Redis does not answer at 127\\.0\\.0\\.1:${closed} \\(REDIS_URL\\)`),
    )
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})
