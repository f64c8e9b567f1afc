import { describe, expect, it } from 'vitest'
import { buildTestApp, engine } from '#test/helper.ts'
import { planOf, statementOf } from '#test/query-plan.ts'
import { listWithdrawalsOfUser } from './affiliate.repository.ts'

/*
 * A member's withdrawal requests (newest first) are read one page at a time from an index
 * of their own requests in that order (migration 0012), on both engines: a member's list
 * and its count never read everyone's requests, and a page never sorts them all (only the
 * page's own requests are put in order as the database writes them out).
 */

const t = await buildTestApp()
const { db } = t.deps

const pageStatement = () =>
  statementOf(db, (db) => listWithdrawalsOfUser(db, 1, { offset: 0, limit: 20 }))

describe(`a member's requests (${engine})`, () => {
  it('reads a page of them from the index of their own, newest first', async () => {
    const plan = await planOf(db, await pageStatement())
    expect(plan).toContain('withdrawal_user_requested_idx')
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/i)
  })

  it('counts them from the same index, in the same statement', async () => {
    const plan = await planOf(db, await pageStatement())
    expect(plan.match(/withdrawal_user_requested_idx/g)).toHaveLength(2)
    expect(plan).not.toMatch(/SCAN withdrawal\b|Seq Scan on withdrawal/)
  })
})
