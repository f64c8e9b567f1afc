import { useEffect, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useLocation, useNavigate } from 'react-router'
import { slugToTitle, titleKey, type Language } from '@aula/contract/values/common'
import { CoursePaths } from '@aula/contract/routes/courses'
import type { CourseDetail as Course } from '@aula/contract/courses'
import { paths } from '#src/config/paths.ts'
import { DetailLayout } from '#src/components/layouts/detail-layout.tsx'
import { DetailQuery } from '#src/components/layouts/detail-query.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { CalendarPlusIcon, CheckIcon } from '#src/components/ui/catalog-icons.tsx'
import { ImageGallery } from '#src/components/ui/image-gallery.tsx'
import { LoginPrompt } from '#src/components/ui/login-prompt.tsx'
import { Fact, FactList } from '#src/components/ui/facts.tsx'
import { PriceSummary } from '#src/components/ui/price-summary.tsx'
import { placeholderImages } from '#src/components/ui/responsive-image.tsx'
import { RichText } from '#src/components/ui/rich-text.tsx'
import { useSession } from '#src/lib/session.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { itemHref, langOf, useContentLanguage } from '#src/lib/content-language.ts'
import { courseQueryOptions, useCourse } from '#src/features/courses/api/get-course.ts'
import { courseDays, detailDate } from './course-dates.ts'

/** /modulo with the course already chosen in the request form. */
const infoRequestHref = (title: string) =>
  `${paths.infoRequest.getHref()}?${new URLSearchParams({ corso: title }).toString()}`

/**
 * What the page shows of a course's editions (docs/product.md#editions), given what it shows
 * without them (`buyArea`: the buy button, the sign-in prompt or "already bought").
 */
export type CourseEditionsSlot = (course: Course, buyArea: ReactNode) => ReactNode

/** Buy (or log in first), ask for information, put the days in one's calendar. */
function CourseActions({ course, editions }: { course: Course; editions?: CourseEditionsSlot }) {
  const { t } = useTranslation()
  const session = useSession()
  const dated = courseDays(course) !== null
  const buyArea =
    session.isLogged === false || !session.user ? (
      <LoginPrompt text={t('courses.loginToBuy')} />
    ) : course.purchased ? (
      <p className="flex items-start gap-2 rounded-2xl bg-basil-50 p-4 text-sm font-semibold text-basil-700">
        <CheckIcon className="mt-0.5 size-5 shrink-0" />
        <span>
          {t('courses.purchased')}{' '}
          <Link to={paths.profile.getHref()} className="underline underline-offset-4">
            {t('courses.goToProfile')}
          </Link>
        </span>
      </p>
    ) : (
      <Link
        to={paths.checkout.getHref('course', course.titles.it)}
        className={`${buttonClasses('primary', 'lg')} w-full`}
      >
        {t('courses.buy')}
      </Link>
    )
  return (
    <div className="flex flex-col gap-3">
      {editions ? editions(course, buyArea) : buyArea}
      <Link
        to={infoRequestHref(course.titles.it)}
        className={`${buttonClasses('secondary', 'md')} w-full`}
      >
        {t('courses.requestInfo')}
      </Link>
      {dated ? (
        <a
          href={CoursePaths.calendar(course.titles.it)}
          download
          className={`${buttonClasses('ghost', 'md')} w-full`}
        >
          <CalendarPlusIcon />
          {t('courses.addToCalendar')}
        </a>
      ) : null}
    </div>
  )
}

function CourseSummary({ course, editions }: { course: Course; editions?: CourseEditionsSlot }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <aside
      aria-label={t('courses.summary')}
      className="flex flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm lg:sticky lg:top-36"
    >
      <PriceSummary price={course.price} deposit={course.facilitatorPrice} />
      <FactList>
        {course.location ? <Fact label={t('courses.location')}>{course.location}</Fact> : null}
        <Fact label={t('courses.date')}>{detailDate(course, t, format)}</Fact>
        {course.duration ? <Fact label={t('courses.duration')}>{course.duration}</Fact> : null}
        {course.author ? <Fact label={t('courses.organizer')}>{course.author}</Fact> : null}
        {course.category ? <Fact label={t('catalog.category')}>{course.category}</Fact> : null}
      </FactList>
      <CourseActions course={course} editions={editions} />
    </aside>
  )
}

function CourseVideos({ urls, title }: { urls: string[]; title: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="course-videos" className="flex flex-col gap-4">
      <h2 id="course-videos" className="text-2xl font-bold">
        {t('courses.videos')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {urls.map((url, index) => (
          <li key={url}>
            {/* The school uploads videos without subtitles: the API has no caption files to offer. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              controls
              preload="metadata"
              src={url}
              aria-label={t('courses.videoLabel', { title, index: index + 1 })}
              className="aspect-video w-full rounded-2xl bg-charcoal-900"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function CourseView({
  course,
  back,
  actions,
  editions,
}: {
  course: Course
  back: { to: string; label: string }
  actions?: ReactNode
  editions?: CourseEditionsSlot
}) {
  const { t } = useTranslation()
  const images = [course.images.cover, ...course.images.gallery].filter((image) => image !== null)
  const videos = course.fileUrl
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  const language = useContentLanguage()
  return (
    <DetailLayout
      title={course.title}
      eyebrow={t('pages.course.eyebrow')}
      lead={course.intro}
      languages={{
        title: langOf(course.languages.title, language),
        lead: langOf(course.languages.intro, language),
      }}
      back={back}
      actions={actions}
    >
      {/* Phones read gallery, summary (with the buy button), then the description. */}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ImageGallery
            images={images}
            title={course.title}
            placeholder={placeholderImages.course}
          />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CourseSummary course={course} editions={editions} />
        </div>
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="course-description" className="flex flex-col gap-4">
            <h2 id="course-description" className="text-2xl font-bold">
              {t('courses.about')}
            </h2>
            <div lang={langOf(course.languages.description, language)}>
              <RichText html={course.description} />
            </div>
          </section>
          {videos.length > 0 ? <CourseVideos urls={videos} title={course.title} /> : null}
        </div>
      </div>
    </DetailLayout>
  )
}

/**
 * Keeps the address the course's in the reader's language
 * (docs/product.md#content-languages-and-urls): its English title with `?lang=en` in English,
 * its Italian title otherwise, so a switch of language lands on the other language's address.
 */
function useLanguageAddress(course: Course | undefined, slug: string, language: Language) {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const email = user?.email ?? null
  useEffect(() => {
    if (!course || !location.pathname.startsWith(paths.course.getHref(''))) return
    const wanted = language === 'en' ? course.titles.en || course.titles.it : course.titles.it
    const asked = new URLSearchParams(location.search).get('lang') ?? 'it'
    if (titleKey(slugToTitle(slug)) === titleKey(wanted) && asked === language) return
    // The page at the new address shows at once what is already here.
    queryClient.setQueryData(courseQueryOptions(wanted, email, language).queryKey, course)
    void navigate(itemHref(paths.course.getHref, course.titles, language), { replace: true })
  }, [course, slug, language, email, location.pathname, location.search, navigate, queryClient])
}

/** /course/{title}: one in-person course, or a clear "not found". */
export function CourseDetail({
  slug,
  actions,
  editions,
}: {
  slug: string
  /** The admin's edit and delete buttons, next to the heading. */
  actions?: (course: Course) => ReactNode
  /** The course's editions with their seats, in place of the buy button. */
  editions?: CourseEditionsSlot
}) {
  const { t } = useTranslation()
  const language = useContentLanguage()
  const course = useCourse(slugToTitle(slug), { language })
  useLanguageAddress(course.data, slug, language)
  const back = { to: paths.courses.getHref(), label: t('courses.back') }

  return (
    <DetailQuery
      query={course}
      title={slugToTitle(slug)}
      eyebrow={t('pages.course.eyebrow')}
      back={back}
      notFound={{
        title: t('courses.detailNotFound'),
        text: t('courses.detailNotFoundText'),
        browse: t('courses.browse'),
      }}
    >
      {(data) => (
        <CourseView course={data} back={back} actions={actions?.(data)} editions={editions} />
      )}
    </DetailQuery>
  )
}
