import type { Generated } from 'kysely'

/** The audit log (lib/audit.ts). */
export interface AuditTables {
  audit_log: AuditLogTable
}

export interface AuditLogTable {
  id: Generated<number>
  actor_user_id: number | null
  action: string
  target_type: string
  target_id: string | null
  detail: string | null
  created_at: string
}
