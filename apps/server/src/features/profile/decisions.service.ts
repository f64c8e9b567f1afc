import { ErrorMessages } from '@aula/contract/common'
import { ProfileMessages } from '@aula/contract/profile'
import { now } from '#src/lib/clock.ts'
import { recordAudit } from '#src/lib/audit.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { documentDecisionMail } from './profile.mails.ts'
import { updateAccountDetails } from '#src/features/auth/account.service.ts'
import { findDocumentById, markDocumentDecided } from './profile.repository.ts'
import type { ProfileDeps } from './profile.service.ts'

/*
 * The admin's decision on a member's identity document (docs/product.md#personal-data),
 * taken once, audited, and told to the member by an e-mail queued in the same transaction
 * (lib/mail-queue.ts). Decisions on
 * withdrawals are the affiliate's (features/affiliate/affiliate.service.ts).
 */

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** A reason explains a rejection; with an approval it is refused rather than dropped. */
function assertReasonFits(approve: boolean, reason: string | null) {
  if (approve && reason !== null) throw new HttpError(400, ProfileMessages.reasonWithApproval)
}

/**
 * An admin decides a waiting document, once: approval verifies the member's identity,
 * rejection (with an optional reason the member reads) lets the member send a new one.
 * Audited like every admin write; the member gets an e-mail either way.
 */
export async function decideDocument(
  deps: ProfileDeps,
  adminId: number,
  id: number,
  approve: boolean,
  reason: string | null = null,
): Promise<void> {
  assertReasonFits(approve, reason)
  await deps.db.transaction().execute(async (trx) => {
    const at = now()
    const status = approve ? 'approved' : 'rejected'
    if (!(await markDocumentDecided(trx, id, { status, at, by: adminId, reason }))) {
      throw (await findDocumentById(trx, id))
        ? new HttpError(409, ProfileMessages.alreadyDecided)
        : notFound()
    }
    const row = await findDocumentById(trx, id)
    if (!row) throw notFound()
    if (approve) await updateAccountDetails(trx, row.user_id, { doc_verified: 1, updated_at: at })
    await recordAudit(trx, {
      actorUserId: adminId,
      action: approve ? 'document.approve' : 'document.reject',
      targetType: 'identity_document',
      targetId: id,
      ...(reason === null ? {} : { detail: { reason } }),
    })
    // Queued with the decision: the member hears of it exactly when it is stored.
    await deps.mail.enqueue(
      trx,
      documentDecisionMail(
        deps.config,
        { to: row.email, name: row.name, language: row.language },
        { approved: approve, reason },
      ),
    )
  })
  deps.mail.kick()
}
