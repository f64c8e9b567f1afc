import { http, HttpResponse } from 'msw'
import {
  AdminPaths,
  InboxReadSchema,
  type InboxAnswer,
  type PaidCoursesAnswer,
} from '@aula/contract/admin'
import type { ApiError } from '@aula/contract/common'
import { ReviewAdminPaths, type PendingReviewsAnswer } from '@aula/contract/reviews'
import { isAdminWrite, refused } from './admin-handlers.ts'
import { adminContentData, type AdminContentData } from './admin-content-data.ts'
import { error, invalid, isAdminSession, notFound, type Success } from './admin-content-support.ts'

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
