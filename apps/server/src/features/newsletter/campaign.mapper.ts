import type { Campaign } from '@aula/contract/newsletter'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import type { CampaignRow } from './campaign.repository.ts'

export function toCampaignDto(row: CampaignRow): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    total: row.total,
    sent: row.sent_count,
    failed: row.failed_count ?? 0,
    createdAt: toIsoTimestamp(row.created_at) ?? row.created_at,
    finishedAt: toIsoTimestamp(row.finished_at),
  }
}
