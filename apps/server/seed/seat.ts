import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { recordPaidOrder } from '#src/features/checkout/fulfilment.service.ts'
import { holdSeatForOrder } from '#src/features/editions/seats.service.ts'
import { DEMO_SEAT } from './content/catalog.ts'
import type { At, SeededEdition } from './write-content.ts'

/**
 * Mario booked the first edition of the STG course, which has two seats: a visitor sees
 * "1 posto disponibile" (docs/product.md#editions) and Mario sees the course among his own.
 * A payment taken at the school's desk, recorded and fulfilled by the checkout, and the
 * seat held for that order by the editions, as a paid checkout's is.
 */
export async function createDemoSeat(
  deps: { db: Db; config: Pick<Config, 'affiliateHoldDays'> },
  marioId: number,
  editions: SeededEdition[],
  at: At,
): Promise<void> {
  const edition = editions.find((e) => e.courseTitle === DEMO_SEAT.courseTitle)
  if (!edition) throw new Error(`seed: no edition of ${DEMO_SEAT.courseTitle}`)
  const paidAt = at(DEMO_SEAT.daysAgo)
  await recordPaidOrder(deps, {
    buyerId: marioId,
    type: 'physical',
    title: edition.courseTitle,
    reference: DEMO_SEAT.reference,
    provider: 'demo',
    paidAt,
  })
  await holdSeatForOrder(deps.db, {
    courseId: edition.courseId,
    edition: edition.editionId,
    userId: marioId,
    reference: DEMO_SEAT.reference,
    until: paidAt,
  })
}
