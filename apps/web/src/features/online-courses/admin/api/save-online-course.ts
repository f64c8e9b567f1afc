import { OnlineCourseAdminCalls } from '@aula/contract/routes/online-courses'
import type { QueryClient } from '@tanstack/react-query'
import { call, type UploadProgress } from '#src/lib/api-client.ts'
import { toFormData } from '#src/lib/admin/form-data.ts'
import { sendWithUploads } from '#src/lib/admin/resumable-upload.ts'
import { refreshLists } from '#src/lib/query-client.ts'

export interface OnlineCourseFiles {
  coverImage: File | null
  /** The public preview video. */
  video: File | null
  /** The new lessons' videos, in the order they will follow the current lessons. */
  videos: File[]
}

export interface SaveOnlineCourseInput {
  method: 'POST' | 'PUT'
  /** The multipart text fields, named as OnlineCourseCreateSchema / UpdateSchema name them. */
  fields: Record<string, string>
  /** One title per new lesson video, in the same order. */
  lessonTitles: string[]
  /** On edit: the titles of the lessons that stay, in the order of existingVideos. */
  existingLessonTitles?: string[]
  files: OnlineCourseFiles
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
}

/**
 * A video course added or changed (multipart, private token): the course as stored. The
 * preview and the lesson videos are uploaded first and the form names them by their upload
 * ids; the cover goes in the form.
 */
export function saveOnlineCourse({
  method,
  fields,
  lessonTitles,
  existingLessonTitles = [],
  files,
  signal,
  onProgress,
}: SaveOnlineCourseInput) {
  const save = method === 'POST' ? OnlineCourseAdminCalls.create : OnlineCourseAdminCalls.update
  return sendWithUploads(
    { video: files.video ? [files.video] : [], videos: files.videos },
    (ids, options) => {
      const form = toFormData(fields)
      for (const title of existingLessonTitles) form.append('existingLessonTitles', title)
      for (const title of lessonTitles) form.append('lessonTitles', title)
      for (const id of ids.video ?? []) form.append('video', id)
      for (const id of ids.videos ?? []) form.append('videos', id)
      if (files.coverImage) form.append('coverImage', files.coverImage)
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
 * After a video course is saved: the list, every video course page and its curriculum, a
 * buyer's lessons, and the lists that name a video course: a member's purchases and the
 * admin's orders.
 */
export function refreshAfterOnlineCourseSave(queryClient: QueryClient) {
  return refreshLists(queryClient, [
    ['online-courses'],
    ['lessons'],
    ['profile'],
    ['admin', 'paidcourses'],
  ])
}
