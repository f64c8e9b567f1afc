import { ErrorMessages, type Language } from '@aula/contract/common'
import type { Member } from '@aula/contract/members'
import type { Db } from '#src/db/connect.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { findMemberById, listMembers } from './members.repository.ts'
import { toMemberDto } from './members.mapper.ts'

/* The trainers as visitors read them on /formatori (writes: members.admin.service.ts). */

/** Every trainer, in the order they joined the school. */
export async function allMembers(db: Db, language: Language = 'it'): Promise<Member[]> {
  return (await listMembers(db)).map((row) => toMemberDto(row, language))
}

/** One trainer by id: 404 when there is none. */
export async function memberById(db: Db, id: number, language: Language = 'it'): Promise<Member> {
  const row = await findMemberById(db, id)
  if (!row) throw new HttpError(404, ErrorMessages.notFound)
  return toMemberDto(row, language)
}
