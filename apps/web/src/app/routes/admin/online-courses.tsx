import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { slugToTitle } from '@aula/contract/values/common'
import { paths } from '#src/config/paths.ts'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { useLessons } from '#src/features/online-courses/admin/api/get-lessons.ts'
import { OnlineCourseForm } from '#src/features/online-courses/admin/components/online-course-form.tsx'
import { useOnlineCourse } from '#src/features/online-courses/api/get-online-course.ts'
import { LoadingOrError, useCourseChoices } from './courses.tsx'

/** /aggiungivideocorso */
export function AddOnlineCourseRoute() {
  const { t } = useTranslation()
  const { choices, queries } = useCourseChoices()
  return (
    <AdminFormPage title={t('admin.addOnlineCourse')}>
      {choices ? (
        <OnlineCourseForm {...choices} />
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

/** /modifica-corso-online/{title}: the public GET, and the lessons from the admin's call. */
export function EditOnlineCourseRoute() {
  const { t } = useTranslation()
  const { title = '' } = useParams()
  const name = slugToTitle(title)
  const course = useOnlineCourse(name, { fresh: true })
  // Its English texts, read as an English visitor reads them (docs/product.md#content-languages-and-urls).
  const english = useOnlineCourse(course.data?.titles.it ?? name, { fresh: true, language: 'en' })
  const lessons = useLessons(name)
  const { choices, queries } = useCourseChoices()
  // Started only from fresh copies: the lessons' ids decide which ones the save keeps.
  const ready =
    course.data &&
    course.isFetchedAfterMount &&
    lessons.data &&
    lessons.isFetchedAfterMount &&
    (english.data || english.isError) &&
    choices
  return (
    <AdminFormPage title={t('admin.editOnlineCourse', { title: course.data?.title ?? name })}>
      {ready ? (
        <OnlineCourseForm
          key={course.data.id}
          course={course.data}
          english={english.data}
          lessons={lessons.data}
          {...choices}
        />
      ) : (
        <LoadingOrError
          queries={[course, lessons, ...queries]}
          notFound={{
            text: t('adminCourses.onlineCourse.notFound'),
            link: {
              to: paths.onlineCourses.getHref(),
              label: t('adminCourses.onlineCourse.backToList'),
            },
          }}
        />
      )}
    </AdminFormPage>
  )
}
