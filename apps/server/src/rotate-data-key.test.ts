import crypto from 'node:crypto'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { ProfilePaths } from '@aula/contract/profile'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { buildApp } from './app.ts'
import {
  GOOD_CF,
  GOOD_IBAN,
  docFile,
  documentSamples,
  storedInClear,
  uploadDocument,
} from '#test/fixtures/profile.ts'
import { AppSetting, readAppSetting } from './db/app-settings.ts'
import { dataKeyFingerprint } from './lib/data-key.ts'
import { rotateDataKey } from './rotate-data-key.ts'
import { closeServices, openServices } from './services.ts'

const t = await buildTestApp()
const { db } = t.deps
const silent = pino({ level: 'silent' })
const samples = await documentSamples()
/** The database's key as the tests go on. */
let current = t.deps.dataKey

describe('rotating the data key', () => {
  it('seals IBAN, CF and identity documents with the new key, which alone opens them after', async () => {
    const anna = await loginAs(t)
    for (const [url, payload] of [
      [ProfilePaths.iban, { iban: GOOD_IBAN }],
      [ProfilePaths.cf, { CF: GOOD_CF }],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url, headers: bearer(anna.token), payload })
      expect(res.statusCode, res.body).toBe(200)
    }
    const upload = await uploadDocument(
      t,
      anna,
      [
        docFile(samples.png, 'fronte.png', 'image/png'),
        docFile(samples.pdf, 'retro.pdf', 'application/pdf'),
      ],
      { email: anna.email, name: 'Carta di identità' },
    )
    expect(upload.statusCode, upload.body).toBe(200)
    const doc = await db
      .selectFrom('identity_document')
      .select('id')
      .where('user_id', '=', anna.id)
      .executeTakeFirstOrThrow()

    const oldKey = t.deps.dataKey
    const newKey = crypto.randomBytes(32)
    expect(await rotateDataKey(t.deps, oldKey, newKey)).toEqual({
      values: 2,
      files: 2,
      unreadable: 0,
    })
    // Run again (as after an interruption): nothing left to do.
    expect(await rotateDataKey(t.deps, oldKey, newKey)).toEqual({
      values: 0,
      files: 0,
      unreadable: 0,
    })
    expect(storedInClear(t, GOOD_IBAN)).toBe(false)
    expect(storedInClear(t, samples.marker)).toBe(false)

    // The server on the new key shows everything as before.
    const deps = await openServices({ ...t.config, dataKey: newKey.toString('base64') }, silent)
    const app = await buildApp(deps, { loggerInstance: silent })
    try {
      const profile = await app.inject({
        method: 'GET',
        url: ProfilePaths.user,
        headers: bearer(anna.token),
      })
      expect(profile.json().user).toMatchObject({ iban: GOOD_IBAN, CF: GOOD_CF })
      const back = await app.inject({
        method: 'GET',
        url: `/api/document-file/${doc.id}/back`,
        headers: bearer(anna.token),
      })
      expect(back.statusCode).toBe(200)
      expect(back.rawPayload.equals(samples.pdf)).toBe(true)
    } finally {
      await app.close()
      await closeServices(deps)
    }

    current = newKey
    // The old key (still in DATA_DIR/data.key here) no longer starts the server.
    await expect(openServices(t.config, silent)).rejects.toThrow(
      /data\.key is not the key this database was encrypted with/,
    )
  })

  it('refuses a current key that is not the database key, and changes nothing', async () => {
    const before = await db.selectFrom('app_user').select(['id', 'iban_enc', 'cf_enc']).execute()
    await expect(
      rotateDataKey(t.deps, crypto.randomBytes(32), crypto.randomBytes(32)),
    ).rejects.toThrow(/not the key this database was encrypted with: nothing was rotated/)
    expect(await db.selectFrom('app_user').select(['id', 'iban_enc', 'cf_enc']).execute()).toEqual(
      before,
    )
  })

  it('keeps the server from starting until an interrupted rotation is finished', async () => {
    const next = crypto.randomBytes(32)
    // What the first step of a rotation leaves behind when the process dies after it.
    await db
      .insertInto('app_setting')
      .values({
        name: AppSetting.dataKeyRotation,
        value: dataKeyFingerprint(next),
        updated_at: new Date().toISOString(),
      })
      .execute()
    const onCurrent = { ...t.config, dataKey: current.toString('base64') }
    await expect(openServices(onCurrent, silent)).rejects.toThrow(
      /^A data key rotation was interrupted: run npm run rotate-data-key again/,
    )
    await expect(rotateDataKey(t.deps, current, crypto.randomBytes(32))).rejects.toThrow(
      /^A rotation to another data key was interrupted/,
    )
    expect(await rotateDataKey(t.deps, current, next)).toEqual({
      values: 2,
      files: 2,
      unreadable: 0,
    })
    const deps = await openServices({ ...t.config, dataKey: next.toString('base64') }, silent)
    await closeServices(deps)
    expect(await readAppSetting(db, AppSetting.dataKeyRotation)).toBeUndefined()
  })
})
