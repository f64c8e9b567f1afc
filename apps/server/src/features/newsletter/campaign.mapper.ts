import type { Campaign } from '@aula/contract/newsletter'
import { toIsoTimestamp, toNumber } from '#src/lib/row-values.ts'
import type { CampaignRow } from './campaign.repository.ts'

export function toCampaignDto(row: CampaignRow): Campaign {
  return {
    id: toNumber(row.id),
    subject: row.subject,
    status: row.status,
    total: toNumber(row.total),
    sent: toNumber(row.sent_count),
    failed: toNumber(row.failed_count ?? 0),
    createdAt: toIsoTimestamp(row.created_at) ?? row.created_at,
    finishedAt: toIsoTimestamp(row.finished_at),
  }
}
