import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OnlineCourse } from '@aula/contract/online-courses'
import { titleKey } from '@aula/contract/common'
import { Button } from '#src/components/ui/button.tsx'
import { FilterBar } from '#src/components/ui/filter-bar.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import type { SelectOption } from '#src/components/ui/select-field.tsx'
import {
  categoryOptions,
  matchesText,
  monthOf,
  normalizeText,
  useCatalogFilters,
} from '#src/lib/catalog-filters.ts'
import { useOnlineCourses } from '#src/features/online-courses/api/get-online-courses.ts'
import { usePurchasedOnlineCourses } from '#src/features/online-courses/api/get-purchased-online-courses.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { OnlineCourseCard } from './online-course-card.tsx'

/** /videocorsi: every video course, searchable by text, category and month. */
export function OnlineCourseCatalog({
  categories,
  actions,
}: {
  categories: readonly string[]
  /** The admin's edit and delete buttons of each card. */
  actions?: (course: OnlineCourse) => ReactNode
}) {
  const { t } = useTranslation()
  const { formatMonthLabel } = useFormat()
  const courses = useOnlineCourses()
  const purchased = usePurchasedOnlineCourses()
  const { filters, active, setQuery, setCategory, setMonth, reset } = useCatalogFilters()
  const all = courses.data ?? []

  // The date of a video course is when it was published: the filter picks that month.
  const monthOptions = [...new Set(all.map((course) => monthOf(course.date)))]
    .sort()
    .reverse()
    .map((month): SelectOption => ({ value: month, label: formatMonthLabel(month) }))

  const visible = all.filter(
    (course) =>
      matchesText(filters.q, course.title, course.intro) &&
      (!filters.category || normalizeText(course.category) === normalizeText(filters.category)) &&
      (!filters.month || monthOf(course.date) === filters.month),
  )

  return (
    <>
      <FilterBar
        label={t('onlineCourses.filters.label')}
        searchLabel={t('onlineCourses.filters.search')}
        searchPlaceholder={t('onlineCourses.filters.searchPlaceholder')}
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
              all.map((course) => course.category),
              filters.category,
            ),
          },
          {
            name: 'mese',
            label: t('onlineCourses.filters.month'),
            anyLabel: t('catalog.allMonths'),
            value: filters.month,
            onChange: setMonth,
            options: monthOptions,
          },
        ]}
        onReset={active ? reset : undefined}
        summary={courses.data ? t('onlineCourses.count', { count: visible.length }) : null}
      />
      {courses.data ? (
        visible.length === 0 ? (
          <EmptyState
            title={all.length === 0 ? t('onlineCourses.none') : t('onlineCourses.notFound')}
          >
            {all.length > 0 ? (
              <Button variant="secondary" size="sm" onClick={reset}>
                {t('onlineCourses.showAll')}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((course) => (
              <li key={course.id}>
                <OnlineCourseCard
                  course={course}
                  purchased={purchased.has(titleKey(course.title))}
                  actions={actions?.(course)}
                />
              </li>
            ))}
          </ul>
        )
      ) : courses.isError ? (
        <ErrorState
          error={courses.error}
          onRetry={() => void courses.refetch()}
          retrying={courses.isFetching}
        />
      ) : (
        <LoadingCards count={6} />
      )}
    </>
  )
}
