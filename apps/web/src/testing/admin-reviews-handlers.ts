import { http, HttpResponse } from 'msw'
import { IdBodySchema, type ApiError } from '@aula/contract/common'
import { ReviewAdminPaths } from '@aula/contract/routes/reviews'
import { ReviewUpdateSchema, type ReviewAnswer } from '@aula/contract/reviews'
import { isAdminWrite, refused } from './admin-handlers.ts'
import type { AdminContentData } from './admin-content-data.ts'
import { invalid, isAdminSession, notFound, type Success } from './admin-content-support.ts'
import { reviewFixture } from './catalog-fixtures.ts'

/**
 * The reviews on `data.reviews` (approved) and `data.pending` (the queue): one read for the
 * edit form, then edit, delete and approve, with the admin's private token.
 */
export function adminReviewHandlers(data: AdminContentData) {
  return [
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
  ]
}
