import { z } from 'zod'
import { LanguageSchema } from './common.ts'

/**
 * The newsletter with double opt-in. POST /api/subscribe/ is the footer form's call (bearer
 * optional); confirm and unsubscribe are called by the web pages the mails link to.
 */
export const NewsletterPaths = {
  subscribe: '/api/subscribe/',
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
  /** RFC 8058 one-click target that mail programs POST to; the web never calls it. */
  oneClickUnsubscribe: (token: string) =>
    `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
} as const

/** The web pages the mails link to; each calls the JSON endpoint above on a button press. */
export const NewsletterPages = {
  confirm: {
    path: '/newsletter/conferma/:token',
    href: (token: string) => `/newsletter/conferma/${encodeURIComponent(token)}`,
  },
  unsubscribe: {
    path: '/newsletter/disiscriviti/:token',
    href: (token: string) => `/newsletter/disiscriviti/${encodeURIComponent(token)}`,
  },
} as const

/** A confirmation link is valid this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7

export const SubscribeSchema = z.object({
  email: z.string().trim().pipe(z.email().max(254)),
  /** Language of the confirmation mail and of later newsletters; else the browser's. */
  language: LanguageSchema.optional(),
})
export type SubscribeInput = z.input<typeof SubscribeSchema>

/** POST /api/newsletter/confirm and POST /api/newsletter/unsubscribe. */
export const NewsletterTokenSchema = z.object({ token: z.string().trim().min(1).max(200) })
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

/**
 * Sending (admin): POST /api/sendnewsletter/ (private token) queues a campaign to every
 * confirmed subscriber and answers 202 at once; the admin follows its progress with GET
 * campaign (session). A campaign is sent once per subscriber, even across a restart.
 */
export const NewsletterAdminPaths = {
  send: '/api/sendnewsletter/',
  campaigns: '/api/admin/newsletters',
  campaign: (id: number | string) => `/api/admin/newsletters/${encodeURIComponent(String(id))}`,
} as const

export const NewsletterLimits = { subject: 200, content: 200_000 } as const

export const ImagePositionSchema = z.enum(['left', 'right'])
export type ImagePosition = z.infer<typeof ImagePositionSchema>

/**
 * {oggetto, contenuto}: subject and rich-text HTML (sanitized by the server). The
 * images in the content float to `posizioneImmagine` (default left).
 */
export const SendNewsletterSchema = z.object({
  oggetto: z.string().trim().min(1, 'Required').max(NewsletterLimits.subject),
  contenuto: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(NewsletterLimits.content)
    .refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\b/i.test(html),
      'Required',
    ),
  posizioneImmagine: ImagePositionSchema.optional().default('left'),
})
export type SendNewsletterInput = z.input<typeof SendNewsletterSchema>

export const CampaignStatusSchema = z.enum(['queued', 'sending', 'sent', 'failed'])
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>

export const CampaignSchema = z.object({
  id: z.number().int().positive(),
  subject: z.string(),
  status: CampaignStatusSchema,
  /** Confirmed subscribers when the campaign was queued. */
  total: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
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
