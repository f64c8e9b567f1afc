import type { FastifyPluginAsync } from 'fastify'
import { expect } from 'vitest'
import {
  CampaignAnswerSchema,
  NewsletterAdminPaths,
  type Campaign,
  type SendNewsletterInput,
} from '@aula/contract/newsletter'
import { now } from '#src/lib/clock.ts'
import { randomToken } from '#src/lib/tokens.ts'
import { bearer, loginAs, uniqueEmail, type TestApp } from '#test/helper.ts'
import { adminWriteHeaders } from '#test/admin.ts'
import { campaignSender, type CampaignSenderOptions } from './campaign.sender.ts'
import { insertSubscriber } from './newsletter.repository.ts'

/** For buildTestApp's plugins: the app's sender with these options (small batches, say). */
export function withSender(options: CampaignSenderOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(campaignSender, options)
  }
}

export interface Subscriber {
  id: number
  email: string
  language: 'it' | 'en'
  unsubscribeToken: string
}

/** A subscriber as the double opt-in leaves them (the opt-in has its own tests). */
export async function addSubscriber(
  t: TestApp,
  options: { status?: 'pending' | 'confirmed' | 'unsubscribed'; language?: 'it' | 'en' } = {},
): Promise<Subscriber> {
  const status = options.status ?? 'confirmed'
  const language = options.language ?? 'it'
  const email = uniqueEmail(`news-${status}`)
  const unsubscribeToken = randomToken()
  const at = now()
  const id = await insertSubscriber(t.deps.db, {
    email,
    language,
    status,
    confirm_token_hash: null,
    unsubscribe_token: unsubscribeToken,
    created_at: at,
    confirmed_at: status === 'pending' ? null : at,
    unsubscribed_at: status === 'unsubscribed' ? at : null,
  })
  return { id, email, language, unsubscribeToken }
}

export async function addSubscribers(t: TestApp, count: number): Promise<Subscriber[]> {
  const list: Subscriber[] = []
  for (let i = 0; i < count; i++) list.push(await addSubscriber(t))
  return list
}

export const goodNewsletter = (): SendNewsletterInput => ({
  oggetto: 'Nuove date di giugno',
  contenuto: '<h2>Si riparte!</h2><p>Il corso base torna a <strong>giugno</strong>.</p>',
})

export async function sendNewsletter(
  t: TestApp,
  payload: unknown = goodNewsletter(),
  headers?: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: NewsletterAdminPaths.send,
    payload: payload as object,
    headers: headers ?? (await adminWriteHeaders(t)),
  })
}

/** Queues a newsletter as the admin panel does and answers the queued campaign. */
export async function queueNewsletter(
  t: TestApp,
  payload: SendNewsletterInput = goodNewsletter(),
): Promise<Campaign> {
  const res = await sendNewsletter(t, payload)
  expect(res.statusCode, res.body).toBe(202)
  return res.json().campaign
}

let adminToken: { app: TestApp; token: string } | undefined

/** The campaign as the admin's progress view reads it. */
export async function getCampaign(t: TestApp, id: number): Promise<Campaign> {
  if (adminToken?.app !== t) adminToken = { app: t, token: (await loginAs(t, 'admin')).token }
  const res = await t.app.inject({
    method: 'GET',
    url: NewsletterAdminPaths.campaign(id),
    headers: bearer(adminToken.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return CampaignAnswerSchema.parse(res.json()).campaign
}

/** Polls the progress view until the campaign matches, as the admin panel does. */
export async function waitForCampaign(
  t: TestApp,
  id: number,
  until: (campaign: Campaign) => boolean = (c) => c.status === 'sent' || c.status === 'failed',
  timeoutMs = 15_000,
): Promise<Campaign> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const campaign = await getCampaign(t, id)
    if (until(campaign)) return campaign
    if (Date.now() > deadline) {
      throw new Error(`campaign ${id} still ${JSON.stringify(campaign)} after ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Every newsletter delivery of a campaign, by subscriber. */
export function deliveries(t: TestApp, campaignId: number) {
  return t.deps.db
    .selectFrom('newsletter_delivery')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .orderBy('subscriber_id')
    .execute()
}
