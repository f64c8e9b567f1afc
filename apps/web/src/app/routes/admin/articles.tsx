import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useNavigate, useParams } from 'react-router'
import { slugToTitle, titleKey } from '@aula/contract/values/common'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import {
  ArticleForm,
  type TopicOption,
} from '#src/features/articles/admin/components/article-form.tsx'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { articleQueryOptions, useArticle } from '#src/features/articles/api/get-article.ts'
import { useTopics } from '#src/features/topics/api/get-topics.ts'

/** The categories to choose from; none while they load or if they fail. */
function useTopicOptions() {
  const topics = useTopics('it')
  const options: TopicOption[] =
    topics.data?.map((topic) => ({ id: topic.idTopic, title: topic.title })) ?? []
  return { options, failed: topics.isError }
}

/** /aggiungiarticolo */
export function AddArticleRoute() {
  const { t } = useTranslation()
  const topics = useTopicOptions()
  return (
    <AdminFormPage title={t('admin.addArticle')}>
      <ArticleForm mode="add" topics={topics.options} topicsFailed={topics.failed} />
    </AdminFormPage>
  )
}

/** /modifica-articolo/{title}: the article as the public page shows it, ready to change. */
export function EditArticleRoute() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { title: slug = '' } = useParams()
  const title = slugToTitle(slug)
  const article = useArticle(title)
  // Its English texts, read as an English visitor reads them (docs/product.md#content-languages-and-urls).
  // The form stays while a renamed article's English read is asked for again.
  const english = useQuery({
    ...articleQueryOptions(article.data?.titles.it ?? title, 'en'),
    placeholderData: keepPreviousData,
  })
  const topics = useTopicOptions()

  return (
    <AdminFormPage title={t('admin.editArticle', { title: article.data?.title ?? title })}>
      {article.data && (english.data || english.isError) ? (
        <ArticleForm
          // Another article (not the same one renamed) starts from its own values.
          key={article.data.id}
          mode="edit"
          article={article.data}
          english={english.data}
          topics={topics.options}
          topicsFailed={topics.failed}
          onSaved={(saved) => {
            // Renamed: the address follows, so a reload finds it.
            if (titleKey(saved.title) !== titleKey(title)) {
              void navigate(paths.admin.editArticle.getHref(saved.title), { replace: true })
            }
          }}
        />
      ) : isApiError(article.error, 404) ? (
        <EmptyState title={t('adminForms.notFound')}>
          <Link to={paths.articles.getHref()} className={buttonClasses('secondary', 'md')}>
            {t('articles.browse')}
          </Link>
        </EmptyState>
      ) : article.isError ? (
        <ErrorState
          error={article.error}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
        />
      ) : (
        <LoadingCards layout="list" count={1} />
      )}
    </AdminFormPage>
  )
}
