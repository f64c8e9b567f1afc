import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, SuccessSchema } from '@aula/contract/common'
import {
  MemberCreateSchema,
  MemberDeleteSchema,
  MemberMessages,
  MemberUpdateSchema,
  MemberWriteAnswerSchema,
  MemberWritePaths,
} from '@aula/contract/members'
import type { Db } from '#src/db/connect.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { parseFields, readAdminForm } from '#src/lib/admin-form.ts'
import { insertAsset, removeAssetFiles, type NewAsset } from '#src/lib/assets.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { deleteImage, encodeImage } from '#src/lib/images.ts'
import type { Storage } from '#src/lib/storage.ts'
import {
  deleteMemberRow,
  findMemberById,
  insertMember,
  memberIdsByName,
  memberOrganizesCourses,
  nameKey,
  updateMember,
  type MemberRow,
} from './members.repository.ts'
import { toMemberDto } from './members.mapper.ts'
import { isForeignKeyViolation, isUniqueViolation } from '#src/db/constraint-errors.ts'
import { formWriteRefusals } from '#src/lib/refusals.ts'

const refusals = formWriteRefusals

const removeFiles = (storage: Storage, row: NewAsset) =>
  removeAssetFiles(storage, { ...row, variants: row.variants ?? null })

/** The one trainer called so: 404 when nobody is, 409 when several are (in any case). */
async function memberByName(db: Db, name: string, surname: string): Promise<MemberRow> {
  const ids = await memberIdsByName(db, name, surname)
  if (ids.length > 1) throw new HttpError(409, MemberMessages.ambiguous)
  const row = ids[0] === undefined ? undefined : await findMemberById(db, ids[0])
  if (!row) throw new HttpError(404, ErrorMessages.notFound)
  return row
}

async function memberById(db: Db, id: number): Promise<MemberRow> {
  const row = await findMemberById(db, id)
  if (!row) throw new HttpError(404, ErrorMessages.notFound)
  return row
}

/** Refuses a second trainer with the same name and surname (any case): 409. */
async function assertNameFree(db: Db, name: string, surname: string, exceptId?: number) {
  const ids = await memberIdsByName(db, name, surname)
  if (ids.some((id) => id !== exceptId)) throw new HttpError(409, MemberMessages.duplicate)
}

/** Admin writes on trainers: only an admin's private token. */
const memberAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = { db: app.db, storage: app.storage }

  app.post(
    MemberWritePaths.add,
    {
      schema: { response: { 200: MemberWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readAdminForm(request, app.storage, { images: { foto: 1 } })
      const foto = form.images.foto?.[0]
      const input = parseFields(MemberCreateSchema, form.fields)
      await assertNameFree(app.db, input.name, input.surname)
      // The photo is checked and written first: a refused file (415/413) leaves nothing.
      const photo = foto ? await encodeImage(app.storage, foto) : undefined
      let id: number
      try {
        id = await app.db.transaction().execute(async (trx) => {
          if (photo) await insertAsset(trx, photo)
          const newId = await insertMember(trx, { ...input, photoId: photo?.id ?? null })
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'member.create',
            targetType: 'member',
            targetId: newId,
          })
          return newId
        })
      } catch (error) {
        if (photo) await removeFiles(app.storage, photo)
        // Another admin added the same trainer meanwhile.
        if (isUniqueViolation(error)) throw new HttpError(409, MemberMessages.duplicate)
        throw error
      }
      return {
        message: 'Success' as const,
        member: toMemberDto((await findMemberById(app.db, id))!),
      }
    },
  )

  app.put(
    MemberWritePaths.member,
    {
      schema: { response: { 200: MemberWriteAnswerSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const form = await readAdminForm(request, app.storage, { images: { foto: 1 } })
      const foto = form.images.foto?.[0]
      const input = parseFields(MemberUpdateSchema, form.fields)
      // The edit form names the trainer by id; a form that has no id names them by name.
      const byId = input.idMember !== undefined
      const current = byId
        ? await memberById(app.db, input.idMember!)
        : await memberByName(app.db, input.name, input.surname)
      const id = current.id
      const name = input.newName || (byId ? input.name : current.name)
      const surname = input.newSurname || (byId ? input.surname : current.surname)
      // Legacy rows may differ only in case: keeping one's own name is never a clash.
      const sameName =
        nameKey(name) === nameKey(current.name) && nameKey(surname) === nameKey(current.surname)
      if (!sameName) await assertNameFree(app.db, name, surname, id)

      const photo = foto ? await encodeImage(app.storage, foto) : undefined
      try {
        await app.db.transaction().execute(async (trx) => {
          if (photo) await insertAsset(trx, photo)
          const updated = await updateMember(trx, id, {
            ...input,
            name,
            surname,
            photoId: photo?.id,
          })
          // Deleted by another admin since it was found: the transaction is undone.
          if (!updated) throw new HttpError(404, ErrorMessages.notFound)
          const renamed = name !== current.name || surname !== current.surname
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'member.update',
            targetType: 'member',
            targetId: id,
            detail: renamed
              ? { from: `${current.name} ${current.surname}`, to: `${name} ${surname}` }
              : undefined,
          })
        })
      } catch (error) {
        if (photo) await removeFiles(app.storage, photo)
        if (isUniqueViolation(error)) throw new HttpError(409, MemberMessages.duplicate)
        throw error
      }
      // The replaced photo is no longer shown anywhere.
      if (photo && current.photo_asset_id) await deleteImage(assets, current.photo_asset_id)
      return {
        message: 'Success' as const,
        member: toMemberDto((await findMemberById(app.db, id))!),
      }
    },
  )

  app.delete(
    MemberWritePaths.remove,
    {
      schema: { body: MemberDeleteSchema, response: { 200: SuccessSchema, ...refusals } },
      preHandler: app.requireAdminWrite,
    },
    async (request) => {
      const actor = request.user!
      const body = request.body
      const current =
        'id' in body
          ? await memberById(app.db, body.id)
          : await memberByName(app.db, body.name, body.surname)
      const id = current.id
      if (await memberOrganizesCourses(app.db, id)) {
        throw new HttpError(409, MemberMessages.organizesCourses)
      }
      try {
        const deleted = await app.db.transaction().execute(async (trx) => {
          if (!(await deleteMemberRow(trx, id))) return false
          await recordAudit(trx, {
            actorUserId: actor.id,
            action: 'member.delete',
            targetType: 'member',
            targetId: id,
            detail: { name: current.name, surname: current.surname },
          })
          return true
        })
        if (!deleted) throw new HttpError(404, ErrorMessages.notFound)
      } catch (error) {
        // A course given to this trainer meanwhile: the database keeps the reference intact.
        if (isForeignKeyViolation(error)) throw new HttpError(409, MemberMessages.organizesCourses)
        throw error
      }
      if (current.photo_asset_id) await deleteImage(assets, current.photo_asset_id)
      return { message: 'Success' as const }
    },
  )
}

export default memberAdminRoutes
