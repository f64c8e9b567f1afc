import type { Generated } from 'kysely'

/**
 * Row types of every table (docs/architecture.md#boundaries). Conventions that hold on both
 * engines:
 * - ids are integer identities; booleans are integers 0/1; money is integer cents;
 * - timestamps are ISO 8601 UTC strings (`new Date().toISOString()`), so they sort as text;
 * - calendar dates (course start/end, birth date) are 'YYYY-MM-DD' strings.
 * Driver differences are normalised in each feature's mapper, nowhere else.
 */
export interface Database {
  app_user: AppUserTable
  session: SessionTable
  one_time_token: OneTimeTokenTable
  asset: AssetTable
  topic: TopicTable
  member: MemberTable
  course: CourseTable
  course_media: CourseMediaTable
  online_course: OnlineCourseTable
  lesson: LessonTable
  article: ArticleTable
  faq: FaqTable
  review: ReviewTable
  contact_message: ContactMessageTable
  information_request: InformationRequestTable
  newsletter_subscriber: NewsletterSubscriberTable
  newsletter_campaign: NewsletterCampaignTable
  newsletter_delivery: NewsletterDeliveryTable
  customer_order: CustomerOrderTable
  enrollment: EnrollmentTable
  lesson_progress: LessonProgressTable
  affiliate_entry: AffiliateEntryTable
  demo_checkout: DemoCheckoutTable
  withdrawal: WithdrawalTable
  identity_document: IdentityDocumentTable
  audit_log: AuditLogTable
  app_setting: AppSettingTable
}

export type Flag = 0 | 1

export interface AppUserTable {
  id: Generated<number>
  email: string
  name: string
  password_hash: string
  group: 'user' | 'admin'
  language: 'it' | 'en'
  verified: Flag
  phone_number: string | null
  address: string | null
  affiliate_code: string
  used_affiliate_code: string | null
  referred_by_id: number | null
  iban_enc: string | null
  cf_enc: string | null
  doc_verified: Flag
  created_at: string
  updated_at: string
}

export interface SessionTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  kind: 'session' | 'private'
  created_at: string
  last_used_at: string
  expires_at: string
  revoked_at: string | null
}

export interface OneTimeTokenTable {
  id: Generated<number>
  user_id: number
  purpose: 'verify' | 'reset'
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** Every stored file: images (with their WebP widths), videos, identity documents. */
export interface AssetTable {
  id: string
  kind: 'image' | 'video' | 'document' | 'file'
  storage_key: string
  mime: string
  bytes: number
  width: number | null
  height: number | null
  /** Comma-separated widths of the re-encoded WebP variants of an image. */
  variants: string | null
  duration_seconds: number | null
  encrypted: Flag
  owner_user_id: number | null
  created_at: string
}

export interface TopicTable {
  id: Generated<number>
  title: string
  title_key: string
  description: string
  image_id: string | null
  created_at: string
}

export interface MemberTable {
  id: Generated<number>
  name: string
  surname: string
  email: string
  phone_number: string
  website: string
  description: string
  language: string
  session: string
  photo_id: string | null
  created_at: string
}

export interface CourseTable {
  id: Generated<number>
  title: string
  title_key: string
  intro: string
  category_id: number | null
  author_id: number | null
  location: string
  description: string
  price_cents: number
  facilitator_price_cents: number | null
  affiliate_price_cents: number | null
  date_mode: 'none' | 'tbd' | 'date'
  start_date: string | null
  end_date: string | null
  duration: string | null
  cover_id: string | null
  created_at: string
  updated_at: string
}

export interface CourseMediaTable {
  id: Generated<number>
  course_id: number
  asset_id: string
  kind: 'image' | 'video'
  position: number
}

export interface OnlineCourseTable {
  id: Generated<number>
  title: string
  title_key: string
  intro: string
  description: string
  category_id: number | null
  author_id: number | null
  price_cents: number
  facilitator_price_cents: number | null
  affiliate_price_cents: number | null
  cover_id: string | null
  main_video_id: string | null
  created_at: string
  updated_at: string
}

export interface LessonTable {
  id: Generated<number>
  online_course_id: number
  position: number
  title: string | null
  video_id: string
  duration_seconds: number | null
}

export interface ArticleTable {
  id: Generated<number>
  title: string
  title_key: string
  intro: string
  description: string
  content: string
  category_id: number | null
  cover_id: string | null
  published_at: string
  created_at: string
  updated_at: string
}

export interface FaqTable {
  id: Generated<number>
  question: string
  answer: string
  position: number
  created_at: string
}

export interface ReviewTable {
  id: Generated<number>
  name: string
  review: string
  rating: number
  status: 'pending' | 'approved'
  created_at: string
}

export interface ContactMessageTable {
  id: Generated<number>
  name: string
  email: string
  phone_number: string
  gender: string
  stato_lavorativo: string
  message: string
  read_at: string | null
  created_at: string
}

export interface InformationRequestTable {
  id: Generated<number>
  name: string
  surname: string
  email: string
  birth_date: string
  city: string
  phone_number: string
  interested_in: string
  objective: string
  spending: number
  message: string
  read_at: string | null
  created_at: string
}

export interface NewsletterSubscriberTable {
  id: Generated<number>
  email: string
  language: 'it' | 'en'
  status: 'pending' | 'confirmed' | 'unsubscribed'
  confirm_token_hash: string | null
  unsubscribe_token: string
  created_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

export interface NewsletterCampaignTable {
  id: Generated<number>
  subject: string
  content: string
  image_position: 'left' | 'right'
  image_id: string | null
  status: 'queued' | 'sending' | 'sent' | 'failed'
  total: number
  sent_count: number
  created_by: number | null
  created_at: string
  finished_at: string | null
}

export interface NewsletterDeliveryTable {
  campaign_id: number
  subscriber_id: number
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  sent_at: string | null
}

export interface CustomerOrderTable {
  id: Generated<number>
  reference: string
  user_id: number
  item_type: 'course' | 'online_course'
  course_id: number | null
  online_course_id: number | null
  item_title: string
  amount_cents: number
  currency: string
  charge: 'deposit' | 'full'
  provider: 'demo' | 'sumup'
  provider_checkout_id: string | null
  /** 'duplicate': paid for an item its buyer already had; the money goes back. */
  status: 'pending' | 'paid' | 'failed' | 'duplicate'
  created_at: string
  paid_at: string | null
  fulfilled_at: string | null
  /** "user:type:item" while the order waits for its payment: one open checkout each. */
  open_checkout_key?: string | null
  /** When the provider's checkout expires (ISO 8601). */
  valid_until?: string | null
  /** When the refund of a duplicate was asked of the provider. */
  refund_requested_at?: string | null
}

/** A checkout of the built-in demo payment provider (its own state, as SumUp keeps its). */
export interface DemoCheckoutTable {
  id: string
  checkout_reference: string
  amount_cents: number
  currency: string
  status: 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED'
  created_at: string
  updated_at: string
  /** Past this moment (ISO 8601) the checkout takes no payment. */
  valid_until?: string | null
}

export interface EnrollmentTable {
  id: Generated<number>
  user_id: number
  course_id: number | null
  online_course_id: number | null
  order_id: number | null
  created_at: string
}

export interface LessonProgressTable {
  user_id: number
  lesson_id: number
  position_seconds: number
  completed: Flag
  updated_at: string
}

/**
 * The affiliate ledger: earnings are the sum of entries, never an overwritten number.
 * A commission is unique per order; a withdrawal has one reservation and at most one release.
 */
export interface AffiliateEntryTable {
  id: Generated<number>
  user_id: number
  kind: 'commission' | 'reservation' | 'release'
  amount_cents: number
  order_id: number | null
  withdrawal_id: number | null
  available_at: string
  created_at: string
  /** A commission's buyer and item: one commission per buyer and item (unique keys). */
  buyer_id?: number | null
  course_id?: number | null
  online_course_id?: number | null
}

export interface WithdrawalTable {
  id: Generated<number>
  user_id: number
  amount_cents: number | null
  /** A code (pending, approved, rejected); the wire's Italian labels are the mapper's. */
  status: 'pending' | 'approved' | 'rejected'
  requested_at: string
  decided_at: string | null
  decided_by: number | null
  /** Why an admin rejected it, as the member reads it; null when none was given. */
  decision_reason: string | null
}

export interface IdentityDocumentTable {
  id: Generated<number>
  user_id: number
  front_id: string
  back_id: string
  status: 'pending' | 'approved' | 'rejected'
  created_at: string
  decided_at: string | null
  decided_by: number | null
  /** Why an admin rejected it, as the member reads it; null when none was given. */
  decision_reason: string | null
  /** Which document it is, as the member named it on upload (identity card, passport…). */
  name: string | null
}

export interface AuditLogTable {
  id: Generated<number>
  actor_user_id: number | null
  action: string
  target_type: string
  target_id: string | null
  detail: string | null
  created_at: string
}

/** Facts about the database itself: the data key's fingerprint, the demo seed's mark. */
export interface AppSettingTable {
  name: string
  value: string
  updated_at: string
}
