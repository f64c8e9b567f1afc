import { strToU8, zipSync, type Zippable } from 'fflate'
import type { FastifyBaseLogger } from 'fastify'
import { ErrorMessages } from '@aula/contract/common'
import { PRIVACY_EXPORT_LIMITS, PrivacyMessages } from '@aula/contract/privacy'
import type { Db } from '#src/db/connect.ts'
import { ledgerForExport } from '#src/features/affiliate/member-data.service.ts'
import { accountForExport } from '#src/features/auth/member-data.service.ts'
import { certificatesForExport } from '#src/features/certificates/member-data.service.ts'
import { ordersForExport } from '#src/features/checkout/member-data.service.ts'
import { sentForExport } from '#src/features/contact/member-data.service.ts'
import { listOwned } from '#src/features/enrollment/enrollment.service.ts'
import { progressForExport } from '#src/features/online-courses/member-data.service.ts'
import {
  documentBytes,
  documentFilesForExport,
  documentsForExport,
} from '#src/features/profile/member-data.service.ts'
import { revealSecret } from '#src/features/profile/payee.ts'
import { receiptsForExport } from '#src/features/receipts/member-data.service.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { Storage } from '#src/lib/storage.ts'
import { listMemberConsents } from './consents.service.ts'

/*
 * "Download my data" (docs/product.md#privacy): a ZIP with data.json, everything the site
 * holds about the member, read from each owner's service (docs/architecture.md#cross-reads),
 * and their identity documents' files in clear. Built in memory: the files are at most a
 * few identity documents of 10 MB a side, and PRIVACY_EXPORT_LIMITS.fileBytes caps them.
 */

export interface ExportDeps {
  db: Db
  storage: Storage
  dataKey: Buffer
  log: FastifyBaseLogger
}

/** Everything about the member, as data.json holds it. */
export async function memberData(deps: ExportDeps, userId: number) {
  const { db } = deps
  const account = await accountForExport(db, userId)
  if (!account) throw new HttpError(404, ErrorMessages.notFound)
  const [consents, orders, receipts, certificates, affiliate, owned, progress, documents, sent] =
    await Promise.all([
      listMemberConsents(db, { userId, email: account.email }),
      ordersForExport(db, userId),
      receiptsForExport(db, userId),
      certificatesForExport(db, userId),
      ledgerForExport(db, userId),
      listOwned(db, userId),
      progressForExport(db, userId),
      documentsForExport(db, userId),
      sentForExport(db, account.email),
    ])
  return {
    exportedAt: now(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      group: account.group,
      language: account.language,
      verified: account.verified === 1,
      phoneNumber: account.phone_number,
      address: account.address,
      iban: revealSecret(deps, userId, account.iban_enc, 'IBAN'),
      codiceFiscale: revealSecret(deps, userId, account.cf_enc, 'CF'),
      identityVerified: account.doc_verified === 1,
      affiliateCode: account.affiliate_code,
      usedAffiliateCode: account.used_affiliate_code,
      createdAt: account.created_at,
      updatedAt: account.updated_at,
    },
    consents: consents.history,
    orders,
    receipts,
    certificates,
    enrollments: owned,
    affiliate,
    lessonProgress: progress,
    identityDocuments: documents,
    ...sent,
  }
}

/** The ZIP: data.json, then documents/<id>-<side>.<ext>. 413 past the files' limit. */
export async function buildExportZip(deps: ExportDeps, userId: number): Promise<Uint8Array> {
  if ((await documentBytes(deps.db, userId, deps.storage)) > PRIVACY_EXPORT_LIMITS.fileBytes) {
    throw new HttpError(413, PrivacyMessages.exportTooLarge)
  }
  const data = await memberData(deps, userId)
  const files: Zippable = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
  }
  for await (const file of documentFilesForExport(deps, userId)) {
    // Pictures and PDFs are compressed already: stored as they are.
    files[file.name] = [new Uint8Array(file.bytes), { level: 0 }]
  }
  return zipSync(files, { level: 6 })
}
