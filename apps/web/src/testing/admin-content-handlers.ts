import { http, HttpResponse } from 'msw'
import type { z } from 'zod'
import {
  AdminPaths,
  InboxReadSchema,
  type ContactMessage,
  type InboxAnswer,
  type InformationRequest,
  type PaidCourse,
  type PaidCoursesAnswer,
} from '@aula/contract/admin'
import { IdBodySchema, type ApiError } from '@aula/contract/common'
import {
  FaqCreateSchema,
  FaqUpdateSchema,
  FaqWritePaths,
  type Faq,
  type FaqWriteAnswer,
} from '@aula/contract/faqs'
import {
  MemberCreateSchema,
  MemberDeleteSchema,
  MemberMessages,
  MemberUpdateSchema,
  MemberWritePaths,
  type Member,
  type MemberAnswer,
  type MemberWriteAnswer,
} from '@aula/contract/members'
import {
  ReviewAdminPaths,
  ReviewUpdateSchema,
  type PendingReviewsAnswer,
  type Review,
  type ReviewAnswer,
} from '@aula/contract/reviews'
import {
  TopicCreateSchema,
  TopicMessages,
  TopicUpdateSchema,
  TopicWritePaths,
  type Topic,
  type TopicAnswer,
  type TopicWriteAnswer,
} from '@aula/contract/topics'
import { isAdminWrite, refused } from './admin-handlers.ts'
import {
  catalog,
  catalogHandlers,
  faqFixture,
  imageFixture,
  memberFixture,
  reviewFixture,
  topicFixture,
} from './catalog-handlers.ts'
import { testUsers } from './users.ts'
import { credentialOf } from './session-cookie.ts'

/*
 * The admin's content calls on the fake server: FAQ, topic, trainer and review writes, the
 * review queue, the inbox and the paid orders. Every write wants the admin's private token
 * and checks its body with the contract's schema, as the real server does. The state lives
 * in one object a test creates with adminContentData(), so a delete or an edit shows on the
 * public lists read afterwards.
 */

type PendingReview = PendingReviewsAnswer['reviews'][number]
type Success = { message: 'Success' }

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

const error = (status: number, message: string, errors?: ApiError['errors']) =>
  HttpResponse.json<ApiError>(errors ? { message, errors } : { message }, { status })

const notFound = () => error(404, 'Not found')

/** A 400 with the failing fields, as the server's schema validation answers. */
function invalid(result: z.ZodSafeParseError<unknown>) {
  return error(
    400,
    'Invalid input',
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  )
}

const bearerOf = credentialOf

const isAdminSession = (request: Request) => bearerOf(request) === testUsers.admin.token

async function readForm(request: Request, data: AdminContentData) {
  const form = await request.formData()
  const fields: ReceivedForm = {}
  const texts: Record<string, string> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[name] = value
      texts[name] = value
    } else {
      fields[name] = { name: value.name, size: value.size, type: value.type }
    }
  }
  data.forms.push({ method: request.method, path: new URL(request.url).pathname, fields })
  return { fields, texts, hasFile: (name: string) => typeof fields[name] === 'object' }
}

const nextId = (items: { id: number }[]) => Math.max(0, ...items.map((item) => item.id)) + 1

/** The calls of this file on `data`, with the public lists (faqs, topics…) read from it too. */
export function adminContentHandlers(data: AdminContentData) {
  return [
    ...catalogHandlers({
      faqs: data.faqs,
      topics: data.topics,
      members: data.members,
      reviews: data.reviews,
    }),

    // FAQ
    http.post<never, Record<string, unknown>, FaqWriteAnswer | ApiError>(
      `*${FaqWritePaths.faq}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = FaqCreateSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const id = nextId(data.faqs)
        const faq = faqFixture(id, parsed.data.question, parsed.data.answer)
        data.faqs.push(faq)
        return HttpResponse.json({ message: 'Success', faq })
      },
    ),
    http.put<never, Record<string, unknown>, FaqWriteAnswer | ApiError>(
      `*${FaqWritePaths.faq}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = FaqUpdateSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const faq = data.faqs.find((item) => item.idFaq === parsed.data.idFaq)
        if (!faq) return notFound()
        Object.assign(faq, { question: parsed.data.question, answer: parsed.data.answer })
        return HttpResponse.json({ message: 'Success', faq })
      },
    ),
    http.delete<never, Record<string, unknown>, Success | ApiError>(
      `*${FaqWritePaths.faq}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = IdBodySchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const index = data.faqs.findIndex((item) => item.idFaq === parsed.data.id)
        if (index < 0) return notFound()
        data.faqs.splice(index, 1)
        return HttpResponse.json({ message: 'Success' })
      },
    ),

    // Topics
    http.get<{ id: string }, never, TopicAnswer | ApiError>('*/api/topic/:id', ({ params }) => {
      const topic = data.topics.find((item) => item.id === Number(params.id))
      return topic ? HttpResponse.json({ topic }) : notFound()
    }),
    http.post<never, never, TopicWriteAnswer | ApiError>(
      `*${TopicWritePaths.topic}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = TopicCreateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        if (data.topics.some((item) => item.title === parsed.data.title)) {
          return error(409, TopicMessages.duplicate)
        }
        const id = nextId(data.topics)
        const topic: Topic = {
          ...topicFixture(
            id,
            parsed.data.title,
            form.hasFile('foto') ? imageFixture(`topic-${id}`) : null,
          ),
          description: parsed.data.description,
        }
        data.topics.push(topic)
        return HttpResponse.json({ message: 'Success', topic })
      },
    ),
    http.put<never, never, TopicWriteAnswer | ApiError>(
      `*${TopicWritePaths.topic}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = TopicUpdateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        const topic = data.topics.find((item) => item.title === parsed.data.title)
        if (!topic) return notFound()
        const title = parsed.data.newTitle ?? parsed.data.title
        if (data.topics.some((item) => item !== topic && item.title === title)) {
          return error(409, TopicMessages.duplicate)
        }
        const image = form.hasFile('foto') ? imageFixture(`topic-${topic.id}-new`) : topic.image
        Object.assign(topic, {
          title,
          description: parsed.data.description,
          image,
          fileUrl: image?.url ?? '',
        })
        return HttpResponse.json({ message: 'Success', topic })
      },
    ),
    http.delete<never, Record<string, unknown>, Success | ApiError>(
      `*${TopicWritePaths.topic}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = IdBodySchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const index = data.topics.findIndex((item) => item.id === parsed.data.id)
        if (index < 0) return notFound()
        if (data.topicsInUse.includes(parsed.data.id)) return error(409, TopicMessages.inUse)
        data.topics.splice(index, 1)
        return HttpResponse.json({ message: 'Success' })
      },
    ),

    // Trainers
    http.get<{ id: string }, never, MemberAnswer | ApiError>('*/api/member/:id', ({ params }) => {
      const member = data.members.find((item) => item.id === Number(params.id))
      return member ? HttpResponse.json({ member }) : notFound()
    }),
    http.post<never, never, MemberWriteAnswer | ApiError>(
      `*${MemberWritePaths.add}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = MemberCreateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        const { title: _title, ...fields } = parsed.data
        if (
          data.members.some((item) => item.name === fields.name && item.surname === fields.surname)
        ) {
          return error(409, MemberMessages.duplicate)
        }
        const id = nextId(data.members)
        const image = form.hasFile('foto') ? imageFixture(`member-${id}`, 640, 640) : null
        const member = memberFixture({ id, ...fields, image, fileUrl: image?.url ?? '' })
        data.members.push(member)
        return HttpResponse.json({ message: 'Success', member })
      },
    ),
    http.put<never, never, MemberWriteAnswer | ApiError>(
      `*${MemberWritePaths.member}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request, data)
        const parsed = MemberUpdateSchema.safeParse(form.texts)
        if (!parsed.success) return invalid(parsed)
        const { idMember, newName, newSurname, title: _title, ...fields } = parsed.data
        const member = data.members.find((item) => item.id === idMember)
        if (!member) return notFound()
        const image = form.hasFile('foto')
          ? imageFixture(`member-${member.id}-new`, 640, 640)
          : member.image
        Object.assign(member, {
          ...fields,
          name: newName || fields.name,
          surname: newSurname || fields.surname,
          image,
          fileUrl: image?.url ?? '',
        })
        return HttpResponse.json({ message: 'Success', member })
      },
    ),
    http.delete<never, Record<string, unknown>, Success | ApiError>(
      `*${MemberWritePaths.remove}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = MemberDeleteSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const body = parsed.data
        const index = data.members.findIndex((item) =>
          'id' in body
            ? item.id === body.id
            : item.name === body.name && item.surname === body.surname,
        )
        if (index < 0) return notFound()
        data.members.splice(index, 1)
        return HttpResponse.json({ message: 'Success' })
      },
    ),

    // Reviews: one for the edit form (pending ones for an admin's session), edits, the queue
    http.get<{ id: string }, never, ReviewAnswer | ApiError>(
      '*/api/review/:id',
      ({ request, params }) => {
        const id = Number(params.id)
        const approved = data.reviews.find((item) => item.id === id)
        if (approved) {
          return HttpResponse.json({
            review: isAdminSession(request) ? { ...approved, status: 'approved' } : approved,
          })
        }
        const pending = data.pending.find((item) => item.id === id)
        if (pending && isAdminSession(request)) return HttpResponse.json({ review: pending })
        return notFound()
      },
    ),
    http.put<never, Record<string, unknown>, Success | ApiError>(
      `*${ReviewAdminPaths.review}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = ReviewUpdateSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const { id, name, review, rating } = parsed.data
        const found =
          data.reviews.find((item) => item.id === id) ?? data.pending.find((item) => item.id === id)
        if (!found) return notFound()
        Object.assign(found, { name, review, rating })
        return HttpResponse.json({ message: 'Success' })
      },
    ),
    http.delete<never, Record<string, unknown>, Success | ApiError>(
      `*${ReviewAdminPaths.review}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = IdBodySchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        for (const list of [data.reviews, data.pending] as { id: number }[][]) {
          const index = list.findIndex((item) => item.id === parsed.data.id)
          if (index >= 0) {
            list.splice(index, 1)
            return HttpResponse.json({ message: 'Success' })
          }
        }
        return notFound()
      },
    ),
    http.put<never, Record<string, unknown>, Success | ApiError>(
      `*${ReviewAdminPaths.approve}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = IdBodySchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const index = data.pending.findIndex((item) => item.id === parsed.data.id)
        if (index < 0) return notFound()
        const [review] = data.pending.splice(index, 1)
        data.reviews.unshift(
          reviewFixture(review!.id, review!.name, review!.review, review!.rating),
        )
        return HttpResponse.json({ message: 'Success' })
      },
    ),

    ...adminPanelReadHandlers(data),
    // A message marked read or unread: the private token, like every write.
    http.put<never, Record<string, unknown>, Success | ApiError>(
      `*${AdminPaths.inboxRead}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = InboxReadSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const list: { id: number; read: boolean }[] =
          parsed.data.kind === 'contact' ? data.contacts : data.requests
        const message = list.find((item) => item.id === parsed.data.id)
        if (!message) return notFound()
        message.read = parsed.data.read
        return HttpResponse.json({ message: 'Success' })
      },
    ),
  ]
}

/**
 * The panel's reads: the review queue (private token), the inbox and the paid orders (the
 * admin's session). /pannello reads the first two for its counts as soon as it opens.
 */
export function adminPanelReadHandlers(data: AdminContentData = adminContentData()) {
  return [
    http.get<never, never, PendingReviewsAnswer | ApiError>(
      `*${ReviewAdminPaths.pending}`,
      ({ request }) =>
        isAdminWrite(request) ? HttpResponse.json({ reviews: data.pending }) : refused(request),
    ),
    http.get<never, never, InboxAnswer | ApiError>(`*${AdminPaths.inbox}`, ({ request }) => {
      if (!isAdminSession(request)) return error(401, 'Unauthorized')
      return HttpResponse.json({
        contacts: data.contacts,
        requests: data.requests,
        unread: {
          contacts: data.contacts.filter((item) => !item.read).length,
          requests: data.requests.filter((item) => !item.read).length,
        },
      })
    }),
    http.get<never, never, PaidCoursesAnswer | ApiError>(
      `*${AdminPaths.paidCourses}`,
      ({ request }) => {
        if (!isAdminSession(request)) return error(401, 'Unauthorized')
        // As the server: a duplicate payment to refund is not a sale.
        const total = data.orders.reduce((sum, order) => sum + (order.refund ? 0 : order.amount), 0)
        return HttpResponse.json({ data: data.orders, total: Math.round(total * 100) / 100 })
      },
    ),
  ]
}

/** A call that the server refuses with `status`, `message` and, for a 400, the fields. */
export function failing(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  message = 'Internal server error',
  errors?: ApiError['errors'],
) {
  return http[method](`*${path}`, () => error(status, message, errors))
}
