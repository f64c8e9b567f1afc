import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { OnlineCourseCard as OnlineCourseItem } from '@aula/contract/online-courses'
import { titleKey } from '@aula/contract/values/common'
import { FilterBar } from '#src/components/ui/filter-bar.tsx'
import { PagedList, usePagedSummary } from '#src/components/ui/paged-list.tsx'
import type { SelectOption } from '#src/components/ui/select-field.tsx'
import {
  categoryOptions,
  monthsFrom,
  shiftMonthKey,
  useCatalogFilters,
} from '#src/lib/catalog-filters.ts'
import {
  catalogOnlineCourseQuery,
  useOnlineCoursePage,
} from '#src/features/online-courses/api/get-online-courses.ts'
import { useContentLanguage } from '#src/lib/content-language.ts'
import { useOnlyMissingEnglish } from '#src/components/ui/only-missing-english.tsx'
import { usePurchasedOnlineCourses } from '#src/features/online-courses/api/get-purchased-online-courses.ts'
import { schoolMonth } from '#src/lib/format.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { OnlineCourseCard } from './online-course-card.tsx'

/** /videocorsi: the video courses a page at a time, searchable by text, category and month. */
export function OnlineCourseCatalog({
  categories,
  actions,
}: {
  categories: readonly string[]
  /** The admin's edit and delete buttons of each card. */
  actions?: (course: OnlineCourseItem) => ReactNode
}) {
  const { t } = useTranslation()
  const { formatMonthLabel } = useFormat()
  const purchased = usePurchasedOnlineCourses()
  const { filters, active, setQuery, setCategory, setMonth, reset } = useCatalogFilters()
  // The admin may list only the video courses still without an English title.
  const missing = useOnlyMissingEnglish()
  const query = catalogOnlineCourseQuery(filters, useContentLanguage())
  const courses = useOnlineCoursePage(missing.onlyMissing ? { ...query, missing: 'en' } : query)
  const shown = courses.data?.courses ?? []
  const summary = usePagedSummary(courses.data, 'onlineCourses.count')

  // The date of a video course is when it was published: the last two years, newest first.
  const months = monthsFrom(shiftMonthKey(schoolMonth(), -23), 24).reverse()
  if (filters.month && !months.includes(filters.month)) months.push(filters.month)
  const monthOptions = months.map((month): SelectOption => ({
    value: month,
    label: formatMonthLabel(month),
  }))

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
              shown.map((course) => course.category),
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
        summary={summary}
      />
      {missing.checkbox}
      <PagedList
        query={courses}
        items={shown}
        page={filters.page}
        renderItem={(course, first) => (
          <OnlineCourseCard
            course={course}
            priority={first}
            purchased={purchased.has(titleKey(course.titles.it))}
            actions={actions?.(course)}
          />
        )}
        empty={t('onlineCourses.none')}
        notFound={t('onlineCourses.notFound')}
        showAll={t('onlineCourses.showAll')}
        filtered={active}
        onReset={reset}
      />
    </>
  )
}
