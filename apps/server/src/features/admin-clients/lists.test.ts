import { beforeAll, describe, expect, it } from 'vitest'
import { ListMessages } from '@aula/contract/list-query'
import {
  AdminClientPaths,
  AdminDocumentsAnswerSchema,
  AdminDocumentsPageAnswerSchema,
  AdminWithdrawalsAnswerSchema,
  AdminWithdrawalsPageAnswerSchema,
} from '@aula/contract/admin-clients'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { adminWriteHeaders, auditRows } from '#test/admin.ts'
import {
  documentSamples,
  memberWithBalance,
  requestWithdrawal,
  uploadDocumentOk,
} from '#test/fixtures/profile.ts'

/*
 * The admin's client screen lists every withdrawal request and identity document
 * (docs/product.md#withdrawals). Without parameters each answers whole, as it always did;
 * with `page` or `limit` one page in the same order, with the paging facts.
 */

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '30' })
let admin: TestUser
/** Ids of the requests, oldest first, and of those the admin decided. */
const requests: number[] = []
const documents: number[] = []

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })

async function decide(path: string, payload: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: path,
    headers: await adminWriteHeaders(t),
    payload,
  })
  expect(res.statusCode, res.body).toBe(200)
}

beforeAll(async () => {
  admin = await loginAs(t, 'admin')
  const samples = await documentSamples()
  for (let i = 0; i < 5; i++) {
    const member = await memberWithBalance(t, 1000 + i)
    requests.push(await requestWithdrawal(t, member))
    documents.push(await uploadDocumentOk(t, member, samples))
  }
  // Decided ones mix with waiting ones: the order of the list is the server's, not ours.
  await decide(AdminClientPaths.withdraw, { id: requests[1], status: 'Approvato' })
  await decide(AdminClientPaths.withdraw, { id: requests[3], status: 'Rifiutato' })
  await decide(AdminClientPaths.document, { id: documents[0], status: 1 })
  await decide(AdminClientPaths.document, { id: documents[2], status: 0 })
})

describe('the withdrawal requests, page by page', () => {
  it('answers the whole list without parameters, with no paging facts', async () => {
    const res = await get(AdminClientPaths.withdrawals)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(Object.keys(body)).toEqual(['withdrawals'])
    const ids = AdminWithdrawalsAnswerSchema.parse(body).withdrawals.map((w) => w.idWithdraw)
    expect(ids).toEqual([...requests].reverse())
  })

  it('answers one page in the same order, with page, size, total and whether more follow', async () => {
    const whole = AdminWithdrawalsAnswerSchema.parse(
      (await get(AdminClientPaths.withdrawals)).json(),
    ).withdrawals
    const pages = []
    for (const page of [1, 2, 3]) {
      const res = await get(`${AdminClientPaths.withdrawals}?page=${page}&limit=2`)
      expect(res.statusCode, res.body).toBe(200)
      pages.push(AdminWithdrawalsPageAnswerSchema.parse(res.json()))
    }
    expect(pages.map(({ withdrawals: _, ...paging }) => paging)).toEqual([
      { page: 1, pageSize: 2, total: 5, hasMore: true },
      { page: 2, pageSize: 2, total: 5, hasMore: true },
      { page: 3, pageSize: 2, total: 5, hasMore: false },
    ])
    expect(pages.flatMap((p) => p.withdrawals)).toEqual(whole)
    const beyond = AdminWithdrawalsPageAnswerSchema.parse(
      (await get(`${AdminClientPaths.withdrawals}?page=9&limit=2`)).json(),
    )
    expect(beyond).toEqual({ withdrawals: [], page: 9, pageSize: 2, total: 5, hasMore: false })
  })

  it('takes the default size with page alone and the first page with limit alone', async () => {
    const byPage = AdminWithdrawalsPageAnswerSchema.parse(
      (await get(`${AdminClientPaths.withdrawals}?page=1`)).json(),
    )
    expect(byPage).toMatchObject({ page: 1, pageSize: 12, total: 5, hasMore: false })
    expect(byPage.withdrawals).toHaveLength(5)
    const byLimit = AdminWithdrawalsPageAnswerSchema.parse(
      (await get(`${AdminClientPaths.withdrawals}?limit=1`)).json(),
    )
    expect(byLimit.withdrawals.map((w) => w.idWithdraw)).toEqual([requests[4]])
    expect(byLimit).toMatchObject({ page: 1, pageSize: 1, hasMore: true })
  })

  it('reveals, and audits, the payout details of the waiting requests on the page only', async () => {
    const before = await Promise.all(
      requests.map(async (id) => (await auditRows(t, 'withdrawal.payee.view', id)).length),
    )
    // Newest first: page 1 of size 2 holds requests 4 (waiting) and 3 (rejected).
    const page = AdminWithdrawalsPageAnswerSchema.parse(
      (await get(`${AdminClientPaths.withdrawals}?page=1&limit=2`)).json(),
    )
    expect(page.withdrawals.map((w) => [w.idWithdraw, w.payee !== null])).toEqual([
      [requests[4], true],
      [requests[3], false],
    ])
    const after = await Promise.all(
      requests.map(async (id) => (await auditRows(t, 'withdrawal.payee.view', id)).length),
    )
    expect(after.map((n, i) => n - before[i]!)).toEqual([0, 0, 0, 0, 1])
  })

  it.each([
    ['?page=0', ListMessages.page],
    ['?page=abc', ListMessages.page],
    ['?page=10001', ListMessages.page],
    ['?limit=0', ListMessages.limit],
    ['?limit=49', ListMessages.limit],
    ['?page=1&limit=-2', ListMessages.limit],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await get(AdminClientPaths.withdrawals + query)
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(message)
  })

  it('is still the admin’s only', async () => {
    const member = await loginAs(t)
    const res = await t.app.inject({
      method: 'GET',
      url: `${AdminClientPaths.withdrawals}?page=1`,
      headers: bearer(member.token),
    })
    expect(res.statusCode).toBe(403)
    const nobody = await t.app.inject({
      method: 'GET',
      url: `${AdminClientPaths.documents}?page=1`,
    })
    expect(nobody.statusCode).toBe(401)
  })
})

describe('the identity documents, page by page', () => {
  it('answers the whole list without parameters: waiting ones first, then newest first', async () => {
    const res = await get(AdminClientPaths.documents)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(Object.keys(body)).toEqual(['documents'])
    const ids = AdminDocumentsAnswerSchema.parse(body).documents.map((d) => d.idDoc)
    const [d0, d1, d2, d3, d4] = documents
    expect(ids).toEqual([d4, d3, d1, d2, d0])
  })

  it('answers one page in the same order, with the paging facts', async () => {
    const whole = AdminDocumentsAnswerSchema.parse(
      (await get(AdminClientPaths.documents)).json(),
    ).documents
    const first = AdminDocumentsPageAnswerSchema.parse(
      (await get(`${AdminClientPaths.documents}?page=1&limit=3`)).json(),
    )
    const second = AdminDocumentsPageAnswerSchema.parse(
      (await get(`${AdminClientPaths.documents}?page=2&limit=3`)).json(),
    )
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: 5, hasMore: true })
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 5, hasMore: false })
    expect([...first.documents, ...second.documents]).toEqual(whole)
  })

  it('refuses a bad page or size with a 400 that says why', async () => {
    const page = await get(`${AdminClientPaths.documents}?page=-1`)
    expect(page.statusCode).toBe(400)
    expect(page.body).toContain(ListMessages.page)
    const limit = await get(`${AdminClientPaths.documents}?limit=1000`)
    expect(limit.statusCode).toBe(400)
    expect(limit.body).toContain(ListMessages.limit)
  })
})
