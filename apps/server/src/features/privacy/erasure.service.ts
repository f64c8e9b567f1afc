import type { FastifyBaseLogger } from 'fastify'
import { PrivacyMessages } from '@aula/contract/privacy'
import type { Db } from '#src/db/connect.ts'
import { hasPendingWithdrawal } from '#src/features/affiliate/member-data.service.ts'
import { findAccount, lockAccount } from '#src/features/auth/account.service.ts'
import { anonymiseAccount, checkAccountPassword } from '#src/features/auth/member-data.service.ts'
import { eraseCertificates } from '#src/features/certificates/member-data.service.ts'
import { eraseSentBy } from '#src/features/contact/member-data.service.ts'
import { removeSubscriberOf } from '#src/features/newsletter/newsletter.service.ts'
import { eraseProgress } from '#src/features/online-courses/member-data.service.ts'
import { eraseDocuments } from '#src/features/profile/member-data.service.ts'
import { removeAssetFiles, type AssetFiles } from '#src/lib/assets.ts'
import { now } from '#src/lib/clock.ts'
import { forgetMailTo } from '#src/lib/mail-queue.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { Storage } from '#src/lib/storage.ts'
import { forgetSessions } from '#src/plugins/app/session-cache.ts'
import { closeMemberConsents } from './consents.service.ts'
import { insertErasure } from './privacy.repository.ts'

/*
 * "Delete my account" (docs/product.md#privacy, docs/decisions/034-privacy-consents-export-erasure.md).
 * Personal data is erased through each owner's service in one transaction; the account row
 * stays, anonymised, because the records the law keeps point at it: orders (and their
 * receipts) for 10 years (art. 2220 c.c.), and the affiliate ledger. Files go after COMMIT.
 */

export interface ErasureDeps {
  db: Db
  storage: Storage
  log: FastifyBaseLogger
}

export async function deleteOwnAccount(
  deps: ErasureDeps,
  caller: { id: number; group: 'user' | 'admin' },
  password: string,
): Promise<void> {
  const { db } = deps
  if (caller.group === 'admin') throw new HttpError(403, PrivacyMessages.adminCannotDelete)
  if (!(await checkAccountPassword(db, caller.id, password))) {
    throw new HttpError(400, PrivacyMessages.wrongPassword)
  }
  const files: AssetFiles[] = await db.transaction().execute(async (trx) => {
    // Holds the account: a withdrawal requested meanwhile waits for this to end.
    if (!(await lockAccount(trx, caller.id))) throw new HttpError(404, 'Not found')
    const account = await findAccount(trx, caller.id)
    if (!account) throw new HttpError(404, 'Not found')
    // The money on its way is the member's: it is paid or returned before they go.
    if (await hasPendingWithdrawal(trx, caller.id)) {
      throw new HttpError(409, PrivacyMessages.withdrawalPending)
    }
    const who = { userId: caller.id, email: account.email }
    await closeMemberConsents(trx, who)
    await removeSubscriberOf(trx, account.email)
    await eraseSentBy(trx, account.email)
    await forgetMailTo(trx, account.email)
    await eraseProgress(trx, caller.id)
    await eraseCertificates(trx, caller.id)
    const dropped = await eraseDocuments(trx, caller.id)
    await anonymiseAccount(trx, caller.id)
    await insertErasure(trx, caller.id, now())
    return dropped
  })
  // No session of the account is accepted any more, in this process at once.
  await forgetSessions()
  for (const asset of files) {
    await removeAssetFiles(deps.storage, asset).catch((err: unknown) =>
      deps.log.warn({ err, assetId: asset.id }, 'erased document file could not be removed'),
    )
  }
}
