import type { FastifyBaseLogger } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import type { Paging } from '@aula/contract/list-query'
import {
  ProfileMessages,
  type AdminDocument,
  type AffiliateAnswer,
  type DocumentSide,
  type UserProfile,
  type Withdrawal,
} from '@aula/contract/profile'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import {
  affiliateFactsColumns,
  affiliateFactsFrom,
  requestWithdrawal,
  type AffiliateFactsRow,
} from '#src/features/affiliate/affiliate.service.ts'
import {
  findAccount,
  findAccountIdByEmail,
  findAccountWith,
  lockAccount,
  updateAccountDetails,
} from '#src/features/auth/account.service.ts'
import { now } from '#src/lib/clock.ts'
import { insertAsset, newAssetId, type NewAsset } from '#src/lib/assets.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { encryptText } from '#src/lib/data-key.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { pagingOf, type PageWindow } from '#src/lib/list-page.ts'
import type { QueuedMailer } from '#src/lib/mail-queue.ts'
import type { Storage } from '#src/lib/storage.ts'
import { documentNameOf, openFile, sealFile, type DocumentUpload } from './document-files.ts'
import { revealSecret } from './payee.ts'
import {
  toAdminDocumentDto,
  toAffiliateDto,
  toUserProfileDto,
  type ProfileRow,
} from './profile.mapper.ts'
import {
  countDocuments,
  documentFactsColumns,
  documentFactsOf,
  findDocumentSideAsset,
  hasOpenDocument,
  insertDocument,
  listDocuments,
  type DocumentFactsRow,
} from './profile.repository.ts'

export interface ProfileDeps {
  db: Db
  storage: Storage
  /** The key of personal data at rest (DATA_KEY; docs/product.md#personal-data). */
  dataKey: Buffer
  log: FastifyBaseLogger
  /** Tells members about the admin's decisions, queued with them (lib/mail-queue.ts). */
  mail: QueuedMailer
  config: Config
}

/** Who is calling: the session's user. */
export interface Caller {
  id: number
  email: string
  group: 'user' | 'admin'
}

const notFound = () => new HttpError(404, ErrorMessages.notFound)

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * An e-mail in a payload never chooses whose data is written (docs/product.md#roles): absent or the
 * caller's own is fine, another's is a 403.
 */
export function assertOwnEmail(caller: Caller, email: string | null | undefined): void {
  if (email != null && email.trim() !== '' && !sameEmail(email, caller.email)) {
    throw new HttpError(403, ErrorMessages.forbidden)
  }
}

/**
 * A withdrawal of the caller's whole available balance (docs/product.md#withdrawals); a
 * body's e-mail other than the caller's is a 403.
 */
export async function requestOwnWithdrawal(
  deps: ProfileDeps,
  caller: Caller,
  email?: string,
): Promise<Withdrawal> {
  assertOwnEmail(caller, email)
  return requestWithdrawal(deps.db, caller.id)
}

/** Where to write to a member (the receipt of a paid order); undefined for no such member. */
export async function findMemberContact(db: Db, userId: number) {
  const row = await findAccount(db, userId)
  return row && { email: row.email, name: row.name, language: row.language }
}

/**
 * The member's profile: the account (auth's), the affiliate facts (the balance at this
 * moment and the referrals) and the identity documents, read in one statement to which
 * each owner adds its part.
 */
export async function getProfile(deps: ProfileDeps, userId: number): Promise<UserProfile> {
  const at = now()
  const account = await findAccountWith<AffiliateFactsRow & DocumentFactsRow>(
    deps.db,
    userId,
    (eb) => [...affiliateFactsColumns(eb, userId, at), ...documentFactsColumns(eb, userId)],
  )
  if (!account) throw notFound()
  const documents = documentFactsOf(account)
  const row: ProfileRow = { ...account, documentPending: documents.pending }
  return toUserProfileDto(
    row,
    affiliateFactsFrom(account),
    {
      iban: revealSecret(deps, userId, row.iban_enc, 'IBAN'),
      cf: revealSecret(deps, userId, row.cf_enc, 'CF'),
    },
    documents.latest,
  )
}

/** The caller's own personal data, as saved; a body's e-mail other than the caller's is a 403. */
export async function updateProfile(
  deps: ProfileDeps,
  caller: Caller,
  input: { name: string; phoneNumber?: string | null; address?: string | null; email?: string },
): Promise<UserProfile> {
  assertOwnEmail(caller, input.email)
  const userId = caller.id
  // A field left out keeps its value; an empty one (null) is cleared.
  await updateAccountDetails(deps.db, userId, {
    name: input.name,
    ...(input.phoneNumber !== undefined ? { phone_number: input.phoneNumber } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    updated_at: now(),
  })
  return getProfile(deps, userId)
}

/**
 * Stores the caller's IBAN or CF (already checked and normalised) encrypted with the data
 * key; a body's e-mail other than the caller's is a 403.
 */
export async function saveTaxId(
  deps: ProfileDeps,
  caller: Caller,
  field: 'iban' | 'cf',
  value: string,
  email?: string,
): Promise<void> {
  assertOwnEmail(caller, email)
  const userId = caller.id
  const sealed = encryptText(deps.dataKey, value)
  await updateAccountDetails(deps.db, userId, {
    ...(field === 'iban' ? { iban_enc: sealed } : { cf_enc: sealed }),
    updated_at: now(),
  })
}

/** The affiliate data of the member with that e-mail: one's own, or anyone's for an admin. */
export async function getAffiliate(
  db: Db,
  caller: Caller,
  email: string,
): Promise<AffiliateAnswer> {
  let userId = caller.id
  if (!sameEmail(email, caller.email)) {
    if (caller.group !== 'admin') throw new HttpError(403, ErrorMessages.forbidden)
    const other = await findAccountIdByEmail(db, email)
    if (other === null) throw notFound()
    userId = other
  }
  const at = now()
  const row = await findAccountWith<AffiliateFactsRow>(db, userId, (eb) =>
    affiliateFactsColumns(eb, userId, at),
  )
  if (!row) throw notFound()
  return toAffiliateDto(row, affiliateFactsFrom(row))
}

const documentKey = (assetId: string) => `private/documents/${assetId}.enc`

/**
 * Stores a member's identity document (front, back) for an admin to check. The files are
 * sealed with the data key before they reach storage; the rows are written in one
 * transaction; if anything fails, the files are removed, so no half document remains.
 * 409 while another document waits for a decision or once one is approved; a form's e-mail
 * other than the caller's is a 403; its `name` is checked with documentNameOf.
 */
export async function saveDocument(
  deps: ProfileDeps,
  caller: Caller,
  { fields, files }: DocumentUpload,
): Promise<number> {
  assertOwnEmail(caller, fields.email)
  const name = documentNameOf(fields)
  const userId = caller.id
  const { db, storage, dataKey } = deps
  if (await hasOpenDocument(db, userId)) throw new HttpError(409, ProfileMessages.documentPending)
  const at = now()
  const assets: NewAsset[] = files.map((file) => {
    const id = newAssetId()
    return {
      id,
      kind: 'document',
      storage_key: documentKey(id),
      mime: file.mime,
      bytes: file.bytes.length,
      width: null,
      height: null,
      variants: null,
      duration_seconds: null,
      encrypted: 1,
      owner_user_id: userId,
      created_at: at,
    }
  })
  const [front, back] = assets as [NewAsset, NewAsset]
  try {
    await Promise.all(
      files.map((file, i) => storage.put(assets[i]!.storage_key, sealFile(dataKey, file.bytes))),
    )
    return await db.transaction().execute(async (trx) => {
      if (!(await lockAccount(trx, userId))) throw notFound()
      if (await hasOpenDocument(trx, userId)) {
        throw new HttpError(409, ProfileMessages.documentPending)
      }
      for (const asset of assets) await insertAsset(trx, asset)
      return insertDocument(trx, {
        user_id: userId,
        front_id: front.id,
        back_id: back.id,
        status: 'pending',
        created_at: at,
        name,
      })
    })
  } catch (error) {
    await Promise.all(assets.map((asset) => storage.delete(asset.storage_key)))
    throw error
  }
}

/**
 * The admin's list of documents, waiting ones first, then newest first: every one without
 * `window`, else that page (read with LIMIT/OFFSET) and its paging facts.
 */
export async function listDocumentsForAdmin(
  db: Db,
  window?: PageWindow,
): Promise<{ documents: AdminDocument[]; paging?: Paging }> {
  if (!window) return { documents: (await listDocuments(db)).map(toAdminDocumentDto) }
  const [rows, total] = await Promise.all([listDocuments(db, window), countDocuments(db)])
  return { documents: rows.map(toAdminDocumentDto), paging: pagingOf(window, total) }
}

/**
 * One side of an identity document in clear, for its owner or an admin (403 for anyone
 * else, 404 when there is no such document). Every view by an admin is audited.
 */
export async function readDocumentSide(
  deps: ProfileDeps,
  viewer: Caller,
  id: number,
  side: DocumentSide,
): Promise<{ bytes: Buffer; mime: string }> {
  const row = await findDocumentSideAsset(deps.db, id, side)
  if (!row) throw notFound()
  const isOwner = row.user_id === viewer.id
  if (!isOwner && viewer.group !== 'admin') throw new HttpError(403, ErrorMessages.forbidden)
  const stored = await deps.storage.get(row.storage_key)
  const bytes = row.encrypted === 1 ? openFile(deps.dataKey, stored) : stored
  if (viewer.group === 'admin') {
    await recordAudit(deps.db, {
      actorUserId: viewer.id,
      action: 'document.view',
      targetType: 'identity_document',
      targetId: id,
      detail: { side },
    })
  }
  return { bytes, mime: row.mime }
}
