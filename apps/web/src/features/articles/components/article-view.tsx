import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { slugToTitle, titleKey, type Language } from '@aula/contract/values/common'
import type { Article } from '@aula/contract/articles'
import { paths } from '#src/config/paths.ts'
import { DetailLayout } from '#src/components/layouts/detail-layout.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { RichText } from '#src/components/ui/rich-text.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { itemHref, langOf, useContentLanguage } from '#src/lib/content-language.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { deleteArticle } from '#src/features/articles/admin/api/delete-article.ts'
import { articleQueryOptions, useArticle } from '#src/features/articles/api/get-article.ts'
import { articlesQueryOptions } from '#src/features/articles/api/get-articles.ts'

/** The admin's edit and delete icons; once deleted, the article's page gives way to the list. */
function ArticleAdminActions({ article }: { article: Article }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <AdminActions
      name={article.title}
      editHref={paths.admin.editArticle.getHref(article.titles.it)}
      remove={() => deleteArticle(article.titles.it)}
      invalidate={[articlesQueryOptions().queryKey]}
      onRemoved={() => {
        // Gone: its page must not be asked for again while the list refreshes.
        queryClient.removeQueries({
          queryKey: articleQueryOptions(article.titles.it).queryKey.slice(0, 3),
        })
        void navigate(paths.articles.getHref(), { replace: true })
      }}
    />
  )
}

function ArticleBody({
  article,
  back,
  language,
}: {
  article: Article
  back: { to: string; label: string }
  language: Language
}) {
  const { t } = useTranslation()
  const { formatLongDate } = useFormat()
  const lang = article.languages
  return (
    <DetailLayout
      languages={{ title: langOf(lang.title, language), lead: langOf(lang.intro, language) }}
      actions={<ArticleAdminActions article={article} />}
      title={article.title}
      eyebrow={article.category || t('pages.article.eyebrow')}
      width="reading"
      back={back}
      meta={
        <p className="text-charcoal-500">
          {t('articles.publishedOn')}{' '}
          <time dateTime={article.date} className="font-semibold text-charcoal-700">
            {formatLongDate(article.date)}
          </time>
        </p>
      }
      lead={article.intro}
    >
      {article.images.cover ? (
        <div className="mb-10 aspect-video overflow-hidden rounded-3xl bg-flour-200 shadow-sm">
          <ResponsiveImage
            image={article.images.cover}
            placeholder={placeholderImages.article}
            alt=""
            sizes="(min-width: 768px) 44rem, 100vw"
            priority
            className="size-full object-cover"
          />
        </div>
      ) : null}
      <div lang={langOf(lang.content, language)}>
        <RichText html={article.content} className="text-lg" />
      </div>
      <div className="mt-12 border-t border-flour-300 pt-8">
        <Link to={back.to} className={buttonClasses('secondary', 'md')}>
          {t('articles.more')}
        </Link>
      </div>
    </DetailLayout>
  )
}

/**
 * Keeps the address the article's in the reader's language (docs/product.md#content-languages-and-urls):
 * its English title with `?lang=en` in English, its Italian title otherwise, so a switch of
 * language lands on the other language's address.
 */
function useLanguageAddress(article: Article | undefined, slug: string, language: Language) {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!article) return
    const wanted = language === 'en' ? article.titles.en || article.titles.it : article.titles.it
    const asked = new URLSearchParams(location.search).get('lang') ?? 'it'
    if (titleKey(slugToTitle(slug)) === titleKey(wanted) && asked === language) return
    // The page at the new address shows at once what is already here.
    queryClient.setQueryData(articleQueryOptions(wanted, language).queryKey, article)
    void navigate(itemHref(paths.article.getHref, article.titles, language), { replace: true })
  }, [article, slug, language, location.search, navigate, queryClient])
}

/** /articolo/{title}: one article, its long date and its cleaned content. */
export function ArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const language = useContentLanguage()
  const article = useArticle(slugToTitle(slug), language)
  useLanguageAddress(article.data, slug, language)
  const back = { to: paths.articles.getHref(), label: t('articles.back') }

  if (article.data) return <ArticleBody article={article.data} back={back} language={language} />
  if (isApiError(article.error, 404)) {
    return (
      <DetailLayout title={t('articles.detailNotFound')} back={back} width="reading">
        <EmptyState title={t('articles.detailNotFoundText')}>
          <Link to={paths.articles.getHref()} className={buttonClasses('primary', 'md')}>
            {t('articles.browse')}
          </Link>
        </EmptyState>
      </DetailLayout>
    )
  }
  return (
    <DetailLayout
      title={slugToTitle(slug)}
      eyebrow={t('pages.article.eyebrow')}
      back={back}
      width="reading"
    >
      {article.isError ? (
        <ErrorState
          error={article.error}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
        />
      ) : (
        <LoadingCards layout="list" count={1} />
      )}
    </DetailLayout>
  )
}
