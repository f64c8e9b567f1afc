import { CourseAdminCalls } from '@aula/contract/routes/courses'
import type { QueryClient } from '@tanstack/react-query'
import { call, type UploadProgress } from '#src/lib/api-client.ts'
import { toFormData } from '#src/lib/admin/form-data.ts'
import { sendWithUploads } from '#src/lib/admin/resumable-upload.ts'
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

/**
 * A course added or changed (multipart, private token): the course as now stored. The videos
 * are uploaded first and the form names them by their upload ids.
 */
export function saveCourse({ method, fields, files, signal, onProgress }: SaveCourseInput) {
  const save = method === 'POST' ? CourseAdminCalls.create : CourseAdminCalls.update
  const { videos, ...pictures } = files
  return sendWithUploads(
    { videos },
    (ids, options) => {
      // The upload ids go with the texts, the pictures after them as files.
      const form = toFormData(fields)
      for (const id of ids.videos ?? []) form.append('videos', id)
      if (pictures.coverImage) form.append('coverImage', pictures.coverImage)
      for (const photo of pictures.photos) form.append('photos', photo)
      return call(save, {
        body: form,
        signal: options.signal,
        onUploadProgress: options.onProgress,
      })
    },
    { signal, onProgress },
  )
}

/**
 * After a course is saved: the list, every course page, the course choice of the
 * information request, and the lists that name a course: a member's purchases and the
 * admin's orders.
 */
export function refreshAfterCourseSave(queryClient: QueryClient) {
  return refreshLists(queryClient, [
    ['courses'],
    ['information-request'],
    ['profile'],
    ['admin', 'paidcourses'],
  ])
}
