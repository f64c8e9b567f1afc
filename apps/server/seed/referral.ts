import type { Db } from '#src/db/connect.ts'
import { ONLINE_COURSES } from './content/online-courses.ts'
import { DAY_MS } from './dates.ts'
import { createDemoUser, DEMO_LOGINS, DEMO_REFERRAL } from './logins.ts'
import type { At } from './write-content.ts'

/**
 * Mario's invite at work: a friend joined with his code and bought two video courses, one
 * long ago (its commission is available) and one three days ago (still on hold). Orders,
 * enrollments and the commission are written directly, as a paid checkout writes them: the
 * checkout has no use case that records a payment made elsewhere.
 */
export async function insertReferral(
  trx: Db,
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
    const paidAt = at(daysAgo)
    const order = await trx
      .insertInto('customer_order')
      .values({
        reference: `DEMO-${index + 1}`,
        user_id: friendId,
        item_type: 'online_course',
        course_id: null,
        online_course_id: onlineCourseIds.get(title)!,
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
    await trx
      .insertInto('enrollment')
      .values({
        user_id: friendId,
        course_id: null,
        online_course_id: onlineCourseIds.get(title)!,
        order_id: order.id,
        created_at: paidAt,
      })
      .execute()
    if (course.affiliatePriceCents) {
      await trx
        .insertInto('affiliate_entry')
        .values({
          user_id: marioId,
          kind: 'commission',
          amount_cents: course.affiliatePriceCents,
          order_id: order.id,
          withdrawal_id: null,
          available_at: new Date(Date.parse(paidAt) + holdDays * DAY_MS).toISOString(),
          created_at: paidAt,
          // One commission per buyer and item, as checkout writes it.
          buyer_id: friendId,
          online_course_id: onlineCourseIds.get(title)!,
        })
        .execute()
    }
  }
}
