import type { Review, ReviewDetail } from '@aula/contract/reviews'
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from '@aula/contract/reviews'
import type { ReviewRow } from './reviews.repository.ts'

/** The database keeps ratings within 1–5; a stray value still never breaks the answer. */
function rating(value: number): number {
  const n = Math.round(value)
  return Number.isFinite(n) ? Math.min(RATING_MAX, Math.max(RATING_MIN, n)) : RATING_DEFAULT
}

export function toReviewDto(row: ReviewRow): Review {
  const id = row.id
  return { idReview: id, id, name: row.name, review: row.review, rating: rating(row.rating) }
}

/** Admins also see whether a review still waits for approval. */
export function toReviewDetailDto(row: ReviewRow, forAdmin: boolean): ReviewDetail {
  return forAdmin ? { ...toReviewDto(row), status: row.status } : toReviewDto(row)
}
