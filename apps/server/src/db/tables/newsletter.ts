import type { Generated } from 'kysely'

/** Subscribers, campaigns and their deliveries (features/newsletter). */
export interface NewsletterTables {
  newsletter_subscriber: NewsletterSubscriberTable
  newsletter_campaign: NewsletterCampaignTable
  newsletter_delivery: NewsletterDeliveryTable
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
