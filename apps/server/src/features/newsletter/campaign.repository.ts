import { sql } from 'kysely'
import type { Db } from '#src/db/connect.ts'
import type { NewsletterCampaignTable } from '#src/db/database.ts'

/*
 * A newsletter campaign and its deliveries: one row per campaign and subscriber (the primary
 * key), written when the campaign is queued. A delivery's life, with the columns the schema
 * has (status pending | sent | failed, attempts, sent_at):
 *
 *   pending, sent_at null            waiting for its turn (attempts = tries that failed)
 *   pending, sent_at set             claimed by a sender at sent_at: the mail is on its way
 *   sent,    sent_at set             the mail server took the mail
 *   failed                           given up: too many failed tries, or a claim left behind
 *
 * A subscriber who left before their turn has their delivery removed: nobody is owed it.
 */

function campaignQuery(db: Db) {
  return db.selectFrom('newsletter_campaign').select((eb) => [
    'newsletter_campaign.id',
    'newsletter_campaign.subject',
    'newsletter_campaign.status',
    'newsletter_campaign.total',
    'newsletter_campaign.sent_count',
    'newsletter_campaign.created_at',
    'newsletter_campaign.finished_at',
    eb
      .selectFrom('newsletter_delivery')
      .select((d) => d.fn.countAll<number>().as('n'))
      .whereRef('newsletter_delivery.campaign_id', '=', 'newsletter_campaign.id')
      .where('newsletter_delivery.status', '=', 'failed')
      .as('failed_count'),
  ])
}

export type CampaignRow = Awaited<
  ReturnType<ReturnType<typeof campaignQuery>['executeTakeFirstOrThrow']>
>

/** Newest first. */
export function listCampaigns(db: Db): Promise<CampaignRow[]> {
  return campaignQuery(db)
    .orderBy('newsletter_campaign.created_at', 'desc')
    .orderBy('newsletter_campaign.id', 'desc')
    .execute()
}

export function findCampaignById(db: Db, id: number): Promise<CampaignRow | undefined> {
  return campaignQuery(db).where('newsletter_campaign.id', '=', id).executeTakeFirst()
}

/**
 * Queues a campaign for every subscriber confirmed right now, in one statement, so the list
 * of recipients is exactly who was confirmed at that moment. Returns the campaign's id and
 * how many deliveries it holds (0: nobody to send to; the caller rolls back). Run it in a
 * transaction: the campaign, its deliveries and its total belong together.
 */
export async function insertCampaignWithDeliveries(
  db: Db,
  values: {
    subject: string
    content: string
    imagePosition: NewsletterCampaignTable['image_position']
    createdBy: number
    createdAt: string
  },
): Promise<{ id: number; total: number }> {
  const campaign = await db
    .insertInto('newsletter_campaign')
    .values({
      subject: values.subject,
      content: values.content,
      image_position: values.imagePosition,
      image_id: null,
      status: 'queued',
      total: 0,
      sent_count: 0,
      created_by: values.createdBy,
      created_at: values.createdAt,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const id = campaign.id
  await db
    .insertInto('newsletter_delivery')
    .columns(['campaign_id', 'subscriber_id', 'status', 'attempts', 'sent_at'])
    .expression((eb) =>
      eb
        .selectFrom('newsletter_subscriber')
        .select([
          sql.lit(id).as('campaign_id'),
          'newsletter_subscriber.id as subscriber_id',
          sql<string>`'pending'`.as('status'),
          sql<number>`0`.as('attempts'),
          sql<null>`null`.as('sent_at'),
        ])
        .where('newsletter_subscriber.status', '=', 'confirmed'),
    )
    .execute()
  const counted = await db
    .selectFrom('newsletter_delivery')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', id)
    .executeTakeFirstOrThrow()
  const total = counted.n
  await db.updateTable('newsletter_campaign').set({ total }).where('id', '=', id).execute()
  return { id, total }
}

/** Campaigns a sender still has to work on, oldest first. */
export function listActiveCampaigns(db: Db) {
  return db
    .selectFrom('newsletter_campaign')
    .select(['id', 'subject', 'content', 'image_position', 'status'])
    .where('status', 'in', ['queued', 'sending'])
    .orderBy('id')
    .execute()
}

export type ActiveCampaign = Awaited<ReturnType<typeof listActiveCampaigns>>[number]

export async function markCampaignSending(db: Db, id: number): Promise<void> {
  await db
    .updateTable('newsletter_campaign')
    .set({ status: 'sending' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute()
}

/**
 * The next deliveries waiting for their turn, with the subscriber as they are now: fresh
 * ones before retries, then in subscription order.
 */
export function nextDeliveries(db: Db, campaignId: number, limit: number) {
  return db
    .selectFrom('newsletter_delivery')
    .innerJoin(
      'newsletter_subscriber',
      'newsletter_subscriber.id',
      'newsletter_delivery.subscriber_id',
    )
    .select([
      'newsletter_delivery.campaign_id as campaignId',
      'newsletter_delivery.subscriber_id as subscriberId',
      'newsletter_delivery.attempts',
      'newsletter_subscriber.email',
      'newsletter_subscriber.language',
      'newsletter_subscriber.status as subscriberStatus',
      'newsletter_subscriber.unsubscribe_token as unsubscribeToken',
    ])
    .where('newsletter_delivery.campaign_id', '=', campaignId)
    .where('newsletter_delivery.status', '=', 'pending')
    .where('newsletter_delivery.sent_at', 'is', null)
    .orderBy('newsletter_delivery.attempts')
    .orderBy('newsletter_delivery.subscriber_id')
    .limit(limit)
    .execute()
}

export type DeliveryCandidate = Awaited<ReturnType<typeof nextDeliveries>>[number]

export interface DeliveryKey {
  campaignId: number
  subscriberId: number
}

function delivery(db: Db, key: DeliveryKey) {
  return db
    .updateTable('newsletter_delivery')
    .where('campaign_id', '=', key.campaignId)
    .where('subscriber_id', '=', key.subscriberId)
}

/**
 * Takes one delivery for this sender. The condition makes it atomic on both engines: of two
 * senders that read the same row, exactly one updates it, and only that one sends the mail.
 */
export async function claimDelivery(db: Db, key: DeliveryKey, at: string): Promise<boolean> {
  const result = await delivery(db, key)
    .set((eb) => ({ attempts: eb('attempts', '+', 1), sent_at: at }))
    .where('status', '=', 'pending')
    .where('sent_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Nobody is owed a newsletter they unsubscribed from before their turn came. */
export async function dropDelivery(db: Db, key: DeliveryKey): Promise<void> {
  await db
    .deleteFrom('newsletter_delivery')
    .where('campaign_id', '=', key.campaignId)
    .where('subscriber_id', '=', key.subscriberId)
    .where('status', '=', 'pending')
    .where('sent_at', 'is', null)
    .execute()
}

/** The mail server took the mail: marks the delivery sent; false when it already was. */
export async function setDeliverySent(db: Db, key: DeliveryKey, at: string): Promise<boolean> {
  const result = await delivery(db, key)
    .set({ status: 'sent', sent_at: at })
    .where('status', '!=', 'sent')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** One more mail of the campaign left. */
export async function countSentMail(db: Db, campaignId: number): Promise<void> {
  await db
    .updateTable('newsletter_campaign')
    .set((eb) => ({ sent_count: eb('sent_count', '+', 1) }))
    .where('id', '=', campaignId)
    .execute()
}

/** The mail server refused the mail: it waits for another try, or is given up. */
export async function releaseFailedDelivery(
  db: Db,
  key: DeliveryKey,
  giveUp: boolean,
): Promise<void> {
  await delivery(db, key)
    .set({ status: giveUp ? 'failed' : 'pending', sent_at: null })
    .where('status', '=', 'pending')
    .execute()
}

/**
 * Claims older than `before` belong to a sender that stopped between taking a delivery and
 * recording the result: the mail may or may not have left. They are given up, never sent
 * again (see campaign.sender.ts).
 */
export async function failAbandonedClaims(
  db: Db,
  campaignId: number,
  before: string,
): Promise<number> {
  const result = await db
    .updateTable('newsletter_delivery')
    .set({ status: 'failed' })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'pending')
    .where('sent_at', 'is not', null)
    .where('sent_at', '<', before)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function hasPendingDeliveries(db: Db, campaignId: number): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_delivery')
    .select('subscriber_id')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** How many of the campaign's deliveries were sent and how many failed. */
export async function deliveryCounts(
  db: Db,
  campaignId: number,
): Promise<{ sent: number; failed: number }> {
  const counts = await db
    .selectFrom('newsletter_delivery')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', '=', 'sent').then(1).else(0).end()).as('sent'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow()
  // A sum over no rows is null.
  return { sent: counts.sent ?? 0, failed: counts.failed ?? 0 }
}

/** Closes a campaign still queued or sending, with its final sent count. */
export async function closeCampaignRow(
  db: Db,
  campaignId: number,
  values: { status: 'sent' | 'failed'; sent: number; at: string },
): Promise<void> {
  await db
    .updateTable('newsletter_campaign')
    .set({ status: values.status, sent_count: values.sent, finished_at: values.at })
    .where('id', '=', campaignId)
    .where('status', 'in', ['queued', 'sending'])
    .execute()
}
