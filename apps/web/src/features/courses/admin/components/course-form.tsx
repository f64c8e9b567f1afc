import { useState } from 'react'
import { useForm, useWatch, type DefaultValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
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
import { Button } from '#src/components/ui/button.tsx'
import { TextAreaField } from '#src/components/ui/form-controls.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { UploadProgress } from '#src/components/ui/form/upload-progress.tsx'
import { useUpload } from '#src/lib/admin/use-upload.ts'
import { useSaveCourse, type CourseFiles } from '../api/save-course.ts'
import { useFieldError } from '#src/components/admin/course-form/use-field-error.ts'
import { eurosText, idText } from '#src/components/admin/course-form/amounts.ts'
import { htmlToText, textToHtml } from '#src/components/admin/course-form/description.ts'
import { saveFailureKey } from '#src/components/admin/course-form/messages.ts'
import { placeErrors } from '#src/components/admin/course-form/server-errors.ts'
import { keptUrls, mediaItems, type MediaItem } from './current-media.tsx'
import { CourseMediaFields } from './course-media-fields.tsx'
import {
  FormSection,
  PriceFields,
  RadioChoice,
  requiredLabel,
  SaveResult,
  type RadioOption,
  type SelectChoice,
  PeopleFields,
} from '#src/components/admin/course-form/form-parts.tsx'

type Values = CourseCreate

const TEXT_FIELDS = [
  'title',
  'intro',
  'location',
  'description',
  'price',
  'facilitatorprice',
  'affiliateprice',
  'duration',
  'author',
  'category',
  'dateChoice',
  'courseStartDate',
  'courseEndDate',
] as const satisfies readonly (keyof Values)[]

const FILE_FIELDS = ['coverImage', 'photos', 'videos', 'existingImages', 'existingVideos'] as const
type FileErrors = Partial<Record<(typeof FILE_FIELDS)[number], string>>

const TEXTS = {
  saveError: 'adminCourses.course.saveError',
  publishError: 'adminCourses.course.publishError',
  duplicate: 'adminCourses.course.duplicate',
}

const noFiles = (): CourseFiles => ({ coverImage: null, photos: [], videos: [] })

const emptyValues = (): DefaultValues<Values> => ({
  title: '',
  intro: '',
  location: '',
  description: '',
  price: '',
  facilitatorprice: '',
  affiliateprice: '',
  duration: '',
  author: '',
  category: '',
  // No choice at first: the admin must say how the course is dated (docs/product.md#forms).
  dateChoice: undefined,
  courseStartDate: '',
  courseEndDate: '',
})

const choiceOfMode = (mode: Course['dateMode']): DateChoice =>
  DATE_CHOICES.find((choice) => DATE_CHOICE_MODE[choice] === mode) ?? 'nessuna'

/** The form's inputs as a stored course fills them. */
function courseValues(course: Course): Values {
  return {
    title: course.title,
    intro: course.intro,
    location: course.location,
    description: htmlToText(course.description),
    price: eurosText(course.price),
    facilitatorprice: eurosText(course.facilitatorPrice),
    affiliateprice: eurosText(course.affiliatePrice),
    duration: course.duration,
    author: idText(course.authorId),
    category: idText(course.categoryId),
    dateChoice: choiceOfMode(course.dateMode),
    courseStartDate: course.dataInizio ?? '',
    courseEndDate: course.dateFine ?? '',
  }
}

/** The multipart text fields of POST /api/course/ from the form's inputs. */
function courseFields(values: Values): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of TEXT_FIELDS) fields[name] = String(values[name] ?? '').trim()
  fields.description = textToHtml(values.description)
  fields.directory = 'courses'
  // Only 'scegliData' has dates: the others send none.
  if (values.dateChoice !== 'scegliData') {
    fields.courseStartDate = ''
    fields.courseEndDate = ''
  }
  return fields
}

interface Outcome {
  tone: 'success' | 'error'
  message: string
  link?: { to: string; label: string }
  /** A new key per answer, so each one is announced. */
  id: number
}

/**
 * The in-person course form: /aggiungicorso without `course`,
 * /modifica-corso/{title} with it. Texts, prices, organizer, category, the date choice and
 * its dates, the cover, the gallery and the videos go in one multipart upload.
 */
export function CourseForm({
  course,
  authors,
  categories,
}: {
  /** The course being edited, as the public GET gives it; absent when adding. */
  course?: Course
  authors: readonly SelectChoice[]
  categories: readonly SelectChoice[]
}) {
  const { t } = useTranslation()
  const fieldError = useFieldError()
  const save = useSaveCourse()
  const upload = useUpload()
  const editing = course !== undefined

  const [currentTitle, setCurrentTitle] = useState(course?.title ?? '')
  const [cover, setCover] = useState<ImageView | null>(course?.images.cover ?? null)
  const [photos, setPhotos] = useState<MediaItem[]>(() =>
    mediaItems(course?.immaginiRappresentative ?? ''),
  )
  const [videos, setVideos] = useState<MediaItem[]>(() => mediaItems(course?.fileUrl ?? ''))
  const [files, setFiles] = useState<CourseFiles>(noFiles)
  const [fileErrors, setFileErrors] = useState<FileErrors>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    control,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof CourseCreateSchema>>({
    resolver: zodResolver(CourseCreateSchema),
    defaultValues: course ? courseValues(course) : emptyValues(),
  })
  const dateChoice = useWatch({ control, name: 'dateChoice' })
  const startDate = useWatch({ control, name: 'courseStartDate' })

  const dateOptions: RadioOption[] = DATE_CHOICES.map((choice) => ({
    value: choice,
    label: t(`adminCourses.dateChoices.${choice}`),
  }))

  const chooseFiles = <K extends keyof CourseFiles>(name: K, value: CourseFiles[K]) => {
    setFiles((current) => ({ ...current, [name]: value }))
    setFileErrors((current) => ({ ...current, [name]: undefined }))
  }

  const coverMissing = () => !editing && files.coverImage === null
  const showOutcome = (next: Omit<Outcome, 'id'>) =>
    setOutcome((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }))

  const send = (values: Values) => {
    if (coverMissing()) {
      setFileErrors({ coverImage: CourseMessages.coverRequired })
      return
    }
    setFileErrors({})
    setOutcome(null)
    const fields = courseFields(values)
    if (editing) {
      fields.newTitle = fields.title!
      fields.title = currentTitle
      fields.existingImages = keptUrls(photos)
      fields.existingVideos = keptUrls(videos)
    }
    const { signal, onProgress } = upload.start()
    save.mutate(
      { method: editing ? 'PUT' : 'POST', fields, files, signal, onProgress },
      {
        onSuccess: (answer) => {
          const saved = answer.course
          showOutcome({
            tone: 'success',
            message: t('adminCourses.course.saved'),
            link: { to: paths.course.getHref(saved.title), label: t('adminCourses.course.view') },
          })
          setFiles(noFiles())
          if (editing) {
            setCurrentTitle(saved.title)
            setCover(saved.images.cover)
            setPhotos(mediaItems(saved.immaginiRappresentative))
            setVideos(mediaItems(saved.fileUrl))
            reset(courseValues(saved))
          } else {
            reset(emptyValues())
          }
        },
        onError: (error) => {
          setFileErrors(
            placeErrors(error, setError, TEXT_FIELDS, FILE_FIELDS, { newTitle: 'title' }),
          )
          const key = saveFailureKey(error, TEXTS)
          if (key === TEXTS.duplicate) setError('title', { message: CourseMessages.duplicate })
          showOutcome({ tone: 'error', message: t(key) })
        },
        onSettled: upload.finish,
      },
    )
  }

  const onSubmit = handleSubmit(
    // The raw inputs are sent: the server reads "249,90" as the client's check did.
    () => send(getValues()),
    () => {
      if (coverMissing()) setFileErrors({ coverImage: CourseMessages.coverRequired })
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>

      <FormSection legend={t('adminCourses.sections.about')}>
        <TextField
          label={requiredLabel(t('adminCourses.fields.title'))}
          required
          maxLength={CourseLimits.title}
          error={fieldError(errors.title)}
          {...register('title')}
        />
        <TextAreaField
          label={requiredLabel(t('adminCourses.fields.intro'))}
          hint={t('adminCourses.fields.introHint')}
          required
          rows={3}
          maxLength={CourseLimits.intro}
          error={fieldError(errors.intro)}
          {...register('intro')}
        />
        <TextAreaField
          label={requiredLabel(t('adminCourses.fields.description'))}
          hint={t('adminCourses.fields.descriptionHint')}
          required
          rows={10}
          maxLength={CourseLimits.description}
          error={fieldError(errors.description)}
          {...register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={requiredLabel(t('adminCourses.fields.location'))}
            required
            maxLength={CourseLimits.location}
            error={fieldError(errors.location)}
            {...register('location')}
          />
          <TextField
            label={t('adminCourses.fields.duration')}
            hint={t('adminCourses.fields.durationHint')}
            maxLength={CourseLimits.duration}
            error={fieldError(errors.duration)}
            {...register('duration')}
          />
        </div>
      </FormSection>

      <FormSection legend={t('adminCourses.sections.prices')}>
        <PriceFields
          price={register('price')}
          deposit={register('facilitatorprice')}
          affiliate={register('affiliateprice')}
          errors={{
            price: fieldError(errors.price),
            deposit: fieldError(errors.facilitatorprice),
            affiliate: fieldError(errors.affiliateprice),
          }}
        />
      </FormSection>

      <FormSection legend={t('adminCourses.sections.dates')}>
        <RadioChoice
          legend={t('adminCourses.fields.dateChoice')}
          options={dateOptions}
          required
          error={fieldError(errors.dateChoice)}
          registration={register('dateChoice')}
        />
        {dateChoice === 'scegliData' ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              type="date"
              label={requiredLabel(t('adminCourses.fields.startDate'))}
              required
              error={fieldError(errors.courseStartDate)}
              {...register('courseStartDate')}
            />
            <TextField
              type="date"
              label={t('adminCourses.fields.endDate')}
              hint={t('adminCourses.fields.endDateHint')}
              min={startDate || undefined}
              error={fieldError(errors.courseEndDate)}
              {...register('courseEndDate')}
            />
          </div>
        ) : null}
      </FormSection>

      <PeopleFields
        author={{ ...register('author'), error: fieldError(errors.author) }}
        category={{ ...register('category'), error: fieldError(errors.category) }}
        authors={authors}
        categories={categories}
      />

      <CourseMediaFields
        editing={editing}
        cover={cover}
        photos={photos}
        onPhotosChange={setPhotos}
        videos={videos}
        onVideosChange={setVideos}
        files={files}
        onFilesChange={chooseFiles}
        errors={fileErrors}
      />

      {upload.uploading ? (
        <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
      ) : null}
      {outcome ? (
        <SaveResult
          key={outcome.id}
          tone={outcome.tone}
          message={outcome.message}
          link={outcome.link}
        />
      ) : null}
      <Button type="submit" size="lg" pending={save.isPending} className="self-start">
        {editing ? t('adminCourses.course.submitEdit') : t('adminCourses.course.submitAdd')}
      </Button>
    </form>
  )
}
