import type { FastifyBaseLogger } from 'fastify'
import type { ContactMessage, InformationRequest } from '@aula/contract/contact'
import type { ReviewSubmit } from '@aula/contract/review-submit'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import { now } from '#src/lib/clock.ts'
import type { MailMessage, Mailer } from '#src/lib/mail.ts'
import { contactMessageMail, informationRequestMail, pendingReviewMail } from './contact.mails.ts'
import { insertContactMessage, insertInformationRequest } from './contact.repository.ts'
import { submitPendingReview } from '#src/features/reviews/reviews.service.ts'

export interface ContactContext {
  db: Db
  mail: Mailer
  config: Config
  log: FastifyBaseLogger
}

/**
 * The question is already stored when this runs, and the admin inbox shows it whatever
 * happens here. So a mail server that fails must not tell the visitor their message was
 * lost (it was not) nor invite them to send it twice: we log a warning and answer Success.
 * The log names only which kind of message could not be forwarded, never its content.
 */
async function notifyProvider(
  ctx: ContactContext,
  kind: 'contact_message' | 'information_request' | 'review',
  id: number,
  message: MailMessage,
): Promise<void> {
  try {
    await ctx.mail.send(message)
  } catch (err) {
    ctx.log.warn({ err, kind, id }, 'stored, but the mail to the provider could not be sent')
  }
}

export async function submitContactMessage(
  ctx: ContactContext,
  input: ContactMessage,
): Promise<void> {
  const id = await insertContactMessage(ctx.db, {
    name: input.name,
    email: input.email,
    phone_number: input.phoneNumber,
    gender: input.gender,
    stato_lavorativo: input.statoLavorativo,
    message: input.message,
    read_at: null,
    created_at: now(),
  })
  await notifyProvider(
    ctx,
    'contact_message',
    id,
    contactMessageMail({ to: ctx.config.contactEmail, siteName: ctx.config.site.name, input }),
  )
}

export async function submitInformationRequest(
  ctx: ContactContext,
  input: InformationRequest,
  account?: string,
): Promise<void> {
  const id = await insertInformationRequest(ctx.db, {
    name: input.name,
    surname: input.surname,
    email: input.email,
    birth_date: input.birth_date,
    city: input.city,
    phone_number: input.phonenumber,
    interested_in: input.interested_in,
    objective: input.objective,
    spending: input.spending,
    message: input.message,
    read_at: null,
    created_at: now(),
  })
  await notifyProvider(
    ctx,
    'information_request',
    id,
    informationRequestMail({
      to: ctx.config.contactEmail,
      siteName: ctx.config.site.name,
      input,
      account,
    }),
  )
}

/** Stored as pending: it appears on the site once an admin approves it. */
export async function submitReview(ctx: ContactContext, input: ReviewSubmit): Promise<void> {
  const id = await submitPendingReview(ctx.db, {
    name: input.name,
    review: input.review,
    rating: input.rating,
  })
  await notifyProvider(
    ctx,
    'review',
    id,
    pendingReviewMail({
      to: ctx.config.contactEmail,
      siteName: ctx.config.site.name,
      publicUrl: ctx.config.publicUrl,
      input,
    }),
  )
}
