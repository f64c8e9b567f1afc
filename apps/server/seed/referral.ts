import type { Transaction } from 'kysely'
import type { Database } from '#src/db/database.ts'
import { creditCommission } from '#src/features/affiliate/affiliate.service.ts'
import { enroll } from '#src/features/enrollment/enrollment.service.ts'
import { ONLINE_COURSES } from './content/online-courses.ts'
import { createDemoUser, DEMO_LOGINS, DEMO_REFERRAL } from './logins.ts'
import type { At } from './write-content.ts'

/**
 * Mario's invite at work: a friend joined with his code and bought two video courses, one
 * long ago (its commission is available) and one three days ago (still on hold). The
 * enrollment and the commission go through their services, as a paid checkout's do; the
 * paid order itself is written directly: the checkout has no use case that records a
 * payment made elsewhere.
 */
export async function insertReferral(
  trx: Transaction<Database>,
  marioId: number,
  onlineCourseIds: Map<string, number>,
  at: At,
  holdDays: number,
): Promise<void> {
  const friendId = await createDemoUser(trx, {
    email: DEMO_REFERRAL.email,
    name: DEMO_REFERRAL.name,
    password: DEMO_REFERRAL.password,
    group: 'user',
    referredBy: { id: marioId, code: DEMO_LOGINS.user.affiliateCode },
  })
  if (!friendId) return
  for (const [index, [title, daysAgo]] of DEMO_REFERRAL.purchases.entries()) {
    const course = ONLINE_COURSES.find((c) => c.title === title)!
    const onlineCourseId = onlineCourseIds.get(title)!
    const paidAt = at(daysAgo)
    const order = await trx
      .insertInto('customer_order')
      .values({
        reference: `DEMO-${index + 1}`,
        user_id: friendId,
        item_type: 'online_course',
        course_id: null,
        online_course_id: onlineCourseId,
        item_title: title,
        amount_cents: course.priceCents,
        currency: 'EUR',
        charge: 'full',
        provider: 'demo',
        provider_checkout_id: null,
        status: 'paid',
        created_at: paidAt,
        paid_at: paidAt,
        fulfilled_at: paidAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await enroll(trx, {
      userId: friendId,
      courseId: null,
      onlineCourseId,
      orderId: order.id,
      at: paidAt,
    })
    await creditCommission(trx, {
      orderId: order.id,
      buyerId: friendId,
      courseId: null,
      onlineCourseId,
      commissionCents: course.affiliatePriceCents,
      holdDays,
      at: paidAt,
    })
  }
}
