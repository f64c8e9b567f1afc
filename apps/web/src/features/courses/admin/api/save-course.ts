import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CourseWriteAnswerSchema, CourseWritePaths } from '@aula/contract/courses'
import { adminForm, toFormData, type UploadProgress } from '#src/lib/admin/admin-client.ts'
import { refreshLists } from '#src/lib/query-client.ts'

export interface CourseFiles {
  coverImage: File | null
  photos: File[]
  videos: File[]
}

export interface SaveCourseInput {
  /** POST adds a course, PUT changes the one named by `fields.title`. */
  method: 'POST' | 'PUT'
  /** The multipart text fields, named as CourseCreateSchema / CourseUpdateSchema name them. */
  fields: Record<string, string>
  files: CourseFiles
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
}

/** POST or PUT /api/course/ (multipart, private token): the course as now stored. */
export function saveCourse({ method, fields, files, signal, onProgress }: SaveCourseInput) {
  const form = toFormData(fields, { ...files })
  return adminForm(method, CourseWritePaths.course, form, {
    schema: CourseWriteAnswerSchema,
    signal,
    onProgress,
  })
}

/** Saves a course, then refreshes what the public site shows of courses. */
export function useSaveCourse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveCourseInput) => saveCourse(input),
    // The list, every course page, the course choice of the information request, and the
    // lists that name a course: a member's purchases and the admin's orders.
    onSuccess: () => {
      void refreshLists(queryClient, [
        ['courses'],
        ['information-request'],
        ['profile'],
        ['admin', 'paidcourses'],
      ])
    },
  })
}
