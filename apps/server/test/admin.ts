import { expect } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import type { Database } from '#src/db/database.ts'
import { hashToken } from '#src/lib/tokens.ts'
import { bearer, loginAs, type TestApp, type TestUser } from './helper.ts'

type Headers = Record<string, string>

/** A private token for the user, obtained the way the admin panel does (docs/product.md#roles). */
export async function privateTokenOf(t: TestApp, user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/generate-private-token/',
    headers: bearer(user.token),
  })
  expect(res.statusCode).toBe(200)
  return res.json().token
}

/** Headers of an admin's fresh private token: the only caller an admin write accepts. */
export async function adminWriteHeaders(t: TestApp): Promise<Headers> {
  return bearer(await privateTokenOf(t, await loginAs(t, 'admin')))
}

export interface RefusedCaller {
  who: string
  headers: Headers
  status: 401 | 403
}

/**
 * Everyone an admin write must refuse: a visitor, a user (session and private token), an
 * admin's session token, and an admin's private token after its five minutes.
 */
export async function refusedCallers(t: TestApp): Promise<RefusedCaller[]> {
  const user = await loginAs(t)
  const admin = await loginAs(t, 'admin')
  const expired = await privateTokenOf(t, admin)
  await t.deps.db
    .updateTable('session')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('token_hash', '=', hashToken(expired))
    .execute()
  return [
    { who: 'anonymous', headers: {}, status: 401 },
    { who: 'user session', headers: bearer(user.token), status: 401 },
    { who: 'user private token', headers: bearer(await privateTokenOf(t, user)), status: 403 },
    { who: 'admin session', headers: bearer(admin.token), status: 401 },
    { who: 'expired admin private token', headers: bearer(expired), status: 401 },
  ]
}

/** Every row of the tables, in id order: compared before and after to prove nothing changed. */
export async function snapshot(t: TestApp, tables: (keyof Database)[]): Promise<unknown[]> {
  return Promise.all(
    [...tables, 'audit_log' as const].map((table) =>
      t.deps.db.selectFrom(table).selectAll().orderBy('id').execute(),
    ),
  )
}

/** A refusal: the status, the generic message, and never a hint of the data. */
export function expectRefused(res: LightMyRequestResponse, status: 401 | 403) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toEqual({ message: status === 401 ? 'Unauthorized' : 'Forbidden' })
}

/** A bad input: a 4xx with {message}, never a 2xx or a 500. */
export function expectClientError(res: LightMyRequestResponse, status?: number) {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status)
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
  expect(res.statusCode, res.body).toBeLessThan(500)
  expect(typeof res.json().message).toBe('string')
}

/** A real PNG of one colour, as an admin would upload a picture. */
export function samplePng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
}

/** The first bytes of a Windows program: what an executable renamed .jpg starts with. */
export const EXECUTABLE_BYTES = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(4096),
])

export interface UploadFile {
  name: string
  filename: string
  type: string
  data: Buffer
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  files: UploadFile[] = [],
): Promise<{ payload: Buffer; headers: Headers }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.filename,
    )
  }
  const body = new Response(form)
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type')! },
  }
}

/** The audit rows of one action on one target. */
export async function auditRows(t: TestApp, action: string, targetId: number | string) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute()
}

/** Every file in the test app's storage, public and private, as sorted keys. */
export function storedFiles(t: TestApp): string[] {
  return t.storedKeys()
}

/**
 * Runs a call that must be refused with a 4xx and proves it changed nothing: no row in the
 * tables (nor the audit log) and no file in storage. Returns the answer for more checks.
 */
export async function expectNothingStored(
  t: TestApp,
  tables: readonly (keyof Database)[],
  run: () => Promise<LightMyRequestResponse>,
  status?: number,
): Promise<LightMyRequestResponse> {
  const before = await snapshot(t, [...tables])
  const files = storedFiles(t)
  const res = await run()
  expectClientError(res, status)
  expect(await snapshot(t, [...tables])).toEqual(before)
  expect(storedFiles(t)).toEqual(files)
  return res
}
