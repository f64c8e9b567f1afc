import { useState } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import {
  CourseCreateSchema,
  CourseLimits,
  CourseMessages,
  DATE_CHOICE_MODE,
  DATE_CHOICES,
  type Course,
  type CourseCreate,
  type DateChoice,
} from '@aula/contract/courses'
import type { ImageView } from '@aula/contract/topics'
import { paths } from '#src/config/paths.ts'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import type { OutcomeTexts } from '#src/components/ui/form/messages.ts'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isApiError } from '#src/lib/api-client.ts'
import { COURSE_WORDS } from '#src/components/admin/course-form/messages.ts'
import {
  FormSection,
  RadioChoice,
  type RadioOption,
  type SelectChoice,
} from '#src/components/admin/course-form/form-parts.tsx'
import {
  AboutFields,
  PeopleFields,
  PriceFields,
  ViewLink,
  type CourseFormFields,
} from '#src/components/admin/course-form/shared-fields.tsx'
import {
  emptySharedValues,
  fieldText,
  sharedFields,
  sharedValues,
} from '#src/components/admin/course-form/values.ts'
import { refreshAfterCourseSave, saveCourse } from '../api/save-course.ts'
import { keptUrls, mediaItems, type MediaItem } from './current-media.tsx'
import { CourseMediaFields } from './course-media-fields.tsx'

/** The contract's inputs, with no date choice until the admin makes one. */
type Values = Omit<CourseCreate, 'dateChoice'> & { dateChoice?: DateChoice }

const schema: z.core.$ZodType<z.output<typeof CourseCreateSchema>, Values> = CourseCreateSchema

const FAILURE: OutcomeTexts = {
  failure: 'adminCourses.course.saveError',
  network: 'adminCourses.course.publishError',
  duplicate: 'adminCourses.course.duplicate',
}

const emptyValues = (): Values => ({
  ...emptySharedValues(),
  location: '',
  duration: '',
  // No choice at first: the admin must say how the course is dated (docs/product.md#forms).
  dateChoice: undefined,
  courseStartDate: '',
  courseEndDate: '',
})

const choiceOfMode = (mode: Course['dateMode']): DateChoice =>
  DATE_CHOICES.find((choice) => DATE_CHOICE_MODE[choice] === mode) ?? 'nessuna'

/** The form's inputs as a stored course (and its English read) fills them. */
function courseValues(course: Course, english?: Course): Values {
  return {
    ...sharedValues(course, english),
    location: course.location,
    duration: course.duration,
    dateChoice: choiceOfMode(course.dateMode),
    courseStartDate: course.dataInizio ?? '',
    courseEndDate: course.dateFine ?? '',
  }
}

/** The multipart text fields of POST /api/course/ from the inputs as typed. */
function courseFields(values: Values): Record<string, string> {
  // Only 'scegliData' has dates: the others send none.
  const dated = values.dateChoice === 'scegliData'
  return {
    ...sharedFields(values, 'courses'),
    location: fieldText(values.location),
    duration: fieldText(values.duration),
    dateChoice: fieldText(values.dateChoice),
    courseStartDate: dated ? fieldText(values.courseStartDate) : '',
    courseEndDate: dated ? fieldText(values.courseEndDate) : '',
  }
}

/**
 * The in-person course form: /aggiungicorso without `course`,
 * /modifica-corso/{title} with it. Texts, prices, organizer, category, the date choice and
 * its dates, the cover and the gallery go in one multipart form; the videos are uploaded
 * first, resumably, and the form names them.
 */
export function CourseForm({
  course,
  english,
  authors,
  categories,
}: {
  /** The course being edited, as the public GET gives it; absent when adding. */
  course?: Course
  /** The course as an English reader gets it: its English texts (edit only). */
  english?: Course | undefined
  authors: readonly SelectChoice[]
  categories: readonly SelectChoice[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const editing = course !== undefined

  const [currentTitle, setCurrentTitle] = useState(course?.title ?? '')
  const [cover, setCover] = useState<ImageView | null>(course?.images.cover ?? null)
  const [photos, setPhotos] = useState<MediaItem[]>(() =>
    mediaItems(course?.immaginiRappresentative ?? ''),
  )
  const [videos, setVideos] = useState<MediaItem[]>(() => mediaItems(course?.fileUrl ?? ''))

  const form = useEndpointForm({
    schema,
    defaultValues: course ? courseValues(course, english) : emptyValues(),
    files: ['coverImage', 'photos', 'videos'],
    send: ({ raw, files }, { signal, onUploadProgress }) => {
      const fields = courseFields(raw)
      if (editing) {
        fields.newTitle = fields.title!
        fields.title = currentTitle
        fields.existingImages = keptUrls(photos)
        fields.existingVideos = keptUrls(videos)
      }
      return saveCourse({
        method: editing ? 'PUT' : 'POST',
        fields,
        files: {
          coverImage: files.coverImage[0] ?? null,
          photos: files.photos,
          videos: files.videos,
        },
        signal,
        onProgress: onUploadProgress,
      })
    },
    check: (files) => ({
      coverImage:
        !editing && files.coverImage.length === 0 ? CourseMessages.coverRequired : undefined,
    }),
    success: 'adminCourses.course.saved',
    failure: FAILURE,
    serverWords: COURSE_WORDS,
    rename: { newTitle: 'title' },
    resetTo: editing
      ? (answer, values) => ({
          ...courseValues(answer.course),
          titleEn: values.titleEn ?? '',
          introEn: values.introEn ?? '',
          descriptionEn: values.descriptionEn ?? '',
        })
      : undefined,
    onSuccess: ({ course: saved }) => {
      void refreshAfterCourseSave(queryClient)
      if (!editing) return
      setCurrentTitle(saved.title)
      setCover(saved.images.cover)
      setPhotos(mediaItems(saved.immaginiRappresentative))
      setVideos(mediaItems(saved.fileUrl))
    },
    onError: (error) => {
      if (isApiError(error, 409)) {
        // The message says which title is taken: the English one, or the Italian one.
        const english = error.message === CourseMessages.duplicateEn
        form.setError(english ? 'titleEn' : 'title', {
          message: english ? CourseMessages.duplicateEn : CourseMessages.duplicate,
        })
      }
    },
  })
  const saved = form.answer?.course

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')} className="flex flex-col gap-8">
      <AboutFields form={form} legend={t('adminCourses.sections.about')} limits={CourseLimits}>
        <PlaceFields form={form} />
      </AboutFields>
      <PriceFields form={form} />
      <DateFields form={form} />
      <PeopleFields form={form} authors={authors} categories={categories} />

      <CourseMediaFields
        editing={editing}
        cover={cover}
        photos={photos}
        onPhotosChange={setPhotos}
        videos={videos}
        onVideosChange={setVideos}
        files={{
          coverImage: form.fileProps('coverImage'),
          photos: form.fileProps('photos'),
          videos: form.fileProps('videos'),
        }}
        errors={{
          existingImages: form.otherError('existingImages'),
          existingVideos: form.otherError('existingVideos'),
        }}
      />

      <FormFooter
        form={form}
        submit={editing ? t('adminCourses.course.submitEdit') : t('adminCourses.course.submitAdd')}
        successExtra={
          saved ? (
            <ViewLink
              to={paths.course.getHref(saved.title)}
              label={t('adminCourses.course.view')}
            />
          ) : null
        }
      />
    </Form>
  )
}

/** What the course's own sections need of the form. */
type CourseFields = CourseFormFields<Values> & {
  control: Control<Values, unknown, z.output<typeof CourseCreateSchema>>
}

/*
 * The course's own inputs are components of their own, so that they register (and a
 * refused form focuses its first error) in the order they are shown.
 */

/** Where the course takes place, and how long it lasts. */
function PlaceFields({ form }: { form: CourseFields }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        label={t('adminCourses.fields.location')}
        required
        maxLength={CourseLimits.location}
        error={form.errorText('location')}
        {...form.register('location')}
      />
      <InputField
        label={t('adminCourses.fields.duration')}
        hint={t('adminCourses.fields.durationHint')}
        maxLength={CourseLimits.duration}
        error={form.errorText('duration')}
        {...form.register('duration')}
      />
    </div>
  )
}

/** How the course is dated, and its dates when chosen. */
function DateFields({ form }: { form: CourseFields }) {
  const { t } = useTranslation()
  const dateChoice = useWatch({ control: form.control, name: 'dateChoice' })
  const startDate = useWatch({ control: form.control, name: 'courseStartDate' })
  const dateOptions: RadioOption[] = DATE_CHOICES.map((choice) => ({
    value: choice,
    label: t(`adminCourses.dateChoices.${choice}`),
  }))
  return (
    <FormSection legend={t('adminCourses.sections.dates')}>
      <p className="text-sm text-charcoal-700">{t('adminCourses.datesFollowEditions')}</p>
      <RadioChoice
        legend={t('adminCourses.fields.dateChoice')}
        options={dateOptions}
        required
        error={form.errorText('dateChoice')}
        registration={form.register('dateChoice')}
      />
      {dateChoice === 'scegliData' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            type="date"
            label={t('adminCourses.fields.startDate')}
            required
            error={form.errorText('courseStartDate')}
            {...form.register('courseStartDate')}
          />
          <InputField
            type="date"
            label={t('adminCourses.fields.endDate')}
            hint={t('adminCourses.fields.endDateHint')}
            min={startDate || undefined}
            error={form.errorText('courseEndDate')}
            {...form.register('courseEndDate')}
          />
        </div>
      ) : null}
    </FormSection>
  )
}
