import { beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, loginAs, type TestApp } from '#test/helper.ts'
import type { Db } from './connect.ts'
import { lockRow } from './locks.ts'

/*
 * One row lock on both engines (locks.ts): a second transaction that locks the same row
 * waits for the first to end, then reads what the first wrote.
 */

let t: TestApp
let db: Db

beforeAll(async () => {
  t = await buildTestApp()
  db = t.deps.db
})

const nameOf = async (from: Db, id: number) =>
  (await from.selectFrom('app_user').select('name').where('id', '=', id).executeTakeFirstOrThrow())
    .name

describe('lockRow', () => {
  it('says whether the row exists, and changes nothing in it', async () => {
    // A member with a session: a row that others point at.
    const user = await loginAs(t)
    const read = () =>
      db.selectFrom('app_user').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()
    const before = await read()
    await db.transaction().execute(async (trx) => {
      expect(await lockRow(trx, 'app_user', user.id)).toBe(true)
      expect(await lockRow(trx, 'app_user', -1)).toBe(false)
    })
    expect(await read()).toEqual(before)
  })

  it('makes a second transaction on the same row wait for the first to end', async () => {
    const user = await loginAs(t)
    let second: Promise<string> | undefined
    await db.transaction().execute(async (trx) => {
      await lockRow(trx, 'app_user', user.id)
      // Started while the first holds the row: its read comes after the first's commit.
      second = db.transaction().execute(async (other) => {
        await lockRow(other, 'app_user', user.id)
        return nameOf(other, user.id)
      })
      const before = await nameOf(trx, user.id)
      await trx
        .updateTable('app_user')
        .set({ name: `${before} (renamed)` })
        .where('id', '=', user.id)
        .execute()
    })
    expect(await second).toMatch(/\(renamed\)$/)
  })

  it('refuses to lock outside a transaction', async () => {
    const user = await loginAs(t)
    // @ts-expect-error a lock needs a transaction to hold it
    await expect(lockRow(db, 'app_user', user.id)).rejects.toThrow(/transaction/)
  })
})
