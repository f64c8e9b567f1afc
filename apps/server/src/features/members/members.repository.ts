import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'

function memberQuery(db: Db) {
  return db
    .selectFrom('member')
    .leftJoin('asset as photo', 'photo.id', 'member.photo_id')
    .select([
      'member.id',
      'member.name',
      'member.surname',
      'member.email',
      'member.phone_number',
      'member.website',
      'member.description',
      'member.language',
      'member.session',
      'member.description_en',
      'member.session_en',
      'photo.id as photo_asset_id',
      'photo.storage_key as photo_key',
      'photo.variants as photo_variants',
      'photo.width as photo_width',
      'photo.height as photo_height',
    ])
}

export type MemberRow = Awaited<
  ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>
>

/** Every trainer in the order they joined the school. */
export async function listMembers(db: Db): Promise<MemberRow[]> {
  return memberQuery(db).orderBy('member.created_at').orderBy('member.id').execute()
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return memberQuery(db).where('member.id', '=', id).executeTakeFirst()
}

/** How names are compared: any case, surrounding and repeated spaces ignored. */
export const nameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it')

/**
 * The ids of the trainers called `name` `surname`, in any case. Compared here rather than
 * in SQL, where SQLite's lower() leaves accented letters as they are: trainers are few.
 */
export async function memberIdsByName(db: Db, name: string, surname: string): Promise<number[]> {
  const rows = await db.selectFrom('member').select(['id', 'name', 'surname']).execute()
  const wanted = `${nameKey(name)}\u0000${nameKey(surname)}`
  return rows
    .filter((row) => `${nameKey(row.name)}\u0000${nameKey(row.surname)}` === wanted)
    .map((row) => row.id)
}

export interface MemberInput {
  name: string
  surname: string
  email: string
  phoneNumber: string
  website: string
  description: string
  language: string
  session: string
  /** The English texts, '' or left out for none (docs/decisions/035-content-in-two-languages.md). */
  descriptionEn?: string | undefined
  sessionEn?: string | undefined
}

const memberColumns = (input: MemberInput) => ({
  name: input.name,
  surname: input.surname,
  email: input.email,
  phone_number: input.phoneNumber,
  website: input.website,
  description: input.description,
  language: input.language,
  session: input.session,
  description_en: input.descriptionEn || null,
  session_en: input.sessionEn || null,
})

export async function insertMember(
  db: Db,
  input: MemberInput & { photoId: string | null },
): Promise<number> {
  const row = await db
    .insertInto('member')
    .values({ ...memberColumns(input), photo_id: input.photoId, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Changes every text field; the photo only when a new one is given. */
export async function updateMember(
  db: Db,
  id: number,
  input: MemberInput & { photoId?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ ...memberColumns(input), ...(input.photoId ? { photo_id: input.photoId } : {}) })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteMemberRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('member').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Whether a trainer with that id exists. */
export async function memberIdExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('member').select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}
