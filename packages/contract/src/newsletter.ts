import { z } from './zod.ts'
import { LanguageSchema, SuccessSchema } from './common.ts'
import { IdParamsSchema, endpoint } from './endpoint.ts'
import { NewsletterRoutes, NewsletterAdminRoutes } from './routes/newsletter.ts'
import { ConsentVersionSchema } from './privacy.ts'

export { NewsletterPaths, NewsletterAdminPaths } from './routes/newsletter.ts'

export { NewsletterPages } from './values/newsletter.ts'

/** A confirmation link is valid this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7

export const SubscribeSchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email().check(z.maxLength(254))),
  /** Language of the confirmation mail and of later newsletters; else the browser's. */
  language: z.optional(LanguageSchema),
  /** The version of the consent text the form showed (docs/product.md#privacy). */
  consentVersion: z.optional(ConsentVersionSchema),
})
export type SubscribeInput = z.input<typeof SubscribeSchema>

/** POST /api/newsletter/confirm and POST /api/newsletter/unsubscribe. */
export const NewsletterTokenSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
})
export type NewsletterTokenInput = z.infer<typeof NewsletterTokenSchema>

/**
 * Every call answers 200 {message:'Success'} (SuccessSchema of ./common); subscribe says
 * the same whether or not the address was already subscribed. A link that is unknown,
 * expired or spent answers 400 with invalidToken.
 */
export const NewsletterMessages = {
  success: 'Success',
  invalidToken: 'Invalid or expired token',
} as const

export const NewsletterLimits = { subject: 200, content: 200_000 } as const

export const ImagePositionSchema = z.enum(['left', 'right'])
export type ImagePosition = z.infer<typeof ImagePositionSchema>

/**
 * {oggetto, contenuto}: subject and rich-text HTML (sanitized by the server). The
 * images in the content float to `posizioneImmagine` (default left).
 */
export const SendNewsletterSchema = z.object({
  oggetto: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(NewsletterLimits.subject)),
  contenuto: z.string().check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.maxLength(NewsletterLimits.content),
    z.refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\b/i.test(html),
      'Required',
    ),
  ),
  posizioneImmagine: z._default(z.optional(ImagePositionSchema), 'left'),
})
export type SendNewsletterInput = z.input<typeof SendNewsletterSchema>

export const CampaignStatusSchema = z.enum(['queued', 'sending', 'sent', 'failed'])
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>

export const CampaignSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  subject: z.string(),
  status: CampaignStatusSchema,
  /** Confirmed subscribers when the campaign was queued. */
  total: z.number().check(z.int(), z.nonnegative()),
  sent: z.number().check(z.int(), z.nonnegative()),
  failed: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
})
export type Campaign = z.infer<typeof CampaignSchema>

export const SendNewsletterAnswerSchema = z.object({
  message: z.literal('Success'),
  campaign: CampaignSchema,
})
export type SendNewsletterAnswer = z.infer<typeof SendNewsletterAnswerSchema>

export const CampaignAnswerSchema = z.object({ campaign: CampaignSchema })
export const CampaignsAnswerSchema = z.object({ campaigns: z.array(CampaignSchema) })
export type CampaignsAnswer = z.infer<typeof CampaignsAnswerSchema>

export const NewsletterAdminMessages = {
  noSubscribers: 'There are no confirmed subscribers to send to',
} as const

/** A one-click link's token, as its path carries it. */
export const NewsletterTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
})

/**
 * The newsletter with double opt-in. POST /api/subscribe/ is the footer form's call (bearer
 * optional); confirm and unsubscribe are called by the web pages the mails link to.
 */
export const NewsletterEndpoints = {
  subscribe: endpoint({
    ...NewsletterRoutes.subscribe,
    body: SubscribeSchema,
    response: SuccessSchema,
    errors: [429, 503],
  }),
  confirm: endpoint({
    ...NewsletterRoutes.confirm,
    body: NewsletterTokenSchema,
    response: SuccessSchema,
    errors: [429],
  }),
  unsubscribe: endpoint({
    ...NewsletterRoutes.unsubscribe,
    body: NewsletterTokenSchema,
    response: SuccessSchema,
    errors: [429],
  }),
  /**
   * RFC 8058 one-click target that mail programs POST to ("List-Unsubscribe=One-Click", as a
   * form or multipart); the web never calls it.
   */
  oneClickUnsubscribe: endpoint({
    ...NewsletterRoutes.oneClickUnsubscribe,
    params: NewsletterTokenParamsSchema,
    response: SuccessSchema,
    errors: [429],
  }),
  /** The one-click URL opened in a browser: a 303 to the page that asks first. */
  oneClickPage: endpoint({
    ...NewsletterRoutes.oneClickPage,
    params: NewsletterTokenParamsSchema,
  }),
}

/**
 * Sending (private token) queues a campaign to every confirmed subscriber and answers 202 at
 * once; the admin follows its progress with the reads (session). A campaign is sent once per
 * subscriber, even across a restart.
 */
export const NewsletterAdminEndpoints = {
  send: endpoint({
    ...NewsletterAdminRoutes.send,
    body: SendNewsletterSchema,
    response: SendNewsletterAnswerSchema,
    status: 202,
    errors: [409],
  }),
  campaigns: endpoint({
    ...NewsletterAdminRoutes.campaigns,
    response: CampaignsAnswerSchema,
  }),
  campaign: endpoint({
    ...NewsletterAdminRoutes.campaign,
    params: IdParamsSchema,
    response: CampaignAnswerSchema,
    errors: [404],
  }),
}
