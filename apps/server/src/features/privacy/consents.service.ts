import {
  CONSENT_KINDS,
  CONSENT_TEXT_REVISIONS,
  consentVersion,
  parseConsentVersion,
  PrivacyMessages,
  type ConsentKind,
  type ConsentsAnswer,
} from '@aula/contract/privacy'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import {
  findLatestPolicy,
  insertConsentRecords,
  listConsentRecords,
  moveEmailRecordsToMember,
  policyExists,
  type ConsentRecordRow,
} from './privacy.repository.ts'

/*
 * Consents (docs/product.md#privacy): every one given or withdrawn is a new row, never an
 * update, with the version of the text agreed to: the wording's revision (the web's
 * `privacy.consentText.*`) and the privacy policy's version. Other features record theirs
 * here, inside their own transaction (registration, newsletter subscription).
 */

/** Where a consent was given or withdrawn. */
export type ConsentSource =
  'registration' | 'newsletter-form' | 'newsletter-link' | 'profile' | 'account-deletion'

/** The privacy policy's current version: 0 while the page shows the built-in text. */
export async function currentPolicyVersion(db: Db): Promise<number> {
  return (await findLatestPolicy(db))?.id ?? 0
}

const unknownVersion = () => new HttpError(400, PrivacyMessages.unknownVersion)

/**
 * The version to record for a consent of `kind`: the one the form sent, once checked (its
 * kind, the wording's current revision, a policy version that exists: a page opened before
 * the admin saved a new text names the older one, which is what the person read), else the
 * current one (an API client that sent none agrees to what the API documents). 400 otherwise.
 */
export async function checkedConsentVersion(
  db: Db,
  kind: ConsentKind,
  version: string | undefined,
): Promise<string> {
  if (version === undefined) return consentVersion(kind, await currentPolicyVersion(db))
  const parsed = parseConsentVersion(version)
  if (!parsed || parsed.kind !== kind || parsed.revision !== CONSENT_TEXT_REVISIONS[kind]) {
    throw unknownVersion()
  }
  if (parsed.policyVersion !== 0 && !(await policyExists(db, parsed.policyVersion))) {
    throw unknownVersion()
  }
  return version
}

export interface ConsentEntry {
  consent: ConsentKind
  given: boolean
  /** Checked with checkedConsentVersion, or a withdrawal's (which needs none agreed to). */
  version: string
  source: ConsentSource
}

/** Records consents of a member or, for a newsletter-only subscriber, of an e-mail. */
export async function recordConsents(
  db: Db,
  who: { userId: number } | { email: string },
  entries: ConsentEntry[],
): Promise<void> {
  const at = now()
  await insertConsentRecords(
    db,
    entries.map((entry) => ({
      user_id: 'userId' in who ? who.userId : null,
      email: 'email' in who ? who.email.trim().toLowerCase() : null,
      consent: entry.consent,
      given: entry.given ? 1 : 0,
      version: entry.version,
      source: entry.source,
      created_at: at,
    })),
  )
}

/**
 * A withdrawal's version: the current one of its kind (a person may always withdraw,
 * whatever they read).
 */
export async function withdrawalVersion(db: Db, kind: ConsentKind): Promise<string> {
  return consentVersion(kind, await currentPolicyVersion(db))
}

function currentOf(rows: ConsentRecordRow[], kind: ConsentKind) {
  const row = rows.find((r) => r.consent === kind)
  return row ? { given: row.given === 1, version: row.version, at: row.created_at } : null
}

/** A member's consents now and their whole history, newest first. */
export async function listMemberConsents(
  db: Db,
  who: { userId: number; email: string },
): Promise<ConsentsAnswer> {
  const rows = await listConsentRecords(db, who)
  return {
    current: {
      terms: currentOf(rows, 'terms'),
      newsletter: currentOf(rows, 'newsletter'),
      marketing: currentOf(rows, 'marketing'),
    },
    history: rows.map((row) => ({
      consent: row.consent,
      given: row.given === 1,
      version: row.version,
      source: row.source,
      at: row.created_at,
    })),
  }
}

/**
 * On erasure: the newsletter and marketing consents end, and the records that named the
 * member by e-mail name them by id instead, so no e-mail stays while the proof does.
 */
export async function closeMemberConsents(
  db: Db,
  who: { userId: number; email: string },
): Promise<void> {
  const current = await listMemberConsents(db, who)
  const open = CONSENT_KINDS.filter(
    (kind) => kind !== 'terms' && current.current[kind]?.given === true,
  )
  const entries: ConsentEntry[] = []
  for (const kind of open) {
    entries.push({
      consent: kind,
      given: false,
      version: await withdrawalVersion(db, kind),
      source: 'account-deletion',
    })
  }
  await recordConsents(db, { userId: who.userId }, entries)
  await moveEmailRecordsToMember(db, who.email, who.userId)
}
