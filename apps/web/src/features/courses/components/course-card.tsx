import { useId, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { itemHref, langOf, useContentLanguage } from '#src/lib/content-language.ts'
import type { CourseCard as CourseItem } from '@aula/contract/courses'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { CalendarIcon, MapPinIcon } from '#src/components/ui/catalog-icons.tsx'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { cardDate } from './course-dates.ts'

/**
 * A course in a list: cover, title, place, date and price. The whole card opens
 * the course; its one link is "Dettagli", described by the title for screen readers.
 */
export function CourseCard({
  course,
  heading: Heading = 'h2',
  actions,
  details,
  priority = false,
}: {
  course: CourseItem
  heading?: 'h2' | 'h3'
  /** Room for the admin's edit and delete buttons. */
  actions?: ReactNode
  /** More about the course under its date: its editions and seats left. */
  details?: ReactNode
  /** The first card on screen: its picture is fetched first, not when scrolled to. */
  priority?: boolean
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const titleId = useId()
  const language = useContentLanguage()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-flour-300 bg-flour-50 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-video overflow-hidden bg-flour-200">
        <ResponsiveImage
          image={course.images.cover}
          placeholder={placeholderImages.course}
          alt=""
          priority={priority}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {course.category ? (
          <span className="absolute top-3 left-3 rounded-full bg-flour-50/95 px-3 py-1 text-xs font-bold text-charcoal-800 shadow-sm">
            {course.category}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading
          id={titleId}
          className="text-xl leading-snug font-bold"
          lang={langOf(course.languages.title, language)}
        >
          {course.title}
        </Heading>
        <ul className="flex flex-col gap-1 text-sm text-charcoal-700">
          {course.location ? (
            <li className="flex items-center gap-2">
              <MapPinIcon className="size-4 shrink-0 text-tomato-600" />
              <span>
                <span className="sr-only">{t('courses.location')}: </span>
                {course.location}
              </span>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0 text-tomato-600" />
            <span>
              <span className="sr-only">{t('courses.date')}: </span>
              {cardDate(course, t, format)}
            </span>
          </li>
        </ul>
        {details}
        {course.intro ? (
          <p
            className="line-clamp-3 text-sm text-charcoal-700"
            lang={langOf(course.languages.intro, language)}
          >
            {course.intro}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-2xl font-bold text-charcoal-900">
            <span className="sr-only">{t('courses.price')}: </span>
            {format.formatPrice(course.price)}
          </p>
          <Link
            to={itemHref(paths.course.getHref, course.titles, language)}
            aria-describedby={titleId}
            className={`${buttonClasses('primary', 'sm')} after:absolute after:inset-0 after:content-['']`}
          >
            {t('catalog.details')}
          </Link>
        </div>
        {actions ? <div className="relative z-10">{actions}</div> : null}
      </div>
    </article>
  )
}
