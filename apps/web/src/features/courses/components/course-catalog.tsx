import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { CourseCard as CourseItem } from '@aula/contract/courses'
import { FilterBar } from '#src/components/ui/filter-bar.tsx'
import { PagedList, usePagedSummary } from '#src/components/ui/paged-list.tsx'
import type { SelectOption } from '#src/components/ui/select-field.tsx'
import {
  categoryOptions,
  monthsFrom,
  shiftMonthKey,
  useCatalogFilters,
} from '#src/lib/catalog-filters.ts'
import { useContentLanguage } from '#src/lib/content-language.ts'
import { useOnlyMissingEnglish } from '#src/components/ui/only-missing-english.tsx'
import {
  catalogCourseQuery,
  UNDATED,
  useCoursePage,
} from '#src/features/courses/api/get-courses.ts'
import { schoolMonth } from '#src/lib/format.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { CourseCard } from './course-card.tsx'

/** /corsi: the in-person courses a page at a time, searchable by text, category and month. */
export function CourseCatalog({
  categories,
  actions,
  details,
}: {
  categories: readonly string[]
  /** The admin's edit and delete buttons of each card. */
  actions?: (course: CourseItem) => ReactNode
  /** More about each card's course (its editions and seats left, docs/product.md#editions). */
  details?: (course: CourseItem) => ReactNode
}) {
  const { t } = useTranslation()
  const { formatMonthLabel } = useFormat()
  const { filters, active, setQuery, setCategory, setMonth, reset } = useCatalogFilters()
  // The admin may list only the courses still without an English title.
  const missing = useOnlyMissingEnglish()
  const query = catalogCourseQuery(filters, useContentLanguage())
  const courses = useCoursePage(missing.onlyMissing ? { ...query, missing: 'en' } : query)
  const shown = courses.data?.courses ?? []
  const summary = usePagedSummary(courses.data, 'courses.count')

  // The months a visitor may look for: the last three, this one and the next year's.
  const months = monthsFrom(shiftMonthKey(schoolMonth(), -3), 16)
  if (filters.month && filters.month !== UNDATED && !months.includes(filters.month)) {
    months.push(filters.month)
    months.sort()
  }
  const monthOptions: SelectOption[] = [
    ...months.map((month) => ({ value: month, label: formatMonthLabel(month) })),
    { value: UNDATED, label: t('courses.filters.undated') },
  ]

  return (
    <>
      <FilterBar
        label={t('courses.filters.label')}
        searchLabel={t('courses.filters.search')}
        searchPlaceholder={t('courses.filters.searchPlaceholder')}
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
              shown.map((course) => course.category),
              filters.category,
            ),
          },
          {
            name: 'mese',
            label: t('catalog.month'),
            anyLabel: t('catalog.allMonths'),
            value: filters.month,
            onChange: setMonth,
            options: monthOptions,
          },
        ]}
        onReset={active ? reset : undefined}
        summary={summary}
      />
      {missing.checkbox}
      <PagedList
        query={courses}
        items={shown}
        page={filters.page}
        renderItem={(course, first) => (
          <CourseCard
            course={course}
            actions={actions?.(course)}
            details={details?.(course)}
            priority={first}
          />
        )}
        empty={t('courses.none')}
        notFound={t('courses.notFound')}
        showAll={t('courses.showAll')}
        filtered={active}
        onReset={reset}
      />
    </>
  )
}
