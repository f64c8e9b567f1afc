import type { Generated } from 'kysely'

/** Who may attend or watch what (features/enrollment). */
export interface EnrollmentTables {
  enrollment: EnrollmentTable
}

export interface EnrollmentTable {
  id: Generated<number>
  user_id: number
  course_id: number | null
  online_course_id: number | null
  order_id: number | null
  created_at: string
}
