import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/values/common'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { CourseForm } from '#src/features/courses/admin/components/course-form.tsx'
import { EditionsEditor } from '#src/features/editions/admin/components/editions-editor.tsx'
import type { SelectChoice } from '#src/components/admin/course-form/form-parts.tsx'
import { useCourse } from '#src/features/courses/api/get-course.ts'
import { useTopics } from '#src/features/topics/api/get-topics.ts'
import { useTrainers } from '#src/features/members/api/get-trainers.ts'

export interface CourseChoices {
  authors: SelectChoice[]
  categories: SelectChoice[]
}

interface Loadable {
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * The trainers and topics a course form offers as organizer and category. Until both have
 * loaded there is no form: a select filled late would lose the value being edited.
 */
export function useCourseChoices() {
  const trainers = useTrainers()
  const topics = useTopics()
  const choices: CourseChoices | null =
    trainers.data && topics.data
      ? {
          authors: trainers.data.map((member) => ({
            value: String(member.id),
            label: `${member.name} ${member.surname}`.trim(),
          })),
          categories: topics.data.map((topic) => ({
            value: String(topic.id),
            label: topic.title,
          })),
        }
      : null
  return { choices, queries: [trainers, topics] as Loadable[] }
}

/** Waiting for the data of an admin form, or why it could not be loaded (with a retry). */
export function LoadingOrError({
  queries,
  notFound,
}: {
  queries: Loadable[]
  /** Shown instead of the error when the item itself does not exist (a 404). */
  notFound: { text: string; link: { to: string; label: string } }
}): ReactNode {
  const failed = queries.filter((query) => query.isError)
  if (failed.some((query) => isApiError(query.error, 404))) {
    return (
      <EmptyState title={notFound.text}>
        <Link to={notFound.link.to} className={buttonClasses('primary', 'md')}>
          {notFound.link.label}
        </Link>
      </EmptyState>
    )
  }
  if (failed.length > 0) {
    return (
      <ErrorState
        error={failed[0]!.error}
        onRetry={() => failed.forEach((query) => void query.refetch())}
        retrying={failed.some((query) => query.isFetching)}
      />
    )
  }
  return <LoadingCards count={3} layout="list" />
}

/** /aggiungicorso */
export function AddCourseRoute() {
  const { t } = useTranslation()
  const { choices, queries } = useCourseChoices()
  return (
    <AdminFormPage title={t('admin.addCourse')}>
      {choices ? (
        <CourseForm {...choices} />
      ) : (
        <LoadingOrError
          queries={queries}
          notFound={{
            text: t('adminForms.loadError'),
            link: { to: paths.admin.panel.getHref(), label: t('adminForms.backToPanel') },
          }}
        />
      )}
    </AdminFormPage>
  )
}

/** /modifica-corso/{title}: the course as it is now, from the public GET. */
export function EditCourseRoute() {
  const { t } = useTranslation()
  const { title = '' } = useParams()
  const name = slugToTitle(title)
  const course = useCourse(name, { fresh: true })
  // Its English texts, read as an English visitor reads them (docs/product.md#content-languages-and-urls).
  const english = useCourse(course.data?.titles.it ?? name, { fresh: true, language: 'en' })
  const { choices, queries } = useCourseChoices()
  // Started only from a fresh copy: a cached one may predate another admin's change.
  const ready =
    course.data && course.isFetchedAfterMount && (english.data || english.isError) && choices
  return (
    <AdminFormPage title={t('admin.editCourse', { title: course.data?.title ?? name })}>
      {ready ? (
        <>
          <CourseForm
            key={course.data.id}
            course={course.data}
            english={english.data}
            {...choices}
          />
          <EditionsEditor courseId={course.data.id} />
        </>
      ) : (
        <LoadingOrError
          queries={[course, ...queries]}
          notFound={{
            text: t('adminCourses.course.notFound'),
            link: { to: paths.courses.getHref(), label: t('adminCourses.course.backToList') },
          }}
        />
      )}
    </AdminFormPage>
  )
}
