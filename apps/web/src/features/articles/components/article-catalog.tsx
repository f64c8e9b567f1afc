import { useTranslation } from '#src/lib/i18n/react.tsx'
import { FilterBar } from '#src/components/ui/filter-bar.tsx'
import { PagedList, usePagedSummary } from '#src/components/ui/paged-list.tsx'
import { categoryOptions, useCatalogFilters } from '#src/lib/catalog-filters.ts'
import { paths } from '#src/config/paths.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { deleteArticle } from '#src/features/articles/admin/api/delete-article.ts'
import {
  articlesQueryOptions,
  catalogArticleQuery,
  useArticlePage,
} from '#src/features/articles/api/get-articles.ts'
import { MissingEnglishBadge } from '#src/components/admin/bilingual-fields.tsx'
import { useContentLanguage } from '#src/lib/content-language.ts'
import { useSession } from '#src/lib/session.ts'
import { useOnlyMissingEnglish } from '#src/components/ui/only-missing-english.tsx'
import { ArticleCard } from './article-card.tsx'

/** /articoli: the articles a page at a time, searchable by text and category. */
export function ArticleCatalog({ categories }: { categories: readonly string[] }) {
  const { t } = useTranslation()
  const { filters, active, setQuery, setCategory, reset } = useCatalogFilters()
  // The admin sees which articles still lack their English texts, and may list only those.
  const admin = useSession().user?.group === 'admin'
  const missing = useOnlyMissingEnglish()
  const query = catalogArticleQuery(filters, useContentLanguage())
  const articles = useArticlePage(missing.onlyMissing ? { ...query, missing: 'en' } : query)
  const shown = articles.data?.articles ?? []
  const summary = usePagedSummary(articles.data, 'articles.count')

  return (
    <>
      <FilterBar
        label={t('articles.filters.label')}
        searchLabel={t('articles.filters.search')}
        searchPlaceholder={t('articles.filters.searchPlaceholder')}
        query={filters.q}
        onQueryChange={setQuery}
        selects={[
          {
            name: 'categoria',
            label: t('catalog.category'),
            anyLabel: t('catalog.allCategories'),
            value: filters.category,
            onChange: setCategory,
            options: categoryOptions(
              categories,
              shown.map((article) => article.category),
              filters.category,
            ),
          },
        ]}
        onReset={active ? reset : undefined}
        summary={summary}
      />
      {missing.checkbox}
      <PagedList
        query={articles}
        items={shown}
        page={filters.page}
        renderItem={(article, first) => (
          <ArticleCard
            article={article}
            priority={first}
            actions={
              <>
                {admin && !article.titles.en ? <MissingEnglishBadge /> : null}
                <AdminActions
                  name={article.title}
                  editHref={paths.admin.editArticle.getHref(article.titles.it)}
                  remove={() => deleteArticle(article.titles.it)}
                  invalidate={[articlesQueryOptions().queryKey]}
                />
              </>
            }
          />
        )}
        empty={t('articles.none')}
        notFound={t('articles.notFound')}
        showAll={t('articles.showAll')}
        filtered={active}
        onReset={reset}
      />
    </>
  )
}
