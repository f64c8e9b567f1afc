import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { recordPaidOrder } from '#src/features/checkout/fulfilment.service.ts'
import { createDemoUser, DEMO_LOGINS, DEMO_REFERRAL } from './logins.ts'
import type { At } from './write-content.ts'

/**
 * Mario's invite at work: a friend joined with his code and bought two video courses, one
 * long ago (its commission is available) and one three days ago (still on hold). Each
 * purchase is a paid order the checkout records and fulfils, so the enrollment and the
 * commission come from their own features, as a paid checkout's do.
 */
export async function createReferral(
  deps: { db: Db; config: Pick<Config, 'affiliateHoldDays'> },
  marioId: number,
  at: At,
): Promise<void> {
  const friendId = await createDemoUser(deps.db, {
    email: DEMO_REFERRAL.email,
    name: DEMO_REFERRAL.name,
    password: DEMO_REFERRAL.password,
    group: 'user',
    referredBy: { id: marioId, code: DEMO_LOGINS.user.affiliateCode },
  })
  if (!friendId) return
  for (const [index, [title, daysAgo]] of DEMO_REFERRAL.purchases.entries()) {
    await recordPaidOrder(deps, {
      buyerId: friendId,
      type: 'online',
      title,
      reference: `DEMO-${index + 1}`,
      provider: 'demo',
      paidAt: at(daysAgo),
    })
  }
}
