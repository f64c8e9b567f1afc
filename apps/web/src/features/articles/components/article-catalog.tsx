import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { FilterBar } from '#src/components/ui/filter-bar.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import {
  categoryOptions,
  matchesText,
  normalizeText,
  useCatalogFilters,
} from '#src/lib/catalog-filters.ts'
import { paths } from '#src/config/paths.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { deleteArticle } from '#src/features/articles/admin/api/delete-article.ts'
import { articlesQueryOptions, useArticles } from '#src/features/articles/api/get-articles.ts'
import { ArticleCard } from './article-card.tsx'

/** /articoli: every article, searchable by title and category. */
export function ArticleCatalog({ categories }: { categories: readonly string[] }) {
  const { t } = useTranslation()
  const articles = useArticles()
  const { filters, active, setQuery, setCategory, reset } = useCatalogFilters()
  const all = articles.data ?? []
  const visible = all.filter(
    (article) =>
      matchesText(filters.q, article.title) &&
      (!filters.category || normalizeText(article.category) === normalizeText(filters.category)),
  )

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
              all.map((article) => article.category),
              filters.category,
            ),
          },
        ]}
        onReset={active ? reset : undefined}
        summary={articles.data ? t('articles.count', { count: visible.length }) : null}
      />
      {articles.data ? (
        visible.length === 0 ? (
          <EmptyState title={all.length === 0 ? t('articles.none') : t('articles.notFound')}>
            {all.length > 0 ? (
              <Button variant="secondary" size="sm" onClick={reset}>
                {t('articles.showAll')}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  actions={
                    <AdminActions
                      name={article.title}
                      editHref={paths.admin.editArticle.getHref(article.title)}
                      remove={() => deleteArticle(article.title)}
                      invalidate={[articlesQueryOptions().queryKey]}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )
      ) : articles.isError ? (
        <ErrorState
          error={articles.error}
          onRetry={() => void articles.refetch()}
          retrying={articles.isFetching}
        />
      ) : (
        <LoadingCards count={6} />
      )}
    </>
  )
}
