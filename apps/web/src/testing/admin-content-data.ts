import type { ContactMessage, InformationRequest, PaidCourse } from '@aula/contract/admin'
import type { Faq } from '@aula/contract/faqs'
import type { Member } from '@aula/contract/members'
import type { PendingReviewsAnswer, Review } from '@aula/contract/reviews'
import type { Topic } from '@aula/contract/topics'
import { catalog } from './catalog-data.ts'
import { reviewFixture } from './catalog-fixtures.ts'

/*
 * What the admin's content calls work on: the school's content, the review queue, the inbox
 * and the paid orders. A test creates it with adminContentData() and passes it to
 * adminContentHandlers(), so a delete or an edit shows on the public lists read afterwards.
 */

type PendingReview = PendingReviewsAnswer['reviews'][number]

/** A multipart body as the server received it: text fields, and files by name and size. */
export type ReceivedForm = Record<string, string | { name: string; size: number; type: string }>

export interface AdminContentData {
  faqs: Faq[]
  topics: Topic[]
  members: Member[]
  /** Approved reviews, as the testimonials show them. */
  reviews: Review[]
  pending: PendingReview[]
  contacts: ContactMessage[]
  requests: InformationRequest[]
  orders: PaidCourse[]
  /** Topic ids still used by a course, an online course or an article: delete answers 409. */
  topicsInUse: number[]
  /** The multipart bodies received, in order, with their method and path. */
  forms: { method: string; path: string; fields: ReceivedForm }[]
}

export const pendingFixture = (id: number, name: string, review: string, rating = 5) => ({
  ...reviewFixture(id, name, review, rating),
  status: 'pending' as const,
})

export const contactFixture = (
  overrides: Partial<ContactMessage> & Pick<ContactMessage, 'id' | 'name'>,
): ContactMessage => ({
  kind: 'contact',
  email: `${overrides.name.split(' ')[0]!.toLowerCase()}@example.com`,
  phoneNumber: '+39 333 000 0000',
  gender: 'donna',
  statoLavorativo: 'lavoratore',
  message: `Buongiorno, sono ${overrides.name}.`,
  read: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
})

export const requestFixture = (
  overrides: Partial<InformationRequest> & Pick<InformationRequest, 'id' | 'name'>,
): InformationRequest => ({
  kind: 'request',
  surname: 'Rossi',
  email: `${overrides.name.toLowerCase()}@example.com`,
  birth_date: '1990-05-14',
  city: 'Bari',
  phonenumber: '+39 320 111 2222',
  interested_in: 'Pizza napoletana STG',
  objective: 'Aprire una pizzeria',
  spending: 1500,
  message: 'Vorrei sapere le date del prossimo corso.',
  read: false,
  createdAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
})

export const orderFixture = (
  overrides: Partial<PaidCourse> & Pick<PaidCourse, 'id' | 'name' | 'title'>,
): PaidCourse => ({
  reference: `ORD-${overrides.id}`,
  email: `${overrides.name.split(' ')[0]!.toLowerCase()}@example.com`,
  type: 'course',
  amount: 490,
  charge: 'full',
  paidAt: '2026-03-10T10:30:00.000Z',
  refund: null,
  ...overrides,
})

/** A fresh copy of the school's content, so each test changes only its own. */
export function adminContentData(overrides: Partial<AdminContentData> = {}): AdminContentData {
  return {
    faqs: catalog.faqs.map((faq) => ({ ...faq })),
    topics: catalog.topics.map((topic) => ({ ...topic })),
    members: catalog.members.map((member) => ({ ...member })),
    reviews: catalog.reviews.map((review) => ({ ...review })),
    pending: [
      pendingFixture(11, 'Lucia P.', 'Il forno a legna spiegato benissimo.', 5),
      pendingFixture(12, 'Paolo G.', 'Bel corso, ma avrei voluto più pratica.', 3),
    ],
    contacts: [
      contactFixture({ id: 1, name: 'Marta Bianchi', createdAt: '2026-03-01T09:00:00.000Z' }),
      contactFixture({
        id: 2,
        name: 'Luca Verdi',
        message: 'Avete corsi nel fine settimana?',
        read: true,
        createdAt: '2026-03-05T16:45:00.000Z',
      }),
    ],
    requests: [requestFixture({ id: 1, name: 'Giorgio' })],
    orders: [
      orderFixture({
        id: 2,
        name: 'Sara Neri',
        title: 'Pizza napoletana STG',
        amount: 150,
        charge: 'deposit',
        paidAt: '2026-03-12T15:20:00.000Z',
      }),
      orderFixture({
        id: 1,
        name: 'Mario Gialli',
        title: 'Pizza in teglia alla romana',
        type: 'onlinecourse',
        amount: 39,
        paidAt: '2026-02-03T08:05:00.000Z',
      }),
    ],
    topicsInUse: [],
    forms: [],
    ...overrides,
  }
}
