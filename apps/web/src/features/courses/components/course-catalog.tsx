import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Course } from '@aula/contract/courses'
import { Button } from '#src/components/ui/button.tsx'
import { FilterBar } from '#src/components/ui/filter-bar.tsx'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import type { SelectOption } from '#src/components/ui/select-field.tsx'
import {
  categoryOptions,
  matchesText,
  monthsBetween,
  normalizeText,
  useCatalogFilters,
} from '#src/lib/catalog-filters.ts'
import { useCourses } from '#src/features/courses/api/get-courses.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { CourseCard } from './course-card.tsx'
import { courseDays } from './course-dates.ts'

/** The month filter's value for courses whose date is still to be set. */
const UNDATED = 'da-definire'

const courseMonths = (course: Course) => {
  const days = courseDays(course)
  return days ? monthsBetween(days.start, days.end) : []
}

function matchesMonth(course: Course, month: string) {
  if (!month) return true
  if (month === UNDATED) return courseDays(course) === null
  return courseMonths(course).includes(month)
}

/** /corsi: every in-person course, searchable by text, category and month. */
export function CourseCatalog({
  categories,
  actions,
}: {
  categories: readonly string[]
  /** The admin's edit and delete buttons of each card. */
  actions?: (course: Course) => ReactNode
}) {
  const { t } = useTranslation()
  const { formatMonthLabel } = useFormat()
  const courses = useCourses()
  const { filters, active, setQuery, setCategory, setMonth, reset } = useCatalogFilters()
  const all = courses.data ?? []

  const months = [...new Set(all.flatMap(courseMonths))].sort()
  const monthOptions: SelectOption[] = months.map((month) => ({
    value: month,
    label: formatMonthLabel(month),
  }))
  if (all.some((course) => courseDays(course) === null)) {
    monthOptions.push({ value: UNDATED, label: t('courses.filters.undated') })
  }

  const visible = all.filter(
    (course) =>
      matchesText(filters.q, course.title, course.intro) &&
      (!filters.category || normalizeText(course.category) === normalizeText(filters.category)) &&
      matchesMonth(course, filters.month),
  )

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
              all.map((course) => course.category),
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
        summary={courses.data ? t('courses.count', { count: visible.length }) : null}
      />
      {courses.data ? (
        all.length === 0 ? (
          <EmptyState title={t('courses.none')} />
        ) : visible.length === 0 ? (
          <EmptyState title={t('courses.notFound')}>
            <Button variant="secondary" size="sm" onClick={reset}>
              {t('courses.showAll')}
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} actions={actions?.(course)} />
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
