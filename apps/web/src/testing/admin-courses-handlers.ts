import { delay, http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { titleKey } from '@aula/contract/values/common'
import type { ApiError } from '@aula/contract/common'
import { CoursePaths, CourseWritePaths } from '@aula/contract/routes/courses'
import {
  CourseMessages,
  DATE_CHOICE_MODE,
  type Course,
  type CourseAnswer,
  type CourseWriteAnswer,
  type DateChoice,
} from '@aula/contract/courses'
import { OnlineCoursePaths, OnlineCourseWritePaths } from '@aula/contract/routes/online-courses'
import {
  OnlineCourseMessages,
  type AdminLessonsAnswer,
  type OnlineCourse,
  type OnlineCourseAnswer,
  type OnlineCourseWriteAnswer,
} from '@aula/contract/online-courses'
import { isAdminWrite, refused } from './admin-handlers.ts'
import { catalog } from './catalog-data.ts'
import { courseFixture, imageFixture, onlineCourseFixture } from './catalog-fixtures.ts'
import { testUsers } from './users.ts'
import { credentialOf } from './session-cookie.ts'
import { pagedAnswer } from './paged-answers.ts'
import { tusHandlers } from './tus-handlers.ts'
import { captionHandlers } from './caption-handlers.ts'

/*
 * The fake server of the course and video course admin forms: it keeps the courses it is
 * given, answers the admin writes as the real server does (private token only, 409 on a
 * taken title or a bought course) and records every multipart form it receives. Videos come
 * by resumable upload first (tus-handlers.ts); the forms name them by their upload ids.
 */

type AdminLesson = AdminLessonsAnswer['lessons'][number]

/** A multipart form as the server received it: texts by name, files by name (their type). */
export interface ReceivedForm {
  method: string
  authorization: string | null
  fields: Record<string, string[]>
  files: Record<string, { type: string }[]>
}

/** The single value of a text field ('' when absent). */
export const field = (form: ReceivedForm | undefined, name: string) => form?.fields[name]?.[0] ?? ''

export interface AdminCoursesData {
  courses: Course[]
  onlineCourses: OnlineCourse[]
  /** The lessons of each video course, by title. */
  lessons: Record<string, AdminLesson[]>
  /** Titles with buyers: they cannot be deleted. */
  bought: string[]
}

const notFound = () => HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })
const conflict = (message: string) => HttpResponse.json<ApiError>({ message }, { status: 409 })

async function readForm(request: Request): Promise<ReceivedForm> {
  const form = await request.formData()
  const received: ReceivedForm = {
    method: request.method,
    authorization: request.headers.get('Authorization'),
    fields: {},
    files: {},
  }
  form.forEach((value, name) => {
    if (typeof value === 'string') (received.fields[name] ??= []).push(value)
    else (received.files[name] ??= []).push({ type: value.type })
  })
  return received
}

const euros = (value: string) => (value ? Number(value.replace(',', '.')) : null)
const id = (value: string) => (value ? Number(value) : null)
const list = (value: string) => value.split(',').filter(Boolean)

let uploads = 0
const uploaded = (kind: 'images' | 'videos', extension: string) =>
  `/media/${kind}/upload-${(uploads += 1)}.${extension}`

/** A course as stored from a received form, over the course it replaces (if any). */
function courseFrom(form: ReceivedForm, before: Course | undefined, nextId: number): Course {
  const value = (name: string) => field(form, name)
  const choice = (value('dateChoice') || 'nessuna') as DateChoice
  const dated = choice === 'scegliData'
  const newPhotos = (form.files.photos ?? []).map(() => uploaded('images', 'webp'))
  const newVideos = (form.fields.videos ?? []).map(() => uploaded('videos', 'mp4'))
  const keptPhotos = before
    ? form.fields.existingImages
      ? list(value('existingImages'))
      : list(before.immaginiRappresentative)
    : []
  const keptVideos = before
    ? form.fields.existingVideos
      ? list(value('existingVideos'))
      : list(before.fileUrl)
    : []
  const photos = [...keptPhotos, ...newPhotos]
  const cover = form.files.coverImage
    ? imageFixture(`cover-${(uploads += 1)}`)
    : (before?.images.cover ?? null)
  return courseFixture({
    ...before,
    id: before?.id ?? nextId,
    title: (form.method === 'PUT' && value('newTitle')) || value('title'),
    intro: value('intro'),
    location: value('location'),
    description: value('description'),
    price: euros(value('price')) ?? 0,
    facilitatorPrice: euros(value('facilitatorprice')),
    affiliatePrice: euros(value('affiliateprice')),
    duration: value('duration'),
    authorId: id(value('author')),
    categoryId: id(value('category')),
    dateMode: DATE_CHOICE_MODE[choice],
    date: dated ? value('courseStartDate') : null,
    dataInizio: dated ? value('courseStartDate') : null,
    dateFine: dated ? value('courseEndDate') || null : null,
    immagineCopertina: cover?.url ?? '',
    immaginiRappresentative: photos.join(','),
    fileUrl: [...keptVideos, ...newVideos].join(','),
    images: { cover, gallery: photos.map((url) => ({ url, srcset: '', width: 960, height: 640 })) },
  })
}

function onlineCourseFrom(
  form: ReceivedForm,
  before: OnlineCourse | undefined,
  nextId: number,
  lessons: number,
): OnlineCourse {
  const value = (name: string) => field(form, name)
  const put = form.method === 'PUT'
  const cover = form.files.coverImage
    ? imageFixture(`cover-${(uploads += 1)}`)
    : (before?.images.cover ?? null)
  return onlineCourseFixture({
    ...before,
    id: before?.id ?? nextId,
    title: (put && value('newTitle')) || value('title'),
    intro: value('intro') || before?.intro || '',
    description: value('description'),
    price: euros(value('price')) ?? 0,
    facilitatorPrice: euros(value(put ? 'facilitatorPrice' : 'facilitatorprice')),
    affiliatePrice: euros(value(put ? 'affiliatePrice' : 'affiliateprice')),
    authorId: id(value('author')),
    categoryId: id(value('category')),
    immagineCopertina: cover?.url ?? '',
    mainVideo: form.fields.video ? uploaded('videos', 'mp4') : (before?.mainVideo ?? ''),
    lessonCount: lessons,
    images: { cover },
  })
}

/** The form fields that name uploaded videos. */
const VIDEO_FIELDS = ['video', 'videos'] as const

const findByTitle = <T extends { title: string }>(items: T[], title: string) =>
  items.find((item) => titleKey(item.title) === titleKey(title))

/**
 * The handlers, over a copy of `initial` (the default catalog's courses unless replaced),
 * and what they hold and received, for the test to look at.
 */
export function adminCoursesHandlers(initial: Partial<AdminCoursesData> = {}) {
  // Copies: what one test changes never reaches the next one.
  const data: AdminCoursesData = {
    courses: [...(initial.courses ?? catalog.courses)],
    onlineCourses: [...(initial.onlineCourses ?? catalog.onlineCourses)],
    lessons: {},
    bought: [...(initial.bought ?? [])],
  }
  const received: ReceivedForm[] = []
  const tus = tusHandlers()
  const captions = captionHandlers(data.lessons)
  let lessonIds = 100

  const lessonsOf = (title: string) => data.lessons[titleKey(title)] ?? []
  const setLessons = (title: string, lessons: AdminLesson[]) => {
    data.lessons[titleKey(title)] = lessons.map((lesson, index) => ({ ...lesson, index }))
  }
  const newLessons = (form: ReceivedForm) =>
    (form.fields.videos ?? []).map((_, i): AdminLesson => ({
      id: (lessonIds += 1),
      index: 0,
      title: form.fields.lessonTitles?.[i] || `Lezione ${i + 1}`,
      durationSeconds: null,
      captions: [],
    }))
  for (const [title, lessons] of Object.entries(initial.lessons ?? {})) setLessons(title, lessons)

  const handlers = [
    ...tus.handlers,
    ...captions.handlers,
    // The list answers whole, or one page when asked (as the API does).
    http.get(`*${CoursePaths.courses}`, ({ request }) =>
      HttpResponse.json(pagedAnswer(request, data.courses, 'courses', { dated: 'course' })),
    ),
    http.get<{ title: string }, never, CourseAnswer | ApiError>(
      '*/api/course/:title',
      ({ params }) => {
        const course = findByTitle(data.courses, params.title)
        return course
          ? HttpResponse.json({ course: [{ ...course, purchased: false }] })
          : notFound()
      },
    ),
    http.post<never, never, CourseWriteAnswer | ApiError>(
      `*${CourseWritePaths.course}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        const unusable = tus.check(form.fields, VIDEO_FIELDS)
        if (unusable) return unusable
        if (findByTitle(data.courses, field(form, 'title'))) {
          return conflict(CourseMessages.duplicate)
        }
        const course = courseFrom(form, undefined, 100 + data.courses.length)
        data.courses = [course, ...data.courses]
        tus.use(form.fields, VIDEO_FIELDS)
        return HttpResponse.json({ message: 'Success', course })
      },
    ),
    http.put<never, never, CourseWriteAnswer | ApiError>(
      `*${CourseWritePaths.course}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        const unusable = tus.check(form.fields, VIDEO_FIELDS)
        if (unusable) return unusable
        const before = findByTitle(data.courses, field(form, 'title'))
        if (!before) return notFound()
        const other = findByTitle(data.courses, field(form, 'newTitle'))
        if (other && other.id !== before.id) return conflict(CourseMessages.duplicate)
        const course = courseFrom(form, before, before.id)
        data.courses = data.courses.map((item) => (item.id === before.id ? course : item))
        tus.use(form.fields, VIDEO_FIELDS)
        return HttpResponse.json({ message: 'Success', course })
      },
    ),
    http.delete<never, { title: string }, { message: 'Success' } | ApiError>(
      `*${CourseWritePaths.course}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const { title } = await request.json()
        const course = findByTitle(data.courses, title)
        if (!course) return notFound()
        if (data.bought.some((item) => titleKey(item) === titleKey(title))) {
          return conflict(CourseMessages.hasBuyers)
        }
        data.courses = data.courses.filter((item) => item.id !== course.id)
        return HttpResponse.json({ message: 'Success' })
      },
    ),

    http.get(`*${OnlineCoursePaths.onlineCourses}`, ({ request }) =>
      HttpResponse.json(
        pagedAnswer(request, data.onlineCourses, 'onlinecourses', { dated: 'published' }),
      ),
    ),
    http.get<{ title: string }, never, OnlineCourseAnswer | ApiError>(
      '*/api/onlinecourse/:title',
      ({ params }) => {
        const course = findByTitle(data.onlineCourses, params.title)
        return course
          ? HttpResponse.json({
              onlinecourse: {
                ...course,
                purchased: false,
                curriculum: lessonsOf(course.title).map(({ index, title, durationSeconds }) => ({
                  index,
                  title,
                  durationSeconds,
                })),
              },
            })
          : notFound()
      },
    ),
    http.get<{ title: string }, never, AdminLessonsAnswer | ApiError>(
      '*/api/admin/onlinecourse/:title/lessons',
      ({ request, params }) => {
        // Admin only, with the session token (not a private one).
        if (credentialOf(request) !== testUsers.admin.token) {
          return HttpResponse.json<ApiError>({ message: 'Unauthorized' }, { status: 401 })
        }
        const course = findByTitle(data.onlineCourses, params.title)
        return course ? HttpResponse.json({ lessons: lessonsOf(course.title) }) : notFound()
      },
    ),
    http.post<never, never, OnlineCourseWriteAnswer | ApiError>(
      `*${OnlineCourseWritePaths.onlineCourse}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        const unusable = tus.check(form.fields, VIDEO_FIELDS)
        if (unusable) return unusable
        if (findByTitle(data.onlineCourses, field(form, 'title'))) {
          return conflict(OnlineCourseMessages.duplicate)
        }
        const lessons = newLessons(form)
        const course = onlineCourseFrom(
          form,
          undefined,
          100 + data.onlineCourses.length,
          lessons.length,
        )
        data.onlineCourses = [course, ...data.onlineCourses]
        setLessons(course.title, lessons)
        tus.use(form.fields, VIDEO_FIELDS)
        return HttpResponse.json({ message: 'Success', onlinecourse: course })
      },
    ),
    http.put<never, never, OnlineCourseWriteAnswer | ApiError>(
      `*${OnlineCourseWritePaths.onlineCourse}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        const unusable = tus.check(form.fields, VIDEO_FIELDS)
        if (unusable) return unusable
        const before = findByTitle(data.onlineCourses, field(form, 'title'))
        if (!before) return notFound()
        const other = findByTitle(data.onlineCourses, field(form, 'newTitle'))
        if (other && other.id !== before.id) return conflict(OnlineCourseMessages.duplicate)
        const current = lessonsOf(before.title)
        const kept = form.fields.existingVideos
          ? list(field(form, 'existingVideos')).map((lessonId) =>
              current.find((lesson) => lesson.id === Number(lessonId))!,
            )
          : current
        // existingLessonTitles renames the lessons that stay, in their new order.
        const renamed = kept.map((lesson, i) => ({
          ...lesson,
          title: form.fields.existingLessonTitles?.[i] ?? lesson.title,
        }))
        const lessons = [...renamed, ...newLessons(form)]
        const course = onlineCourseFrom(form, before, before.id, lessons.length)
        data.onlineCourses = data.onlineCourses.map((item) =>
          item.id === before.id ? course : item,
        )
        delete data.lessons[titleKey(before.title)]
        setLessons(course.title, lessons)
        tus.use(form.fields, VIDEO_FIELDS)
        return HttpResponse.json({ message: 'Success', onlinecourse: course })
      },
    ),
    http.delete<never, { title: string }, { message: 'Success' } | ApiError>(
      `*${OnlineCourseWritePaths.onlineCourse}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const { title } = await request.json()
        const course = findByTitle(data.onlineCourses, title)
        if (!course) return notFound()
        if (data.bought.some((item) => titleKey(item) === titleKey(title))) {
          return conflict(OnlineCourseMessages.hasBuyers)
        }
        data.onlineCourses = data.onlineCourses.filter((item) => item.id !== course.id)
        return HttpResponse.json({ message: 'Success' })
      },
    ),
  ]

  return { handlers, data, received, tus, captions: captions.received }
}

/** A write that reaches the server and is never answered: only a cancel ends it. */
export const unansweredWrite = (method: 'post' | 'put', path: string) =>
  http[method](`*${path}`, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })

/** A write refused with `status` and `body`, after the form has been read. */
export const refusedWrite = (
  method: 'post' | 'put',
  path: string,
  status: number,
  body: ApiError,
) =>
  http[method](`*${path}`, async ({ request }) => {
    await request.formData()
    return HttpResponse.json<ApiError>(body, { status })
  })

/** A write whose connection fails: the browser sees a network error. */
export const failedWrite = (method: 'post' | 'put', path: string) =>
  http[method](`*${path}`, () => HttpResponse.error())

/**
 * jsdom fires `abort` only for a request it sent itself, and the fake server has taken the
 * request over: this makes `abort()` announce itself as a browser does, so a cancelled
 * upload ends in the test as it ends on the site. Returns the spy, to see it was called.
 */
export function abortLikeABrowser() {
  return vi.spyOn(XMLHttpRequest.prototype, 'abort').mockImplementation(function (
    this: XMLHttpRequest,
  ) {
    this.dispatchEvent(new ProgressEvent('abort'))
  })
}
