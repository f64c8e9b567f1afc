import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { Database, IdentityDocumentTable } from '#src/db/database.ts'

/*
 * The SQL of the member profile and identity documents.
 * Every function takes the database or a transaction first (docs/architecture.md#boundaries).
 */

/**
 * What the profile shows of the member's identity documents, as subqueries of the
 * statement that reads the account (documentFactsOf reads them back): the latest one with
 * the decision on it and whether one waits for an admin's decision. Each is a short range
 * of the index on (user_id, created_at, id).
 */
export function documentFactsColumns(
  eb: ExpressionBuilder<Database, keyof Database>,
  userId: number,
) {
  const latest = () =>
    eb
      .selectFrom('identity_document as latest')
      .where('latest.user_id', '=', userId)
      .orderBy('latest.created_at', 'desc')
      .orderBy('latest.id', 'desc')
      .limit(1)
  return [
    latest().select('latest.status').as('document_status'),
    latest().select('latest.decision_reason').as('document_reason'),
    latest().select('latest.created_at').as('document_created_at'),
    eb
      .exists(
        eb
          .selectFrom('identity_document as waiting')
          .select('waiting.id')
          .where('waiting.user_id', '=', userId)
          .where('waiting.status', '=', 'pending'),
      )
      .as('document_pending'),
  ] as const
}

export interface DocumentFactsRow {
  document_status: IdentityDocumentTable['status'] | null
  document_reason: string | null
  document_created_at: string | null
  document_pending: unknown
}

/** The latest document (undefined before any) and whether one waits, from the columns above. */
export function documentFactsOf(row: DocumentFactsRow): {
  pending: boolean
  latest: LatestDocumentRow | undefined
} {
  const pending = Boolean(Number(row.document_pending))
  if (row.document_status === null || row.document_created_at === null) {
    return { pending, latest: undefined }
  }
  return {
    pending,
    latest: {
      status: row.document_status,
      decision_reason: row.document_reason,
      created_at: row.document_created_at,
    },
  }
}

/** A document that blocks a new upload: one waiting for a decision, or one approved. */
export async function hasOpenDocument(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('identity_document')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst()
  return row !== undefined
}

export async function insertDocument(
  db: Db,
  values: Omit<IdentityDocumentTable, 'id' | 'decided_at' | 'decided_by' | 'decision_reason'>,
): Promise<number> {
  const row = await db
    .insertInto('identity_document')
    .values({ ...values, decided_at: null, decided_by: null, decision_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

function documentQuery(db: Db) {
  return db
    .selectFrom('identity_document')
    .innerJoin('app_user', 'app_user.id', 'identity_document.user_id')
    .innerJoin('asset as front', 'front.id', 'identity_document.front_id')
    .innerJoin('asset as back', 'back.id', 'identity_document.back_id')
    .select([
      'identity_document.id',
      'identity_document.user_id',
      'identity_document.status',
      'identity_document.created_at',
      'identity_document.name as document_name',
      'identity_document.decision_reason',
      'app_user.name',
      'app_user.email',
      'app_user.language',
      'front.mime as front_mime',
      'back.mime as back_mime',
    ])
}

export type DocumentRow = Awaited<
  ReturnType<ReturnType<typeof documentQuery>['executeTakeFirstOrThrow']>
>

export function findDocumentById(db: Db, id: number) {
  return documentQuery(db).where('identity_document.id', '=', id).executeTakeFirst()
}

/**
 * Waiting documents before the others: the first key of the review list. Literals, not
 * parameters, so both engines see the expression of the index that keeps this order
 * (migration 0012) and read a page from it instead of sorting every document.
 */
const pendingFirst = sql<number>`case when ${sql.ref('identity_document.status')} = 'pending' then 0 else 1 end`

/**
 * Every document: those waiting for a decision first, then newest first. All of them, or one
 * page (`offset`, `limit`).
 */
export function listDocuments(db: Db, page?: { offset: number; limit: number }) {
  const query = documentQuery(db)
    .orderBy(pendingFirst, 'asc')
    .orderBy('identity_document.created_at', 'desc')
    .orderBy('identity_document.id', 'desc')
  return (page ? query.offset(page.offset).limit(page.limit) : query).execute()
}

/** How many documents the admin's list holds, on every page together. */
export async function countDocuments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('identity_document')
    .innerJoin('app_user', 'app_user.id', 'identity_document.user_id')
    .innerJoin('asset as front', 'front.id', 'identity_document.front_id')
    .innerJoin('asset as back', 'back.id', 'identity_document.back_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The member's latest document, with the admin's decision on it; undefined before any. */
export function findLatestDocumentOfUser(db: Db, userId: number) {
  return db
    .selectFrom('identity_document')
    .select(['status', 'decision_reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export type LatestDocumentRow = NonNullable<Awaited<ReturnType<typeof findLatestDocumentOfUser>>>

/** The stored file of one side of a document. */
export function findDocumentSideAsset(db: Db, id: number, side: 'front' | 'back') {
  return db
    .selectFrom('identity_document')
    .innerJoin('asset', 'asset.id', `identity_document.${side}_id`)
    .select([
      'identity_document.user_id',
      'asset.id as asset_id',
      'asset.storage_key',
      'asset.mime',
      'asset.encrypted',
    ])
    .where('identity_document.id', '=', id)
    .executeTakeFirst()
}

/**
 * Decides a waiting document: true only for the one caller whose UPDATE took the row, so a
 * document is decided once however many admins click at the same time.
 */
export async function markDocumentDecided(
  db: Db,
  id: number,
  values: { status: 'approved' | 'rejected'; at: string; by: number; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('identity_document')
    .set({
      status: values.status,
      decided_at: values.at,
      decided_by: values.by,
      decision_reason: values.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
