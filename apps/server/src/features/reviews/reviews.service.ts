import { ErrorMessages } from '@aula/contract/common'
import type {
  PendingReviewPageAnswer,
  PendingReviewsAnswer,
  Review,
  ReviewDetail,
} from '@aula/contract/reviews'
import type { Paging } from '@aula/contract/list-query'
import type { Db } from '#src/db/connect.ts'
import { pageWindow, pagingOf } from '#src/lib/list-page.ts'
import { runAdminWrite, type AdminWriteDeps } from '#src/lib/admin-write.ts'
import { HttpError } from '#src/lib/http-error.ts'
import {
  approveReview,
  deleteReview,
  findReviewById,
  insertPendingReview,
  listApprovedReviewPage,
  listApprovedReviews,
  listPendingReviewPage,
  listPendingReviews,
  updateReview,
  type NewReview,
} from './reviews.repository.ts'
import { toReviewDetailDto, toReviewDto } from './reviews.mapper.ts'

/*
 * Reviews as visitors read them, and the admin's moderation: every change is one
 * transaction with its audit row (lib/admin-write.ts). Other features call these
 * functions, never the review table (docs/architecture.md#boundaries).
 */

type Actor = { id: number }
const notFound = () => new HttpError(404, ErrorMessages.notFound)

/** A visitor's review, stored waiting for an admin's approval (contact's form); its id. */
export async function submitPendingReview(db: Db, input: NewReview): Promise<number> {
  return insertPendingReview(db, input)
}

export async function approvedReviews(db: Db): Promise<Review[]> {
  return (await listApprovedReviews(db)).map(toReviewDto)
}

/** One page of the approved reviews, newest first (docs/product.md#paged-lists). */
export async function approvedReviewPage(
  db: Db,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<{ reviews: Review[] } & Paging> {
  const window = pageWindow(query)
  const { total, rows } = await listApprovedReviewPage(db, window)
  return { reviews: rows.map(toReviewDto), ...pagingOf(window, total) }
}

/** A review waiting for approval does not exist for anyone but an admin. */
export async function reviewFor(db: Db, id: number, isAdmin: boolean): Promise<ReviewDetail> {
  const row = await findReviewById(db, id)
  if (!row || (row.status !== 'approved' && !isAdmin)) throw notFound()
  return toReviewDetailDto(row, isAdmin)
}

/** The moderation queue, oldest first. */
export async function pendingReviews(db: Db): Promise<PendingReviewsAnswer['reviews']> {
  return (await listPendingReviews(db)).map((row) => ({ ...toReviewDto(row), status: row.status }))
}

/** One page of the moderation queue, oldest first (docs/product.md#paged-lists). */
export async function pendingReviewPage(
  db: Db,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<PendingReviewPageAnswer> {
  const window = pageWindow(query)
  const { total, rows } = await listPendingReviewPage(db, window)
  return {
    reviews: rows.map((row) => ({ ...toReviewDto(row), status: row.status })),
    ...pagingOf(window, total),
  }
}

/** Runs one change of a review with its audit row; 404 when the review does not exist. */
function moderate(
  deps: AdminWriteDeps,
  actor: Actor,
  action: string,
  id: number,
  change: (trx: Db) => Promise<boolean>,
): Promise<void> {
  return runAdminWrite({
    deps,
    actor,
    input: id,
    persist: async (trx) => {
      if (!(await change(trx))) throw notFound()
      return { result: undefined, audit: { action, targetType: 'review', targetId: id } }
    },
  })
}

/** New name, text and rating; whether it is approved stays as it was. */
export function editReview(deps: AdminWriteDeps, actor: Actor, id: number, input: NewReview) {
  return moderate(deps, actor, 'review.update', id, (trx) => updateReview(trx, id, input))
}

export function removeReview(deps: AdminWriteDeps, actor: Actor, id: number) {
  return moderate(deps, actor, 'review.delete', id, (trx) => deleteReview(trx, id))
}

export function publishReview(deps: AdminWriteDeps, actor: Actor, id: number) {
  return moderate(deps, actor, 'review.approve', id, (trx) => approveReview(trx, id))
}
