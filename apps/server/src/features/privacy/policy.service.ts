import crypto from 'node:crypto'
import type { PrivacyPolicy, SavePrivacyPolicyInput } from '@aula/contract/privacy'
import type { Db } from '#src/db/connect.ts'
import { runAdminWrite, type AdminWriteDeps } from '#src/lib/admin-write.ts'
import { now } from '#src/lib/clock.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import { findLatestPolicy, insertPolicy } from './privacy.repository.ts'

/*
 * The privacy policy page (/privacy, docs/product.md#privacy). The admin writes it in both
 * languages, as rich text cleaned like an article's; every save is a new version (a row),
 * which the consents given from then on name. Before the first save the page shows the
 * site's built-in text, version 0.
 */

type PolicyRow = NonNullable<Awaited<ReturnType<typeof findLatestPolicy>>>

const toPolicy = (row: PolicyRow | undefined): PrivacyPolicy =>
  row
    ? {
        version: row.id,
        updatedAt: row.created_at,
        content: { it: sanitizeRichText(row.content_it), en: sanitizeRichText(row.content_en) },
      }
    : { version: 0, updatedAt: null, content: null }

export async function getPolicy(db: Db): Promise<PrivacyPolicy> {
  return toPolicy(await findLatestPolicy(db))
}

export function savePolicy(
  deps: AdminWriteDeps,
  actor: { id: number },
  input: SavePrivacyPolicyInput,
): Promise<PrivacyPolicy> {
  return runAdminWrite({
    deps,
    actor,
    input,
    parse: (body) => ({
      it: sanitizeRichText(body.contentIt),
      en: sanitizeRichText(body.contentEn),
    }),
    persist: async (trx, text) => {
      const hash = crypto.createHash('sha256').update(`${text.it}\u0000${text.en}`).digest('hex')
      const id = await insertPolicy(trx, {
        content_it: text.it,
        content_en: text.en,
        hash,
        created_by: actor.id,
        created_at: now(),
      })
      return {
        result: toPolicy(await findLatestPolicy(trx)),
        audit: { action: 'privacy-policy.save', targetType: 'privacy_policy', targetId: id },
      }
    },
  })
}
