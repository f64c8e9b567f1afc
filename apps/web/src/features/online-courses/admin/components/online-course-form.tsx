import { useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient } from '@tanstack/react-query'
import {
  OnlineCourseCreateSchema,
  OnlineCourseLimits,
  OnlineCourseMessages,
  type OnlineCourse,
} from '@aula/contract/online-courses'
import type { ImageView } from '@aula/contract/topics'
import { paths } from '#src/config/paths.ts'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import type { OutcomeTexts } from '#src/components/ui/form/messages.ts'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isApiError } from '#src/lib/api-client.ts'
import { COURSE_WORDS } from '#src/components/admin/course-form/messages.ts'
import { FormSection, type SelectChoice } from '#src/components/admin/course-form/form-parts.tsx'
import {
  AboutFields,
  PeopleFields,
  PriceFields,
  ViewLink,
} from '#src/components/admin/course-form/shared-fields.tsx'
import {
  emptySharedValues,
  sharedFields,
  sharedValues,
} from '#src/components/admin/course-form/values.ts'
import { lessonsQueryOptions } from '../api/get-lessons.ts'
import { refreshAfterOnlineCourseSave, saveOnlineCourse } from '../api/save-online-course.ts'
import { CoverAndPreviewFields } from './cover-and-preview-fields.tsx'
import { LessonList, type CurrentLesson, type NewLesson } from './lesson-list.tsx'

/*
 * One set of inputs for adding and editing. The add form's rules are the contract's
 * (OnlineCourseCreateSchema); the edit form keeps them, intro included, so that clearing it
 * cannot silently keep the old one (the server's PUT keeps an intro left blank).
 */

/** PUT spells the prices in camel case: its errors name them so. */
const PUT_NAMES = {
  newTitle: 'title',
  facilitatorPrice: 'facilitatorprice',
  affiliatePrice: 'affiliateprice',
} as const

/** The add form has its own texts, the edit form uses the course's. */
const ADD_TEXTS: OutcomeTexts = {
  failure: 'adminCourses.onlineCourse.saveError',
  network: 'adminCourses.onlineCourse.publishError',
  duplicate: 'adminCourses.onlineCourse.duplicate',
}
const EDIT_TEXTS: OutcomeTexts = {
  failure: 'adminCourses.course.saveError',
  network: 'adminCourses.course.publishError',
  duplicate: 'adminCourses.onlineCourse.duplicate',
}

const toCurrent = (lessons: readonly CurrentLesson[]): CurrentLesson[] =>
  lessons.map(({ id, title, durationSeconds, captions }) => ({
    id,
    title,
    durationSeconds,
    captions,
  }))

/** The multipart text fields from the inputs as typed; PUT names the prices in camel case. */
function courseFields(values: Parameters<typeof sharedFields>[0], editing: boolean) {
  const fields = sharedFields(values, 'onlinecourses')
  if (!editing) return fields
  const { facilitatorprice, affiliateprice, ...rest } = fields
  return { ...rest, facilitatorPrice: facilitatorprice!, affiliatePrice: affiliateprice! }
}

/**
 * The video course form: /aggiungivideocorso without `course`,
 * /modifica-corso-online/{title} with it and its lessons. The preview video and the lesson
 * videos are uploaded first, resumably; the form then names them, each lesson with its
 * title, in order, and carries the cover.
 */
export function OnlineCourseForm({
  course,
  english,
  lessons = [],
  authors,
  categories,
}: {
  course?: OnlineCourse
  /** The course as an English reader gets it: its English texts (edit only). */
  english?: OnlineCourse | undefined
  /** The course's lessons in their order (edit only). */
  lessons?: readonly CurrentLesson[]
  authors: readonly SelectChoice[]
  categories: readonly SelectChoice[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const editing = course !== undefined

  const [currentTitle, setCurrentTitle] = useState(course?.title ?? '')
  const [cover, setCover] = useState<ImageView | null>(course?.images.cover ?? null)
  const [mainVideo, setMainVideo] = useState(course?.mainVideo ?? '')
  const [current, setCurrent] = useState<CurrentLesson[]>(() => toCurrent(lessons))
  const [removed, setRemoved] = useState<CurrentLesson[]>([])
  const [added, setAdded] = useState<NewLesson[]>([])
  const [reloadFailed, setReloadFailed] = useState(false)

  /** After an edit, the lessons as stored now: the new ones have ids the next save needs. */
  const reloadLessons = async (title: string) => {
    try {
      const fresh = await queryClient.fetchQuery(lessonsQueryOptions(title))
      setCurrent(toCurrent(fresh))
      return true
    } catch {
      return false
    }
  }

  const form = useEndpointForm({
    schema: OnlineCourseCreateSchema,
    defaultValues: course ? sharedValues(course, english) : emptySharedValues(),
    files: ['coverImage', 'video'],
    send: ({ raw, files }, { signal, onUploadProgress }) => {
      const fields: Record<string, string> = courseFields(raw, editing)
      if (editing) {
        fields.newTitle = fields.title!
        fields.title = currentTitle
        fields.existingVideos = current.map((lesson) => lesson.id).join(',')
      }
      return saveOnlineCourse({
        method: editing ? 'PUT' : 'POST',
        fields,
        lessonTitles: added.map((lesson) => lesson.title.trim()),
        existingLessonTitles: editing ? current.map((lesson) => lesson.title.trim()) : [],
        files: {
          coverImage: files.coverImage[0] ?? null,
          video: files.video[0] ?? null,
          videos: added.map((lesson) => lesson.file),
        },
        signal,
        onProgress: onUploadProgress,
      })
    },
    // The files the add form cannot do without (docs/product.md#forms), and a lesson already
    // there cannot lose its name (a new one gets "Lezione N").
    check: (files) => ({
      coverImage:
        !editing && files.coverImage.length === 0 ? OnlineCourseMessages.coverRequired : undefined,
      video:
        !editing && files.video.length === 0 ? OnlineCourseMessages.mainVideoRequired : undefined,
      ...Object.fromEntries(
        current.map((lesson, index) => [
          `existingLessonTitles.${index}`,
          lesson.title.trim() ? undefined : OnlineCourseMessages.lessonTitleRequired,
        ]),
      ),
    }),
    success: editing ? 'adminCourses.course.saved' : 'adminCourses.onlineCourse.saved',
    failure: editing ? EDIT_TEXTS : ADD_TEXTS,
    serverWords: COURSE_WORDS,
    rename: PUT_NAMES,
    resetTo: editing
      ? (answer, values) => ({
          ...sharedValues(answer.onlinecourse),
          titleEn: values.titleEn ?? '',
          introEn: values.introEn ?? '',
          descriptionEn: values.descriptionEn ?? '',
        })
      : undefined,
    onSuccess: async ({ onlinecourse: saved }) => {
      void refreshAfterOnlineCourseSave(queryClient)
      setAdded([])
      setRemoved([])
      setReloadFailed(false)
      if (!editing) return
      setCurrentTitle(saved.title)
      setCover(saved.images.cover)
      setMainVideo(saved.mainVideo)
      setReloadFailed(!(await reloadLessons(saved.title)))
    },
    onError: (error) => {
      if (isApiError(error, 409)) {
        // The message says which title is taken: the English one, or the Italian one.
        const english = error.message === OnlineCourseMessages.duplicateEn
        form.setError(english ? 'titleEn' : 'title', {
          message: english ? OnlineCourseMessages.duplicateEn : OnlineCourseMessages.duplicate,
        })
      }
    },
  })
  const saved = form.answer?.onlinecourse

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')} className="flex flex-col gap-8">
      <AboutFields
        form={form}
        legend={t('adminCourses.sections.aboutOnline')}
        limits={OnlineCourseLimits}
      />
      <PriceFields form={form} />
      <PeopleFields form={form} authors={authors} categories={categories} />

      <CoverAndPreviewFields
        editing={editing}
        cover={cover}
        mainVideo={mainVideo}
        coverFile={form.fileProps('coverImage')}
        videoFile={form.fileProps('video')}
      />

      <FormSection legend={t('adminCourses.sections.lessons')}>
        <LessonList
          current={editing ? current : undefined}
          removed={removed}
          onCurrentChange={(kept, gone) => {
            setCurrent(kept)
            setRemoved(gone)
            form.clearOtherErrors('existingLessonTitles')
          }}
          added={added}
          onAddedChange={(next) => {
            setAdded(next)
            form.clearOtherErrors('lessonTitles')
            form.clearOtherErrors('videos')
          }}
          currentTitleErrors={current.map(
            (_, index) => form.otherErrors[`existingLessonTitles.${index}`],
          )}
          titleErrors={added.map((_, index) => form.otherErrors[`lessonTitles.${index}`])}
          videosError={form.otherError('videos') ?? form.otherError('existingVideos')}
        />
      </FormSection>

      <FormFooter
        form={form}
        submit={
          editing
            ? t('adminCourses.onlineCourse.submitEdit')
            : t('adminCourses.onlineCourse.submitAdd')
        }
        successExtra={
          saved ? (
            <>
              {reloadFailed ? <span>{t('adminCourses.lessons.reloadFailed')}</span> : null}
              <ViewLink
                to={paths.onlineCourse.getHref(saved.title)}
                label={t('adminCourses.onlineCourse.view')}
              />
            </>
          ) : null
        }
      />
    </Form>
  )
}
