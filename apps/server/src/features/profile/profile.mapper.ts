import {
  ProfilePaths,
  type AdminDocument,
  type AffiliateAnswer,
  type UserProfile,
} from '@aula/contract/profile'
import { centsToEuros } from '#src/lib/money.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import type { Balance } from '#src/features/affiliate/ledger.ts'
import type { Account } from '#src/features/auth/account.service.ts'
import type { DocumentRow, LatestDocumentRow } from './profile.repository.ts'

/** A member's account with whether an identity document waits for an admin. */
export type ProfileRow = Account & { documentPending: boolean }

export interface AffiliateFacts {
  balance: Balance
  referrals: number
}

export function toAffiliateDto(
  row: Pick<ProfileRow, 'affiliate_code' | 'used_affiliate_code'>,
  facts: AffiliateFacts,
): AffiliateAnswer {
  return {
    affiliateCode: row.affiliate_code,
    usedAffiliateCode: row.used_affiliate_code,
    earnings: centsToEuros(facts.balance.availableCents),
    pendingEarnings: centsToEuros(facts.balance.pendingCents),
    referrals: facts.referrals,
  }
}

/**
 * The profile; `secrets` are the decrypted IBAN and CF, given to their owner only;
 * `document` the member's latest identity document.
 */
export function toUserProfileDto(
  row: ProfileRow,
  facts: AffiliateFacts,
  secrets: { iban: string | null; cf: string | null },
  document: LatestDocumentRow | undefined,
): UserProfile {
  return {
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    address: row.address,
    ...toAffiliateDto(row, facts),
    iban: secrets.iban,
    CF: secrets.cf,
    veryfing: row.documentPending,
    docVerified: row.doc_verified === 1,
    group: row.group,
    document: document
      ? {
          status: document.status,
          reason: document.status === 'rejected' ? document.decision_reason : null,
          uploadDate: toIsoTimestamp(document.created_at) ?? document.created_at,
        }
      : null,
  }
}

export function toAdminDocumentDto(row: DocumentRow): AdminDocument {
  const id = row.id
  return {
    idDoc: id,
    idDocument: id,
    name: row.name,
    email: row.email,
    valid: row.status === 'approved',
    status: row.status,
    fileurl: [ProfilePaths.documentFile(id, 'front'), ProfilePaths.documentFile(id, 'back')].join(
      ',',
    ),
    types: [row.front_mime, row.back_mime],
    uploadDate: toIsoTimestamp(row.created_at) ?? row.created_at,
    documentName: row.document_name,
    reason: row.status === 'rejected' ? row.decision_reason : null,
  }
}
