import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '#src/db/database.ts'
import { findAccount, lockAccount } from '#src/features/auth/account.service.ts'
import { decryptText } from '#src/lib/data-key.ts'

/*
 * What the affiliate's withdrawals ask of the member's profile (docs/product.md#withdrawals):
 * whether the member can be paid (IBAN, CF and a verified identity), and where to pay them.
 */

/**
 * Locks the member's row until the caller's transaction ends (two requests of the same
 * member take turns), then says whether the member can be paid: null when there is no
 * such member.
 */
export async function lockPayee(
  trx: Transaction<Database>,
  userId: number,
): Promise<{ ready: boolean } | null> {
  if (!(await lockAccount(trx, userId))) return null
  const user = await findAccount(trx, userId)
  if (!user) return null
  return { ready: Boolean(user.iban_enc && user.cf_enc) && user.doc_verified === 1 }
}

/** A sealed IBAN or CF in clear; null when absent or unreadable with the current key. */
export function revealSecret(
  deps: { dataKey: Buffer; log: FastifyBaseLogger },
  userId: number,
  sealed: string | null,
  what: string,
): string | null {
  if (!sealed) return null
  try {
    return decryptText(deps.dataKey, sealed)
  } catch {
    // The value itself is never logged; a wrong DATA_KEY is what an operator must fix.
    deps.log.warn({ userId }, `stored ${what} cannot be decrypted with the current data key`)
    return null
  }
}
