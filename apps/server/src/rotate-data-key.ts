import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import { AppSetting, readAppSetting } from './db/app-settings.ts'
import { connectDatabase, type Db } from './db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { migrateToLatest } from './db/migrate.ts'
import { openFile, sealFile } from './features/profile/document-files.ts'
import { dataKeyFingerprint, decryptText, encryptText, loadDataKey } from './lib/data-key.ts'
import { StartupError } from './lib/startup-errors.ts'
import type { Storage } from './lib/storage.ts'
import { openStorage } from './services.ts'

export interface Rotation {
  /** IBANs and codici fiscali sealed again with the new key. */
  values: number
  /** Identity document files sealed again with the new key. */
  files: number
  /** What neither key opens (already unreadable before): left as it is. */
  unreadable: number
}

type Opened<T> = { key: 'new' } | { key: 'old'; plain: T } | { key: 'none' }

function tryOpen<S, T>(
  open: (key: Buffer, sealed: S) => T,
  sealed: S,
  oldKey: Buffer,
  newKey: Buffer,
): Opened<T> {
  try {
    open(newKey, sealed)
    return { key: 'new' }
  } catch {
    // not the new key yet
  }
  try {
    return { key: 'old', plain: open(oldKey, sealed) }
  } catch {
    return { key: 'none' }
  }
}

/**
 * Stops a rotation before anything changes when the database records the fingerprint of a
 * key that is neither the old nor the new one. `oldKeyName` says where the old key came
 * from, for the message.
 */
async function refuseForeignKey(db: Db, oldKey: Buffer, newKey: Buffer, oldKeyName: string) {
  const known = await readAppSetting(db, AppSetting.dataKeyFingerprint)
  if (
    known !== undefined &&
    known !== dataKeyFingerprint(oldKey) &&
    known !== dataKeyFingerprint(newKey)
  ) {
    throw new StartupError(
      `${oldKeyName} is not the key this database was encrypted with: nothing was rotated`,
    )
  }
}

/**
 * Seals every IBAN, codice fiscale (a member's, and the one a receipt froze) and identity
 * document again with the new key, then records the new key's fingerprint. Safe to run
 * again after an interruption: what the new key opens already is left alone. The server
 * must be stopped meanwhile.
 */
export async function rotateDataKey(
  deps: { db: Db; storage: Storage },
  oldKey: Buffer,
  newKey: Buffer,
): Promise<Rotation> {
  const { db, storage } = deps
  await refuseForeignKey(db, oldKey, newKey, 'The current data key')
  // Until the last step the server refuses to start: some files may be sealed anew already.
  const pending = await readAppSetting(db, AppSetting.dataKeyRotation)
  if (pending !== undefined && pending !== dataKeyFingerprint(newKey)) {
    throw new StartupError(
      'A rotation to another data key was interrupted: finish it with that key (the same NEW_DATA_KEY, or data.key.new)',
    )
  }
  if (pending === undefined) {
    await db
      .insertInto('app_setting')
      .values({
        name: AppSetting.dataKeyRotation,
        value: dataKeyFingerprint(newKey),
        updated_at: now(),
      })
      .execute()
  }
  const done: Rotation = { values: 0, files: 0, unreadable: 0 }

  // Files first, each replaced atomically; the database follows in one transaction.
  const assets = await db
    .selectFrom('asset')
    .select(['id', 'storage_key'])
    .where('encrypted', '=', 1)
    .orderBy('id')
    .execute()
  for (const asset of assets) {
    let sealed: Buffer
    try {
      sealed = await storage.get(asset.storage_key)
    } catch {
      done.unreadable += 1
      continue
    }
    const opened = tryOpen(openFile, sealed, oldKey, newKey)
    if (opened.key === 'old') {
      await storage.put(asset.storage_key, sealFile(newKey, opened.plain))
      done.files += 1
    } else if (opened.key === 'none') done.unreadable += 1
  }

  await db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom('app_user')
      .select(['id', 'iban_enc', 'cf_enc'])
      .where((eb) => eb.or([eb('iban_enc', 'is not', null), eb('cf_enc', 'is not', null)]))
      .orderBy('id')
      .execute()
    for (const user of users) {
      const changes: { iban_enc?: string; cf_enc?: string } = {}
      for (const column of ['iban_enc', 'cf_enc'] as const) {
        const sealed = user[column]
        if (!sealed) continue
        const opened = tryOpen(decryptText, sealed, oldKey, newKey)
        if (opened.key === 'old') {
          changes[column] = encryptText(newKey, opened.plain)
          done.values += 1
        } else if (opened.key === 'none') done.unreadable += 1
      }
      if (Object.keys(changes).length) {
        await trx.updateTable('app_user').set(changes).where('id', '=', user.id).execute()
      }
    }
    // The codice fiscale a receipt froze when it was issued (docs/product.md#receipts).
    const receipts = await trx
      .selectFrom('receipt')
      .select(['id', 'buyer_tax_code_enc'])
      .where('buyer_tax_code_enc', 'is not', null)
      .orderBy('id')
      .execute()
    for (const receipt of receipts) {
      const opened = tryOpen(decryptText, receipt.buyer_tax_code_enc!, oldKey, newKey)
      if (opened.key === 'old') {
        await trx
          .updateTable('receipt')
          .set({ buyer_tax_code_enc: encryptText(newKey, opened.plain) })
          .where('id', '=', receipt.id)
          .execute()
        done.values += 1
      } else if (opened.key === 'none') done.unreadable += 1
    }
    const at = now()
    await trx
      .insertInto('app_setting')
      .values({
        name: AppSetting.dataKeyFingerprint,
        value: dataKeyFingerprint(newKey),
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ value: dataKeyFingerprint(newKey), updated_at: at }),
      )
      .execute()
    await trx.deleteFrom('app_setting').where('name', '=', AppSetting.dataKeyRotation).execute()
  })
  return done
}

function parseKey(value: string, name: string): Buffer {
  const key = Buffer.from(value, 'base64')
  if (key.length !== 32) {
    throw new StartupError(`${name} must be 32 bytes encoded in base64 (openssl rand -base64 32)`)
  }
  return key
}

/**
 * `npm run rotate-data-key`. With data.key in DATA_DIR a new key is generated (or taken from
 * NEW_DATA_KEY), the data is sealed again and the files are swapped: data.key holds the new
 * key and data.key.old-<date> the old one. With DATA_KEY set, NEW_DATA_KEY is required and
 * DATA_KEY must be changed to it afterwards. Answers what to tell the operator.
 */
export async function runRotateDataKey(config: Config, log: FastifyBaseLogger): Promise<string[]> {
  const file = path.join(config.dataDir, 'data.key')
  const pending = `${file}.new`
  const given = process.env.NEW_DATA_KEY?.trim()
  let oldKey: Buffer
  let newKey: Buffer
  let savePending = false
  if (config.dataKey) {
    if (!given) {
      throw new StartupError(
        'DATA_KEY is set, so the new key cannot be written for you: set NEW_DATA_KEY to a new key (openssl rand -base64 32) and run again',
      )
    }
    oldKey = Buffer.from(config.dataKey, 'base64')
    newKey = parseKey(given, 'NEW_DATA_KEY')
  } else {
    const current = loadDataKey(config.dataDir)
    if (current.source === 'new') {
      throw new StartupError(
        `There is no data key to rotate: ${file} does not exist and DATA_KEY is unset`,
      )
    }
    oldKey = current.key
    if (fs.existsSync(pending)) {
      // An interrupted rotation: finish it with the key it started with.
      newKey = parseKey(fs.readFileSync(pending, 'utf8').trim(), pending)
      if (given && !parseKey(given, 'NEW_DATA_KEY').equals(newKey)) {
        throw new StartupError(
          `An interrupted rotation to the key in ${pending} must be finished first: run again without NEW_DATA_KEY`,
        )
      }
    } else {
      newKey = given ? parseKey(given, 'NEW_DATA_KEY') : crypto.randomBytes(32)
      savePending = true
    }
  }
  if (oldKey.equals(newKey)) {
    throw new StartupError('The new data key is the current one: nothing to rotate')
  }

  const db = connectDatabase(config.database)
  let rotation: Rotation
  try {
    await refuseForeignKey(db, oldKey, newKey, config.dataKey ? 'DATA_KEY' : file)
    await migrateToLatest(
      db,
      config.database.engine === 'postgres' ? config.database.schema : undefined,
    )
    // Written before any data changes, so an interruption can finish with the same key.
    if (savePending) {
      fs.writeFileSync(pending, newKey.toString('base64') + '\n', { mode: 0o600, flag: 'wx' })
    }
    const storage = await openStorage(config)
    try {
      rotation = await rotateDataKey({ db, storage }, oldKey, newKey)
    } finally {
      storage.close?.()
    }
  } finally {
    await db.destroy()
  }
  log.info({ ...rotation }, 'data key rotated')

  const summary = `Data key rotated: ${rotation.values} IBAN/CF values and ${rotation.files} identity document files sealed with the new key${
    rotation.unreadable
      ? ` (${rotation.unreadable} were unreadable with either key and left as they were)`
      : ''
  }.`
  if (config.dataKey) {
    return [
      summary,
      'Now set DATA_KEY to the value of NEW_DATA_KEY, remove NEW_DATA_KEY, and start Aula.',
      'Backups made before now still need the old key: keep it with them, and nowhere else.',
    ]
  }
  const backup = `${file}.old-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}`
  fs.renameSync(file, backup)
  fs.renameSync(pending, file)
  return [
    summary,
    `${file} holds the new key; the old one is in ${backup}.`,
    'Backups made before now still need the old key: keep that file with them, then delete it here.',
  ]
}
