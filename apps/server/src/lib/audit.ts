import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'

/** Every admin write is recorded: who, what, when (issue: admin panel). */
export async function recordAudit(
  db: Db,
  entry: {
    actorUserId: number | null
    action: string
    targetType: string
    targetId?: string | number | null
    detail?: unknown
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId == null ? null : String(entry.targetId),
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
      created_at: now(),
    })
    .execute()
}
