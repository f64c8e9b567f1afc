import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  OnlineCourseCreateSchema,
  OnlineCourseLimits,
  OnlineCourseMessages,
  type OnlineCourse,
  type OnlineCourseCreate,
} from '@aula/contract/online-courses'
import type { ImageView } from '@aula/contract/topics'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { TextAreaField } from '#src/components/ui/form-controls.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { UploadProgress } from '#src/components/ui/form/upload-progress.tsx'
import { useUpload } from '#src/lib/admin/use-upload.ts'
import { lessonsQueryOptions } from '../api/get-lessons.ts'
import { useSaveOnlineCourse, type OnlineCourseFiles } from '../api/save-online-course.ts'
import { useFieldError } from '#src/components/admin/course-form/use-field-error.ts'
import { eurosText, idText } from '#src/components/admin/course-form/amounts.ts'
import { htmlToText, textToHtml } from '#src/components/admin/course-form/description.ts'
import { saveFailureKey, type SaveTexts } from '#src/components/admin/course-form/messages.ts'
import { lessonTitleErrors, placeErrors } from '#src/components/admin/course-form/server-errors.ts'
import {
  FormSection,
  PriceFields,
  requiredLabel,
  SaveResult,
  type SelectChoice,
  PeopleFields,
} from '#src/components/admin/course-form/form-parts.tsx'
import { CoverAndPreviewFields } from './cover-and-preview-fields.tsx'
import { LessonList, type CurrentLesson, type NewLesson } from './lesson-list.tsx'

/*
 * One set of inputs for adding and editing. The add form's rules are the contract's
 * (OnlineCourseCreateSchema); the edit form keeps them, intro included, so that clearing it
 * cannot silently keep the old one (the server's PUT keeps an intro left blank).
 */
type Values = OnlineCourseCreate

const TEXT_FIELDS = [
  'title',
  'intro',
  'description',
  'price',
  'facilitatorprice',
  'affiliateprice',
  'author',
  'category',
] as const satisfies readonly (keyof Values)[]

const FILE_FIELDS = ['coverImage', 'video', 'videos', 'existingVideos'] as const
type FileErrors = Partial<Record<(typeof FILE_FIELDS)[number], string>>

/** PUT spells the prices in camel case: its errors name them so. */
const PUT_NAMES = {
  newTitle: 'title',
  facilitatorPrice: 'facilitatorprice',
  affiliatePrice: 'affiliateprice',
} as const

/** The add form has its own texts, the edit form uses the course's. */
const ADD_TEXTS: SaveTexts = {
  saveError: 'adminCourses.onlineCourse.saveError',
  publishError: 'adminCourses.onlineCourse.publishError',
  duplicate: 'adminCourses.onlineCourse.duplicate',
}
const EDIT_TEXTS: SaveTexts = {
  saveError: 'adminCourses.course.saveError',
  publishError: 'adminCourses.course.publishError',
  duplicate: 'adminCourses.onlineCourse.duplicate',
}

const noFiles = (): OnlineCourseFiles => ({ coverImage: null, video: null, videos: [] })

const emptyValues = (): Values => ({
  title: '',
  intro: '',
  description: '',
  price: '',
  facilitatorprice: '',
  affiliateprice: '',
  author: '',
  category: '',
})

function courseValues(course: OnlineCourse): Values {
  return {
    title: course.title,
    intro: course.intro,
    description: htmlToText(course.description),
    price: eurosText(course.price),
    facilitatorprice: eurosText(course.facilitatorPrice),
    affiliateprice: eurosText(course.affiliatePrice),
    author: idText(course.authorId),
    category: idText(course.categoryId),
  }
}

const toCurrent = (lessons: readonly CurrentLesson[]): CurrentLesson[] =>
  lessons.map(({ id, title, durationSeconds }) => ({ id, title, durationSeconds }))

interface Outcome {
  tone: 'success' | 'error'
  message: string
  link?: { to: string; label: string }
  id: number
}

/**
 * The video course form: /aggiungivideocorso without `course`,
 * /modifica-corso-online/{title} with it and its lessons. The cover, the preview video and
 * the lesson videos (each with its title, in order) go in one multipart upload.
 */
export function OnlineCourseForm({
  course,
  lessons = [],
  authors,
  categories,
}: {
  course?: OnlineCourse
  /** The course's lessons in their order (edit only). */
  lessons?: readonly CurrentLesson[]
  authors: readonly SelectChoice[]
  categories: readonly SelectChoice[]
}) {
  const { t } = useTranslation()
  const fieldError = useFieldError()
  const save = useSaveOnlineCourse()
  const upload = useUpload()
  const queryClient = useQueryClient()
  const editing = course !== undefined
  const texts = editing ? EDIT_TEXTS : ADD_TEXTS

  const [currentTitle, setCurrentTitle] = useState(course?.title ?? '')
  const [cover, setCover] = useState<ImageView | null>(course?.images.cover ?? null)
  const [mainVideo, setMainVideo] = useState(course?.mainVideo ?? '')
  const [current, setCurrent] = useState<CurrentLesson[]>(() => toCurrent(lessons))
  const [removed, setRemoved] = useState<CurrentLesson[]>([])
  const [added, setAdded] = useState<NewLesson[]>([])
  const [files, setFiles] = useState<Omit<OnlineCourseFiles, 'videos'>>(noFiles)
  const [fileErrors, setFileErrors] = useState<FileErrors>({})
  const [titleErrors, setTitleErrors] = useState<(string | undefined)[]>([])
  const [currentTitleErrors, setCurrentTitleErrors] = useState<(string | undefined)[]>([])
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof OnlineCourseCreateSchema>>({
    resolver: zodResolver(OnlineCourseCreateSchema),
    defaultValues: course ? courseValues(course) : emptyValues(),
  })

  const chooseFile = (name: 'coverImage' | 'video', file: File | null) => {
    setFiles((state) => ({ ...state, [name]: file }))
    setFileErrors((state) => ({ ...state, [name]: undefined }))
  }

  /** The files the add form cannot do without (docs/product.md#forms). */
  const missingFiles = (): FileErrors => {
    if (editing) return {}
    const missing: FileErrors = {}
    if (!files.coverImage) missing.coverImage = OnlineCourseMessages.coverRequired
    if (!files.video) missing.video = OnlineCourseMessages.mainVideoRequired
    return missing
  }

  /** A lesson already there cannot lose its name (a new one gets "Lezione N"). */
  const blankTitles = () =>
    current.map((lesson) =>
      lesson.title.trim() ? undefined : OnlineCourseMessages.lessonTitleRequired,
    )

  const showOutcome = (next: Omit<Outcome, 'id'>) =>
    setOutcome((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }))

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

  const send = (values: Values) => {
    const missing = missingFiles()
    const blank = blankTitles()
    setFileErrors(missing)
    setTitleErrors([])
    setCurrentTitleErrors(blank)
    if (Object.keys(missing).length > 0 || blank.some(Boolean)) return
    setOutcome(null)

    const fields: Record<string, string> = {}
    for (const name of TEXT_FIELDS) fields[name] = String(values[name] ?? '').trim()
    fields.description = textToHtml(values.description)
    fields.directory = 'onlinecourses'
    if (editing) {
      fields.newTitle = fields.title!
      fields.title = currentTitle
      fields.facilitatorPrice = fields.facilitatorprice!
      fields.affiliatePrice = fields.affiliateprice!
      delete fields.facilitatorprice
      delete fields.affiliateprice
      fields.existingVideos = current.map((lesson) => lesson.id).join(',')
    }

    const { signal, onProgress } = upload.start()
    save.mutate(
      {
        method: editing ? 'PUT' : 'POST',
        fields,
        lessonTitles: added.map((lesson) => lesson.title.trim()),
        existingLessonTitles: editing ? current.map((lesson) => lesson.title.trim()) : [],
        files: { ...files, videos: added.map((lesson) => lesson.file) },
        signal,
        onProgress,
      },
      {
        // The reload after an edit finishes on its own; the mutation does not wait for it.
        onSuccess: (answer) =>
          void (async () => {
            const saved = answer.onlinecourse
            setFiles(noFiles())
            setAdded([])
            setRemoved([])
            let message = t('adminCourses.onlineCourse.saved')
            if (editing) {
              message = t('adminCourses.course.saved')
              setCurrentTitle(saved.title)
              setCover(saved.images.cover)
              setMainVideo(saved.mainVideo)
              reset(courseValues(saved))
              if (!(await reloadLessons(saved.title))) {
                message = `${message} ${t('adminCourses.lessons.reloadFailed')}`
              }
            } else {
              reset(emptyValues())
            }
            showOutcome({
              tone: 'success',
              message,
              link: {
                to: paths.onlineCourse.getHref(saved.title),
                label: t('adminCourses.onlineCourse.view'),
              },
            })
          })(),
        onError: (error) => {
          setFileErrors(placeErrors(error, setError, TEXT_FIELDS, FILE_FIELDS, PUT_NAMES))
          setTitleErrors(lessonTitleErrors(error))
          setCurrentTitleErrors(lessonTitleErrors(error, 'existingLessonTitles'))
          const key = saveFailureKey(error, texts)
          if (key === texts.duplicate) {
            setError('title', { message: OnlineCourseMessages.duplicate })
          }
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
      setFileErrors(missingFiles())
      setCurrentTitleErrors(blankTitles())
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>

      <FormSection legend={t('adminCourses.sections.aboutOnline')}>
        <TextField
          label={requiredLabel(t('adminCourses.fields.title'))}
          required
          maxLength={OnlineCourseLimits.title}
          error={fieldError(errors.title)}
          {...register('title')}
        />
        <TextAreaField
          label={requiredLabel(t('adminCourses.fields.intro'))}
          hint={t('adminCourses.fields.introHint')}
          required
          rows={3}
          maxLength={OnlineCourseLimits.intro}
          error={fieldError(errors.intro)}
          {...register('intro')}
        />
        <TextAreaField
          label={requiredLabel(t('adminCourses.fields.description'))}
          hint={t('adminCourses.fields.descriptionHint')}
          required
          rows={10}
          maxLength={OnlineCourseLimits.description}
          error={fieldError(errors.description)}
          {...register('description')}
        />
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

      <PeopleFields
        author={{ ...register('author'), error: fieldError(errors.author) }}
        category={{ ...register('category'), error: fieldError(errors.category) }}
        authors={authors}
        categories={categories}
      />

      <CoverAndPreviewFields
        editing={editing}
        cover={cover}
        mainVideo={mainVideo}
        files={files}
        onFileChange={chooseFile}
        errors={fileErrors}
      />

      <FormSection legend={t('adminCourses.sections.lessons')}>
        <LessonList
          current={editing ? current : undefined}
          removed={removed}
          onCurrentChange={(kept, gone) => {
            setCurrent(kept)
            setRemoved(gone)
            setCurrentTitleErrors([])
          }}
          added={added}
          onAddedChange={(next) => {
            setAdded(next)
            setTitleErrors([])
            setFileErrors((state) => ({ ...state, videos: undefined }))
          }}
          currentTitleErrors={currentTitleErrors.map((error) => fieldError(error))}
          titleErrors={titleErrors.map((error) => fieldError(error))}
          videosError={fieldError(fileErrors.videos ?? fileErrors.existingVideos)}
        />
      </FormSection>

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
        {editing
          ? t('adminCourses.onlineCourse.submitEdit')
          : t('adminCourses.onlineCourse.submitAdd')}
      </Button>
    </form>
  )
}
