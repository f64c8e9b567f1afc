import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import { MemberWriteAnswerSchema, MemberWritePaths } from '@aula/contract/members'
import { now } from '#src/lib/clock.ts'
import type { TestApp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  multipart,
  refusedCallers,
  type UploadFile,
  expectNothingStored as expectNothingStoredIn,
  storedFiles as storedFilesOf,
} from '#test/admin.ts'

/** What the trainers admin test files share: one app's form builders, fixtures and checks. */
export async function memberAdminKit(t: TestApp) {
  const { db } = t.deps
  const callers = await refusedCallers(t)

  const png = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#F2B134' },
  })
    .png()
    .toBuffer()
  /** The first bytes of a Windows program: what an executable renamed .jpg starts with. */
  const exe = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(4096),
  ])
  const foto = (data: Buffer = png, type = 'image/png', filename = 'ritratto.png'): UploadFile => ({
    name: 'foto',
    filename,
    type,
    data,
  })

  let counter = 0
  /** A surname nobody else in the file has. */
  const uniqueSurname = (prefix = 'Esposito') => `${prefix}${Date.now().toString(36)}${++counter}`

  const fieldsOf = (name: string, surname: string, extra: Record<string, string> = {}) => ({
    title: 'Istruttore',
    name,
    surname,
    email: 'formatore@example.com',
    phoneNumber: '+39 081 555 0101',
    website: 'https://pizzeria.example.com',
    description: 'Pizzaiolo da vent’anni, insegna la napoletana',
    language: 'Italiano, inglese',
    session: 'Campania',
    ...extra,
  })

  async function send(
    method: 'POST' | 'PUT',
    fields: Record<string, string>,
    files: UploadFile[] = [],
    headers: Record<string, string> = {},
  ) {
    const body = await multipart(fields, files)
    return t.app.inject({
      method,
      url: method === 'POST' ? MemberWritePaths.add : MemberWritePaths.member,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    })
  }

  const remove = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: MemberWritePaths.remove,
      payload: payload as object,
      headers,
    })

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  async function createMember(name = 'Gino', surname = uniqueSurname(), files = [foto()]) {
    const res = await send('POST', fieldsOf(name, surname), files, await adminWriteHeaders(t))
    expect(res.statusCode, res.body).toBe(200)
    return MemberWriteAnswerSchema.parse(res.json()).member
  }

  /** A trainer stored directly, as older data may hold two names differing only in case. */
  async function insertMember(name: string, surname: string) {
    const row = await db
      .insertInto('member')
      .values({
        name,
        surname,
        email: 'x@example.com',
        phone_number: '1',
        website: 'https://example.com',
        description: 'D',
        language: 'Italiano',
        session: 'Lazio',
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }

  const memberRow = (id: number) =>
    db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst()
  const assetRow = (id: string) =>
    db.selectFrom('asset').selectAll().where('id', '=', id).executeTakeFirst()

  const storedFiles = () => storedFilesOf(t)

  const TABLES = ['member', 'asset'] as const

  const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
    expectNothingStoredIn(t, TABLES, run, status)
  return {
    db,
    callers,
    png,
    exe,
    foto,
    uniqueSurname,
    fieldsOf,
    send,
    remove,
    get,
    createMember,
    insertMember,
    memberRow,
    assetRow,
    storedFiles,
    TABLES,
    expectNothingStored,
  }
}
