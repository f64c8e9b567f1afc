import type { Generated } from 'kysely'

/** Reviews (features/reviews). */
export interface ReviewTables {
  review: ReviewTable
}

export interface ReviewTable {
  id: Generated<number>
  name: string
  review: string
  rating: number
  status: 'pending' | 'approved'
  created_at: string
}
