import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'
import { CheckoutPaths } from '@aula/contract/checkout'
import { ProfilePaths } from '@aula/contract/profile'
import { bearer, loginAs, type TestApp, type TestUser } from '#test/helper.ts'
import { multipart, type UploadFile } from '#test/admin.ts'
import { insertOnlineCourse, referBy } from '#src/features/checkout/checkout.fixtures.ts'

/*
 * Test data of the member area: commissions earned through the real checkout, members made
 * eligible for a payout, and identity document files.
 */

export const GOOD_IBAN = 'IT60X0542811101000000123456'
export const GOOD_CF = 'RSSMRA85T10A562S'

/**
 * A newcomer invited by `referrer` buys a video course through the demo provider, which
 * credits `referrer` the course's affiliate price (in cents). Returns the order id.
 */
export async function earnCommission(
  t: TestApp,
  referrer: TestUser,
  cents: number,
): Promise<number> {
  const buyer = await loginAs(t)
  await referBy(t, buyer, referrer)
  const course = await insertOnlineCourse(t, { price: cents * 4, affiliate: cents })
  const created = await t.app.inject({
    method: 'POST',
    url: CheckoutPaths.create,
    headers: bearer(buyer.token),
    payload: { title: course.title, type: 'online' },
  })
  expect(created.statusCode, created.body).toBe(200)
  const id = created.json().id as string
  const paid = await t.app.inject({
    method: 'POST',
    url: CheckoutPaths.demoPay,
    headers: bearer(buyer.token),
    payload: { id, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  })
  expect(paid.json()).toEqual({ status: 'PAID' })
  const order = await t.deps.db
    .selectFrom('customer_order')
    .select('id')
    .where('provider_checkout_id', '=', id)
    .executeTakeFirstOrThrow()
  return order.id
}

/** As if the refund hold of every commission of `user` were over. */
export async function endHold(t: TestApp, user: TestUser): Promise<void> {
  await t.deps.db
    .updateTable('affiliate_entry')
    .set({ available_at: new Date(Date.now() - 1000).toISOString() })
    .where('user_id', '=', user.id)
    .where('kind', '=', 'commission')
    .execute()
}

/** Gives the member an IBAN and a CF through the API and a verified identity. */
export async function makeEligible(t: TestApp, user: TestUser): Promise<void> {
  for (const [url, payload] of [
    [ProfilePaths.iban, { iban: GOOD_IBAN }],
    [ProfilePaths.cf, { CF: GOOD_CF }],
  ] as const) {
    const res = await t.app.inject({ method: 'PUT', url, headers: bearer(user.token), payload })
    expect(res.statusCode, res.body).toBe(200)
  }
  await t.deps.db
    .updateTable('app_user')
    .set({ doc_verified: 1 })
    .where('id', '=', user.id)
    .execute()
}

/** A member with IBAN, CF and verified identity, and `cents` available to withdraw. */
export async function memberWithBalance(t: TestApp, cents: number): Promise<TestUser> {
  const member = await loginAs(t)
  await makeEligible(t, member)
  await earnCommission(t, member, cents)
  await endHold(t, member)
  return member
}

/** The member asks for a payout of their whole balance; the new request's id. */
export async function requestWithdrawal(t: TestApp, member: TestUser): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: ProfilePaths.withdraw,
    headers: bearer(member.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return Number(res.json().newWithdrawal.idWithdraw)
}

export async function getProfile(t: TestApp, user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: ProfilePaths.user,
    headers: bearer(user.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().user as {
    earnings: number
    pendingEarnings: number
    veryfing: boolean
    docVerified: boolean
  } & Record<string, unknown>
}

/** A small PNG, JPEG, WebP and PDF; the PDF carries a marker that must never be stored in clear. */
export async function documentSamples() {
  const marker = `AULA-ID-${crypto.randomBytes(8).toString('hex')}`
  const png = await sharp({
    create: { width: 24, height: 16, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer()
  const jpeg = await sharp({
    create: { width: 24, height: 16, channels: 3, background: '#cc6633' },
  })
    .jpeg()
    .toBuffer()
  const webp = await sharp({
    create: { width: 24, height: 16, channels: 3, background: '#33cc66' },
  })
    .webp()
    .toBuffer()
  const pdf = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )
  return { marker, png, jpeg, webp, pdf }
}

export const docFile = (data: Buffer, filename: string, type: string): UploadFile => ({
  name: 'document',
  filename,
  type,
  data,
})

/**
 * The member uploads `samples`' PNG as the front and its PDF as the back, which is
 * accepted; the new document's id.
 */
export async function uploadDocumentOk(
  t: TestApp,
  user: TestUser,
  samples: { png: Buffer; pdf: Buffer },
  fields: Record<string, string> = {},
): Promise<number> {
  const res = await uploadDocument(
    t,
    user,
    [
      docFile(samples.png, 'fronte.png', 'image/png'),
      docFile(samples.pdf, 'retro.pdf', 'application/pdf'),
    ],
    fields,
  )
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json()).toEqual({ message: 'Success' })
  const row = await t.deps.db
    .selectFrom('identity_document')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return row.id
}

/** POST /api/document/ with the given fields and files. */
export async function uploadDocument(
  t: TestApp,
  user: TestUser | null,
  files: UploadFile[],
  fields: Record<string, string> = {},
) {
  const body = await multipart(fields, files)
  return t.app.inject({
    method: 'POST',
    url: ProfilePaths.document,
    headers: { ...body.headers, ...(user ? bearer(user.token) : {}) },
    payload: body.payload,
  })
}

/** Every file under the test app's DATA_DIR (database files and storage alike). */
export function dataFiles(t: TestApp): string[] {
  return (fs.readdirSync(t.dataDir, { recursive: true }) as string[])
    .map((f) => path.join(t.dataDir, f))
    .filter((f) => fs.statSync(f).isFile())
}

/** Whether any file under DATA_DIR holds these bytes in clear. */
export function storedInClear(t: TestApp, needle: Buffer | string): boolean {
  const bytes = typeof needle === 'string' ? Buffer.from(needle) : needle
  return dataFiles(t).some((file) => fs.readFileSync(file).includes(bytes))
}
