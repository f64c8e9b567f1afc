import type { Generated } from 'kysely'

/** Mails waiting for, or done with, delivery; leases of periodic jobs (lib/mail-queue.ts, lib/job-lease.ts). */
export interface MailQueueTables {
  mail_queue: MailQueueTable
  job_lease: JobLeaseTable
}

export interface MailQueueTable {
  id: Generated<number>
  /** The Message-ID header every delivery of this row carries, so a receiver can dedupe. */
  message_id: string
  recipient: string
  subject: string
  /** The whole message as JSON (lib/mail.ts MailMessage); cleared once sent. */
  message: string | null
  status: Generated<'pending' | 'sent' | 'failed'>
  attempts: Generated<number>
  next_attempt_at: string
  lease_until: string | null
  claim: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
}

export interface JobLeaseTable {
  name: string
  holder: string
  until: string
}
