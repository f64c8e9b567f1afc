import { describe, expect, it } from 'vitest'
import { buildTestApp, engine } from '#test/helper.ts'
import { planOf, statementOf } from '#test/query-plan.ts'
import { listDocuments } from './profile.repository.ts'

/*
 * The admin's review list (waiting documents first, then newest first) is read one page at
 * a time from an index in its order (migration 0012), on both engines: however many
 * documents there are, a page never sorts them all.
 */

const t = await buildTestApp()
const { db } = t.deps

describe(`the review list's order (${engine})`, () => {
  it("reads a page of the admin's review list from the index in its order", async () => {
    const statement = await statementOf(db, (db) => listDocuments(db, { offset: 0, limit: 20 }))
    const plan = await planOf(db, statement)
    expect(plan).toContain('identity_document_review_idx')
    expect(plan).not.toMatch(/TEMP B-TREE|Sort Key/i)
  })
})
