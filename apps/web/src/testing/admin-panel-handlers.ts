import { http, HttpResponse } from 'msw'
import { AdminPaths } from '@aula/contract/routes/admin'
import {
  InboxQuerySchema,
  InboxReadSchema,
  PaidCoursesQuerySchema,
  type InboxAnswer,
  type InboxPageAnswer,
  type PaidCoursesAnswer,
  type PaidCoursesPageAnswer,
} from '@aula/contract/admin'
import type { z } from 'zod/mini'
import type { ApiError } from '@aula/contract/common'
import { LIST_LIMIT_DEFAULT } from '@aula/contract/values/list-query'
import { isPagedQuery } from '@aula/contract/list-query'
import { ReviewAdminPaths } from '@aula/contract/routes/reviews'
import {
  PendingReviewsQuerySchema,
  type PendingReviewPageAnswer,
  type PendingReviewsAnswer,
} from '@aula/contract/reviews'
import { isAdminWrite, refused } from './admin-handlers.ts'
import { adminContentData, type AdminContentData } from './admin-content-data.ts'
import { error, invalid, isAdminSession, notFound, type Success } from './admin-content-support.ts'

const newestFirst = <T extends { id: number; createdAt: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)

/**
 * The page a request asks for, as the server reads it (docs/product.md#paged-lists): null
 * without paging parameters (the whole list), the 400 for a bad value, or the page.
 */
function pageAsked<
  S extends z.ZodMiniType<{ page?: number | undefined; limit?: number | undefined }>,
>(request: Request, schema: S) {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  if (!isPagedQuery(query)) return null
  const parsed = schema.safeParse(query)
  if (!parsed.success) return { refused: invalid(parsed) }
  const page = parsed.data.page ?? 1
  const limit = parsed.data.limit ?? LIST_LIMIT_DEFAULT
  const window = <T>(items: readonly T[]) => ({
    items: items.slice((page - 1) * limit, page * limit),
    page,
    pageSize: limit,
    total: items.length,
    hasMore: page * limit < items.length,
  })
  return { query: parsed.data, window }
}

/**
 * The panel's reads: the review queue (private token), the inbox and the paid orders (the
 * admin's session). /pannello reads the first two for its counts as soon as it opens.
 */
export function adminPanelReadHandlers(data: AdminContentData = adminContentData()) {
  return [
    http.get<never, never, PendingReviewsAnswer | PendingReviewPageAnswer | ApiError>(
      `*${ReviewAdminPaths.pending}`,
      ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const asked = pageAsked(request, PendingReviewsQuerySchema)
        if (!asked) return HttpResponse.json({ reviews: data.pending })
        if ('refused' in asked) return asked.refused
        const { items, ...paging } = asked.window(data.pending)
        return HttpResponse.json({ reviews: items, ...paging })
      },
    ),
    http.get<never, never, InboxAnswer | InboxPageAnswer | ApiError>(
      `*${AdminPaths.inbox}`,
      ({ request }) => {
        if (!isAdminSession(request)) return error(401, 'Unauthorized')
        const unread = {
          contacts: data.contacts.filter((item) => !item.read).length,
          requests: data.requests.filter((item) => !item.read).length,
        }
        // Newest first, as the server orders them.
        const contacts = newestFirst(data.contacts)
        const requests = newestFirst(data.requests)
        const asked = pageAsked(request, InboxQuerySchema)
        if (!asked) return HttpResponse.json({ contacts, requests, unread })
        if ('refused' in asked) return asked.refused
        if (asked.query.kind === 'request') {
          const { items, ...paging } = asked.window(requests)
          return HttpResponse.json({ kind: 'request', requests: items, unread, ...paging })
        }
        const { items, ...paging } = asked.window(contacts)
        return HttpResponse.json({ kind: 'contact', contacts: items, unread, ...paging })
      },
    ),
    http.get<never, never, PaidCoursesAnswer | PaidCoursesPageAnswer | ApiError>(
      `*${AdminPaths.paidCourses}`,
      ({ request }) => {
        if (!isAdminSession(request)) return error(401, 'Unauthorized')
        // As the server: a duplicate payment to refund is not a sale.
        const sum = data.orders.reduce(
          (cents, order) => cents + (order.refund ? 0 : order.amount),
          0,
        )
        const total = Math.round(sum * 100) / 100
        const asked = pageAsked(request, PaidCoursesQuerySchema)
        if (!asked) return HttpResponse.json({ data: data.orders, total })
        if ('refused' in asked) return asked.refused
        // The sales sum keeps the name total; the number of orders is count.
        const { items, total: count, ...paging } = asked.window(data.orders)
        return HttpResponse.json<PaidCoursesPageAnswer>({ data: items, total, count, ...paging })
      },
    ),
  ]
}

/** A message of the inbox marked read or unread: the private token, like every write. */
export function adminInboxWriteHandlers(data: AdminContentData) {
  return [
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
