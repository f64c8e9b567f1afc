import type { FastifyRequest } from 'fastify'
import { FileMessages } from '@aula/contract/admin-forms'
import { ErrorMessages } from '@aula/contract/common'
import {
  MemberCreateSchema,
  MemberMessages,
  MemberUpdateSchema,
  type Member,
  type MemberCreate,
} from '@aula/contract/members'
import type { Db } from '#src/db/connect.ts'
import { hasCoursesByTrainer } from '#src/features/courses/course-lookups.service.ts'
import { hasOnlineCoursesByTrainer } from '#src/features/online-courses/online-course-lookups.service.ts'
import {
  checkStoredAssets,
  parseFormFields,
  runAdminWrite,
  type AdminWriteDeps,
} from '#src/lib/admin-write.ts'
import { HttpError } from '#src/lib/http-error.ts'
import {
  deleteMemberRow,
  findMemberById,
  insertMember,
  memberIdsByName,
  nameKey,
  updateMember,
  type MemberRow,
} from './members.repository.ts'
import { toMemberDto } from './members.mapper.ts'

/*
 * The admin's writes on trainers, each one transaction with its audit row
 * (lib/admin-write.ts). The form carries the photo `foto` (optional, 10 MB at most); a
 * refused write leaves no row and no file.
 */

type Actor = { id: number }
/** How DELETE names a trainer, once its body is checked. */
type MemberRef = { id: number } | { name: string; surname: string }

const MEMBER_FILES = { images: { foto: 1 } }

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** The one trainer called so: 404 when nobody is, 409 when several are (in any case). */
async function memberByName(db: Db, name: string, surname: string): Promise<MemberRow> {
  const ids = await memberIdsByName(db, name, surname)
  if (ids.length > 1) throw new HttpError(409, MemberMessages.ambiguous)
  const row = ids[0] === undefined ? undefined : await findMemberById(db, ids[0])
  if (!row) throw notFound()
  return row
}

async function memberById(db: Db, id: number): Promise<MemberRow> {
  const row = await findMemberById(db, id)
  if (!row) throw notFound()
  return row
}

/** Refuses a second trainer with the same name and surname (any case): 409. */
async function assertNameFree(db: Db, name: string, surname: string, exceptId?: number) {
  const ids = await memberIdsByName(db, name, surname)
  if (ids.some((id) => id !== exceptId)) throw new HttpError(409, MemberMessages.duplicate)
}

async function readMember(trx: Db, id: number): Promise<Member> {
  return toMemberDto((await findMemberById(trx, id))!)
}

/**
 * A new trainer from the admin's form. A name already taken (in any case) is refused before
 * the photo is encoded; one added meanwhile by another admin by the unique key.
 */
export function createMember(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Member> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: MEMBER_FILES },
    parse: async (form, stage) => {
      const input = parseFormFields(MemberCreateSchema, form.fields)
      await assertNameFree(stage.db, input.name, input.surname)
      const foto = form.images.foto?.[0]
      return { ...input, photo: foto ? await stage.image(foto) : undefined }
    },
    persist: async (trx, input) => {
      const id = await insertMember(trx, { ...input, photoId: input.photo?.id ?? null })
      return {
        result: await readMember(trx, id),
        audit: { action: 'member.create', targetType: 'member', targetId: id },
      }
    },
    conflicts: { unique: MemberMessages.duplicate },
  })
}

/** A trainer brought from elsewhere: the form's fields, the photo already stored (an asset id). */
export type MemberImport = MemberCreate & { photoId: string | null }

/**
 * A new trainer from plain values rather than the admin's form (content imported, the demo
 * school): the form's rules, the same 409 for a name taken, a photo that is not stored a 400
 * on the form's photo field `foto`, and the audit row.
 */
export function importMember(
  deps: AdminWriteDeps,
  actor: Actor,
  input: MemberImport,
): Promise<Member> {
  return runAdminWrite({
    deps,
    actor,
    input,
    parse: async ({ photoId, ...fields }, stage) => {
      const member = parseFormFields(MemberCreateSchema, fields)
      await assertNameFree(stage.db, member.name, member.surname)
      return { ...member, photoId }
    },
    persist: async (trx, member) => {
      await checkStoredAssets(trx, [
        { path: 'foto', id: member.photoId, message: FileMessages.pictureNotStored },
      ])
      const id = await insertMember(trx, member)
      return {
        result: await readMember(trx, id),
        audit: { action: 'member.create', targetType: 'member', targetId: id },
      }
    },
    conflicts: { unique: MemberMessages.duplicate },
  })
}

/**
 * Edits a trainer: by `idMember` when the form sends it, else by `name` and `surname`.
 * Every text field changes, the name with `newName` / `newSurname`, and the photo when one is
 * uploaded (the replaced one is removed once the change is saved).
 */
export function editMember(
  deps: AdminWriteDeps,
  actor: Actor,
  request: FastifyRequest,
): Promise<Member> {
  return runAdminWrite({
    deps,
    actor,
    form: { request, files: MEMBER_FILES },
    parse: async (form, stage) => {
      const input = parseFormFields(MemberUpdateSchema, form.fields)
      // The edit form names the trainer by id; a form that has no id names them by name.
      const byId = input.idMember !== undefined
      const current = byId
        ? await memberById(stage.db, input.idMember!)
        : await memberByName(stage.db, input.name, input.surname)
      const id = current.id
      const name = input.newName || (byId ? input.name : current.name)
      const surname = input.newSurname || (byId ? input.surname : current.surname)
      // Legacy rows may differ only in case: keeping one's own name is never a clash.
      const sameName =
        nameKey(name) === nameKey(current.name) && nameKey(surname) === nameKey(current.surname)
      if (!sameName) await assertNameFree(stage.db, name, surname, id)
      const foto = form.images.foto?.[0]
      const photo = foto ? await stage.image(foto) : undefined
      return { ...input, id, name, surname, photo }
    },
    persist: async (trx, input) => {
      const { id, name, surname, photo } = input
      // Read again inside the transaction: the photo it replaces is the one it has now.
      const current = await findMemberById(trx, id)
      // Deleted by another admin since it was found: the transaction is undone.
      if (!current || !(await updateMember(trx, id, { ...input, photoId: photo?.id }))) {
        throw notFound()
      }
      const renamed = name !== current.name || surname !== current.surname
      return {
        result: await readMember(trx, id),
        audit: {
          action: 'member.update',
          targetType: 'member',
          targetId: id,
          detail: renamed
            ? { from: `${current.name} ${current.surname}`, to: `${name} ${surname}` }
            : undefined,
        },
        // The replaced photo is no longer shown anywhere.
        dropAssets: photo ? [current.photo_asset_id] : [],
      }
    },
    conflicts: { unique: MemberMessages.duplicate },
  })
}

/**
 * Removes a trainer, named by id or by name and surname, and their photo. One who organizes
 * a course or video course stays (409), also when one is given to them meanwhile: the
 * foreign key refuses the delete with the same answer.
 */
export function removeMember(deps: AdminWriteDeps, actor: Actor, ref: MemberRef): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: ref,
    parse: async (named, stage) => {
      const current =
        'id' in named
          ? await memberById(stage.db, named.id)
          : await memberByName(stage.db, named.name, named.surname)
      const organizes = await Promise.all([
        hasCoursesByTrainer(stage.db, current.id),
        hasOnlineCoursesByTrainer(stage.db, current.id),
      ])
      if (organizes.some(Boolean)) {
        throw new HttpError(409, MemberMessages.organizesCourses)
      }
      return current.id
    },
    persist: async (trx, id) => {
      const current = await findMemberById(trx, id)
      if (!current || !(await deleteMemberRow(trx, id))) throw notFound()
      return {
        result: undefined,
        audit: {
          action: 'member.delete',
          targetType: 'member',
          targetId: id,
          detail: { name: current.name, surname: current.surname },
        },
        dropAssets: [current.photo_asset_id],
      }
    },
    conflicts: { foreignKey: new HttpError(409, MemberMessages.organizesCourses) },
  })
}
