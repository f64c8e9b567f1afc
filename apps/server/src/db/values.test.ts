import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { now } from '#src/lib/clock.ts'
import { buildTestApp, uniqueEmail, type TestApp } from '#test/helper.ts'
import type { Db } from './connect.ts'

/*
 * Values read the same on SQLite and PostgreSQL, as the row types in database.ts say
 * (pg-types.ts): counts, bigints and sums are numbers, booleans are 1 or 0, dates are text.
 */

let t: TestApp
let db: Db

beforeAll(async () => {
  t = await buildTestApp()
  db = t.deps.db
})

async function insertUser(verified: 0 | 1) {
  const at = now()
  const row = await db
    .insertInto('app_user')
    .values({
      email: uniqueEmail('values'),
      name: 'Values',
      password_hash: 'x',
      group: 'user',
      language: 'it',
      verified,
      phone_number: null,
      address: null,
      affiliate_code: `V${Math.random().toString(36).slice(2, 10)}`,
      used_affiliate_code: null,
      referred_by_id: null,
      iban_enc: null,
      cf_enc: null,
      doc_verified: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A stored file of `bytes` bytes: asset.bytes is the one bigint column. */
async function insertAsset(ownerId: number, bytes: number) {
  const id = `values-${Math.random().toString(36).slice(2)}`
  await db
    .insertInto('asset')
    .values({
      id,
      kind: 'file',
      storage_key: `values/${id}`,
      mime: 'application/octet-stream',
      bytes,
      width: null,
      height: null,
      variants: null,
      duration_seconds: 12.5,
      encrypted: 0,
      owner_user_id: ownerId,
      created_at: now(),
    })
    .execute()
  return id
}

describe('values read from the database', () => {
  it('gives a new row id as a number', async () => {
    const id = await insertUser(1)
    expect(typeof id).toBe('number')
    expect(Number.isInteger(id)).toBe(true)
  })

  it('gives a count as a number', async () => {
    const owner = await insertUser(1)
    await insertAsset(owner, 10)
    await insertAsset(owner, 20)
    const row = await db
      .selectFrom('asset')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', owner)
      .executeTakeFirstOrThrow()
    expect(row.n).toBe(2)
  })

  it('gives a bigint column and its sum as exact numbers beyond 32 bits', async () => {
    const owner = await insertUser(1)
    const big = 5_000_000_001
    const id = await insertAsset(owner, big)
    await insertAsset(owner, 4)
    const asset = await db
      .selectFrom('asset')
      .select(['bytes', 'duration_seconds'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(asset).toEqual({ bytes: big, duration_seconds: 12.5 })
    // sum() of a bigint is a numeric on PostgreSQL.
    const total = await db
      .selectFrom('asset')
      .select((eb) => eb.fn.sum<number | null>('bytes').as('total'))
      .where('owner_user_id', '=', owner)
      .executeTakeFirstOrThrow()
    expect(total.total).toBe(big + 4)
  })

  it('gives a sum of integer cents as a number, and null when there is nothing to add', async () => {
    const owner = await insertUser(1)
    await insertAsset(owner, 150)
    await insertAsset(owner, 250)
    // sum() of an integer is an int8 on PostgreSQL.
    const sumOf = (ownerId: number) =>
      db
        .selectFrom('asset')
        .select((eb) => eb.fn.sum<number | null>(sql<number>`cast(bytes as integer)`).as('total'))
        .where('owner_user_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    expect((await sumOf(owner)).total).toBe(400)
    expect((await sumOf(-1)).total).toBeNull()
  })

  it('gives flags and boolean expressions as 1 or 0', async () => {
    const verified = await insertUser(1)
    const unverified = await insertUser(0)
    const read = (id: number) =>
      db
        .selectFrom('app_user')
        .select((eb) => [
          'verified',
          eb
            .exists(
              eb.selectFrom('asset').select('id').whereRef('owner_user_id', '=', 'app_user.id'),
            )
            .as('has_files'),
          sql<0 | 1>`${eb.ref('verified')} = 1`.as('is_verified'),
        ])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    await insertAsset(verified, 1)
    expect(await read(verified)).toEqual({ verified: 1, has_files: 1, is_verified: 1 })
    expect(await read(unverified)).toEqual({ verified: 0, has_files: 0, is_verified: 0 })
  })

  it('gives stored timestamps and dates back as the text that was written', async () => {
    const id = await insertUser(1)
    const row = await db
      .selectFrom('app_user')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })
})
