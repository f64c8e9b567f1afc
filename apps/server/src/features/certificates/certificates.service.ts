import { ErrorMessages } from '@aula/contract/common'
import type { MyCertificate, VerifiedCertificate } from '@aula/contract/certificates'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { CertificateSource } from '#src/db/database.ts'
import { findAccount } from '#src/features/auth/account.service.ts'
import { listOwned } from '#src/features/enrollment/enrollment.service.ts'
import { completedOnlineCourses } from '#src/features/online-courses/completion-lookups.service.ts'
import { now } from '#src/lib/clock.ts'
import { HttpError } from '#src/lib/http-error.ts'
import type { QueuedMailer } from '#src/lib/mail-queue.ts'
import { toIsoTimestamp, toSchoolDate } from '#src/lib/row-values.ts'
import { groupedCode, newCertificateCode, normalizedCode } from './certificate-code.ts'
import { certificatePdf } from './certificate-pdf.ts'
import { attendedEditionEntitlements } from './edition-entitlements.ts'
import { certificateIssuedMail, verificationUrl } from './certificates.mails.ts'
import {
  findCertificateByCode,
  hasCertificate,
  insertCertificate,
  listCertificatesOfUser,
  type CertificateRow,
} from './certificates.repository.ts'

/*
 * Certificates of completion (docs/product.md#certificates, docs/decisions/031-certificates.md):
 * a member who completed every lesson of a video course they own, or was marked present at an
 * in-person edition, gets one, once. It is issued when the last lesson is completed and,
 * for anything missed, whenever the member lists their certificates.
 */

export interface CertificateDeps {
  db: Db
  /** Tells the member, queued with the certificate (lib/mail-queue.ts). */
  mail: QueuedMailer
  config: Config
}

/** Who the certificate is for: the session's member. */
export interface Member {
  id: number
  email: string
  name: string
  language: 'it' | 'en'
  group: 'user' | 'admin'
}

/** A certificate the member is entitled to, as it would be issued. */
export interface Entitlement {
  kind: CertificateSource
  sourceId: number
  courseTitle: string
  hours: number | null
  /** YYYY-MM-DD on the school's clock. */
  completedOn: string
  /** The video course's current title (its player looks its certificate up by it). */
  onlineCourseTitle?: string
}

/**
 * A video course's hours: its lessons' total length to the nearest half hour, at least half an
 * hour; null when a lesson's length is unknown (a certificate then states no hours).
 */
export function videoCourseHours(totalSeconds: number | null): number | null {
  if (totalSeconds === null || totalSeconds <= 0) return null
  return Math.max(0.5, Math.round(totalSeconds / 1800) / 2)
}

/** The video courses the member owns and finished, each a certificate they are entitled to. */
async function videoCourseEntitlements(
  db: Db,
  userId: number,
  onlineCourseIds?: number[],
): Promise<Entitlement[]> {
  const owned = (await listOwned(db, userId)).onlineCourseIds
  const ids = onlineCourseIds ? owned.filter((id) => onlineCourseIds.includes(id)) : owned
  return (await completedOnlineCourses(db, userId, ids)).map((course) => ({
    kind: 'online_course',
    sourceId: course.onlineCourseId,
    courseTitle: course.title,
    hours: videoCourseHours(course.totalSeconds),
    completedOn: toSchoolDate(course.completedAt) ?? toSchoolDate(now())!,
    onlineCourseTitle: course.title,
  }))
}

/** Tries with a fresh code when a code is already taken (about once in 10^15 issues). */
const CODE_TRIES = 5

/**
 * Inside the caller's transaction: issues the entitlements the member has no certificate
 * for, each with its mail queued in the same transaction; two requests at once issue each
 * only once (the unique key). Answers how many were issued (the caller kicks the queue).
 */
async function issueIn(
  trx: Db,
  deps: Omit<CertificateDeps, 'db'>,
  member: Pick<Member, 'id' | 'email' | 'name' | 'language'>,
  due: Entitlement[],
): Promise<number> {
  let issued = 0
  for (const entitlement of due) {
    for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
      const code = newCertificateCode()
      const stored = await insertCertificate(trx, {
        code,
        user_id: member.id,
        kind: entitlement.kind,
        source_id: entitlement.sourceId,
        member_name: member.name,
        language: member.language,
        course_title: entitlement.courseTitle,
        hours: entitlement.hours,
        completed_on: entitlement.completedOn,
        issued_at: now(),
      })
      if (stored) {
        issued++
        await deps.mail.enqueue(
          trx,
          certificateIssuedMail(
            deps.config,
            { to: member.email, name: member.name, language: member.language },
            { courseTitle: entitlement.courseTitle, code },
          ),
        )
        break
      }
      if (await hasCertificate(trx, member.id, entitlement.kind, entitlement.sourceId)) break
    }
  }
  return issued
}

/** Issues the entitlements the member lacks (issueIn) in a transaction of its own. */
async function issue(deps: CertificateDeps, member: Member, due: Entitlement[]): Promise<void> {
  if (due.length === 0) return
  const issued = await deps.db.transaction().execute((trx) => issueIn(trx, deps, member, due))
  if (issued > 0) deps.mail.kick()
}

/**
 * Inside the editions' transaction that marks a participant present: the certificate of that
 * edition, with its mail, when the member has none yet (docs/decisions/031-certificates.md).
 * Reads the attendance through the editions' lookup, so it sees the presence just written.
 * Answers whether one was issued; the caller kicks the mail queue after its commit. Taking
 * the presence back later leaves an issued certificate as it is.
 */
export async function issueEditionCertificateIn(
  trx: Db,
  deps: Omit<CertificateDeps, 'db'>,
  userId: number,
  editionId: number,
): Promise<boolean> {
  const due = (await attendedEditionEntitlements(trx, userId)).filter(
    (entitlement) => entitlement.sourceId === editionId,
  )
  if (due.length === 0 || (await hasCertificate(trx, userId, 'edition', editionId))) return false
  const member = await findAccount(trx, userId)
  if (!member) return false
  return (await issueIn(trx, deps, member, due)) > 0
}

const sourceKey = (kind: CertificateSource, id: number) => `${kind}:${id}`

/**
 * After a lesson is completed: the certificate of its video course, when that was the last
 * lesson the member had to finish (and they own the course).
 */
export async function issueVideoCourseCertificate(
  deps: CertificateDeps,
  member: Member,
  onlineCourseId: number,
): Promise<void> {
  const [entitlement] = await videoCourseEntitlements(deps.db, member.id, [onlineCourseId])
  if (!entitlement) return
  if (await hasCertificate(deps.db, member.id, entitlement.kind, entitlement.sourceId)) return
  await issue(deps, member, [entitlement])
}

const wireKind = (kind: CertificateSource) => (kind === 'edition' ? 'edition' : 'onlineCourse')

function verified(row: CertificateRow): VerifiedCertificate {
  return {
    code: groupedCode(row.code),
    memberName: row.member_name,
    courseTitle: row.course_title,
    kind: wireKind(row.kind),
    hours: row.hours,
    completedOn: row.completed_on,
  }
}

/** The member's certificates, newest first, after issuing any they are entitled to and lack. */
export async function listMyCertificates(
  deps: CertificateDeps,
  member: Member,
): Promise<MyCertificate[]> {
  const entitled = [
    ...(await videoCourseEntitlements(deps.db, member.id)),
    ...(await attendedEditionEntitlements(deps.db, member.id)),
  ]
  const had = new Set(
    (await listCertificatesOfUser(deps.db, member.id)).map((row) =>
      sourceKey(row.kind, row.source_id),
    ),
  )
  await issue(
    deps,
    member,
    entitled.filter((e) => !had.has(sourceKey(e.kind, e.sourceId))),
  )
  const titles = new Map(entitled.map((e) => [sourceKey(e.kind, e.sourceId), e.onlineCourseTitle]))
  return (await listCertificatesOfUser(deps.db, member.id)).map((row) => ({
    ...verified(row),
    onlineCourseTitle: titles.get(sourceKey(row.kind, row.source_id)) ?? null,
    issuedAt: toIsoTimestamp(row.issued_at) ?? row.issued_at,
  }))
}

const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** What anyone may read of a certificate by its code; 404 for a code that names none. */
export async function verifyCertificate(db: Db, typed: string): Promise<VerifiedCertificate> {
  const code = normalizedCode(typed)
  const row = code === null ? undefined : await findCertificateByCode(db, code)
  if (!row) throw notFound()
  return verified(row)
}

/**
 * The certificate's PDF and a file name for it: its owner and the admins; 403 to another
 * member, 404 for a code that names none.
 */
export async function certificateDownload(
  deps: Pick<CertificateDeps, 'db' | 'config'>,
  caller: Pick<Member, 'id' | 'group'>,
  typed: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const code = normalizedCode(typed)
  const row = code === null ? undefined : await findCertificateByCode(deps.db, code)
  if (!row) throw notFound()
  if (row.user_id !== caller.id && caller.group !== 'admin') {
    throw new HttpError(403, ErrorMessages.forbidden)
  }
  const pdf = await certificatePdf({
    language: row.language,
    schoolName: deps.config.site.name,
    memberName: row.member_name,
    courseTitle: row.course_title,
    kind: row.kind,
    hours: row.hours,
    completedOn: row.completed_on,
    code: row.code,
    verificationUrl: verificationUrl(deps.config, row.code),
  })
  const fileName = `${row.language === 'it' ? 'attestato' : 'certificate'}-${groupedCode(row.code)}.pdf`
  return { pdf, fileName }
}
