import { describe, expect, it } from 'vitest'
import { buildTestApp, engine } from '#test/helper.ts'
import { planOf, statementOf } from '#test/query-plan.ts'
import { countWithdrawalsOfUser, listWithdrawalsOfUser } from './affiliate.repository.ts'

/*
 * A member's withdrawal requests (newest first) are read one page at a time from an index
 * of their own requests in that order (migration 0012), on both engines: a member's list
 * and its count never read everyone's requests, and a page never sorts them all.
 */

const t = await buildTestApp()
const { db } = t.deps

describe(`a member's requests (${engine})`, () => {
  it('reads a page of them from the index of their own, newest first', async () => {
    const statement = await statementOf(db, (db) =>
      listWithdrawalsOfUser(db, 1, { offset: 0, limit: 20 }),
    )
    const plan = await planOf(db, statement)
    expect(plan).toContain('withdrawal_user_requested_idx')
    expect(plan).not.toMatch(/TEMP B-TREE|Sort Key/i)
  })

  it('counts them from the same index', async () => {
    const plan = await planOf(db, await statementOf(db, (db) => countWithdrawalsOfUser(db, 1)))
    expect(plan).toContain('withdrawal_user_requested_idx')
  })
})
