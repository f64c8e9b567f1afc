import { useId, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import type { OnlineCourseCard as OnlineCourseItem } from '@aula/contract/online-courses'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { PlayIcon, VideoIcon } from '#src/components/ui/catalog-icons.tsx'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { itemHref, langOf, useContentLanguage } from '#src/lib/content-language.ts'
import { useFormat } from '#src/lib/use-format.ts'

/**
 * A video course in the list: cover, title and price. A buyer goes straight to
 * the lessons ("Vai al videocorso"), anyone else to its page ("Dettagli").
 */
export function OnlineCourseCard({
  course,
  purchased,
  actions,
  priority = false,
}: {
  course: OnlineCourseItem
  purchased: boolean
  /** Room for the admin's edit and delete buttons. */
  actions?: ReactNode
  /** The first card on screen: its picture is fetched first, not when scrolled to. */
  priority?: boolean
}) {
  const { t } = useTranslation()
  const { formatPrice } = useFormat()
  const titleId = useId()
  const language = useContentLanguage()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-flour-300 bg-flour-50 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-video overflow-hidden bg-charcoal-800">
        <ResponsiveImage
          image={course.images.cover}
          placeholder={placeholderImages.onlineCourse}
          alt=""
          priority={priority}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-flour-50/95 text-tomato-600 shadow"
        >
          <PlayIcon className="size-5" />
        </span>
        {course.category ? (
          <span className="absolute top-3 left-3 rounded-full bg-flour-50/95 px-3 py-1 text-xs font-bold text-charcoal-800 shadow-sm">
            {course.category}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2
          id={titleId}
          className="text-xl leading-snug font-bold"
          lang={langOf(course.languages.title, language)}
        >
          {course.title}
        </h2>
        {course.intro ? (
          <p
            className="line-clamp-3 text-sm text-charcoal-700"
            lang={langOf(course.languages.intro, language)}
          >
            {course.intro}
          </p>
        ) : null}
        {course.lessonCount > 0 ? (
          <p className="flex items-center gap-2 text-sm text-charcoal-700">
            <VideoIcon className="size-4 text-tomato-600" />
            {t('onlineCourses.lessons', { count: course.lessonCount })}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-2xl font-bold text-charcoal-900">
            <span className="sr-only">{t('courses.price')}: </span>
            {formatPrice(course.price)}
          </p>
          <Link
            to={
              purchased
                ? paths.lessons.getHref(course.titles.it)
                : itemHref(paths.onlineCourse.getHref, course.titles, language)
            }
            aria-describedby={titleId}
            className={`${buttonClasses(purchased ? 'basil' : 'primary', 'sm')} after:absolute after:inset-0 after:content-['']`}
          >
            {purchased ? t('onlineCourses.goToCourse') : t('catalog.details')}
          </Link>
        </div>
        {actions ? <div className="relative z-10">{actions}</div> : null}
      </div>
    </article>
  )
}
