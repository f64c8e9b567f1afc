import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { useTopic } from '#src/features/topics/admin/api/get-topic.ts'
import { LoadState, NotFoundNotice } from '#src/components/admin/load-state.tsx'
import { TopicForm } from '#src/features/topics/admin/components/topic-form.tsx'
import { idFromParam } from '#src/lib/admin/form.ts'
import { articlesQueryOptions } from '#src/features/articles/api/get-articles.ts'
import { coursesQueryOptions } from '#src/features/courses/api/get-courses.ts'
import { onlineCoursesQueryOptions } from '#src/features/online-courses/api/get-online-courses.ts'
import { topicsQueryOptions } from '#src/features/topics/api/get-topics.ts'

/** A renamed category shows under its new name on every list that names it. */
const invalidate = [
  topicsQueryOptions().queryKey,
  coursesQueryOptions().queryKey,
  onlineCoursesQueryOptions().queryKey,
  articlesQueryOptions().queryKey,
]

export function AddTopicRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.addTopic')}>
      <TopicForm invalidate={invalidate} />
    </AdminFormPage>
  )
}

function EditTopic({ id }: { id: number }) {
  const topic = useTopic(id)
  // Its English texts, as an English visitor reads them (docs/product.md#content-languages-and-urls).
  const english = useTopic(id, 'en')
  return (
    <LoadState query={topic} layout="detail">
      {(data) =>
        english.isPending ? null : (
          <TopicForm key={data.id} topic={data} english={english.data} invalidate={invalidate} />
        )
      }
    </LoadState>
  )
}

export function EditTopicRoute() {
  const { t } = useTranslation()
  const { id: param } = useParams()
  const id = idFromParam(param)
  return (
    <AdminFormPage title={t('admin.editTopic', { id: param ?? '' })}>
      {id === null ? <NotFoundNotice /> : <EditTopic id={id} />}
    </AdminFormPage>
  )
}
