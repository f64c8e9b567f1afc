import { useEffect, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useLocation, useNavigate } from 'react-router'
import { slugToTitle, titleKey, type Language } from '@aula/contract/values/common'
import type { OnlineCourseDetail as OnlineCourse } from '@aula/contract/online-courses'
import { paths } from '#src/config/paths.ts'
import { DetailLayout } from '#src/components/layouts/detail-layout.tsx'
import { DetailQuery } from '#src/components/layouts/detail-query.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { CheckIcon } from '#src/components/ui/catalog-icons.tsx'
import { LoginPrompt } from '#src/components/ui/login-prompt.tsx'
import { Fact, FactList } from '#src/components/ui/facts.tsx'
import { PriceSummary } from '#src/components/ui/price-summary.tsx'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { RichText } from '#src/components/ui/rich-text.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useSession } from '#src/lib/session.ts'
import { itemHref, langOf, useContentLanguage } from '#src/lib/content-language.ts'
import {
  onlineCourseQueryOptions,
  useOnlineCourse,
} from '#src/features/online-courses/api/get-online-course.ts'
import {
  OnlineCourseCurriculum,
  useCurriculumSummary,
} from '#src/features/online-courses/components/online-course-curriculum.tsx'

/** The preview video with the cover as its poster, or the cover alone. */
function CourseMedia({ course }: { course: OnlineCourse }) {
  const { t } = useTranslation()
  const cover = course.images.cover
  if (course.mainVideo) {
    return (
      // The school uploads videos without subtitles: the API has no caption files to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        controls
        preload="metadata"
        poster={cover?.url || placeholderImages.onlineCourse.src}
        src={course.mainVideo}
        aria-label={t('onlineCourses.preview', { title: course.title })}
        className="aspect-video w-full rounded-3xl bg-charcoal-900 shadow-sm"
      />
    )
  }
  return (
    <div className="aspect-video overflow-hidden rounded-3xl bg-charcoal-800 shadow-sm">
      <ResponsiveImage
        image={cover}
        placeholder={placeholderImages.onlineCourse}
        alt={course.title}
        sizes="(min-width: 1024px) 44rem, 100vw"
        priority
        className="size-full object-cover"
      />
    </div>
  )
}

function CourseActions({ course }: { course: OnlineCourse }) {
  const { t } = useTranslation()
  const session = useSession()
  if (session.isLogged === false || !session.user) {
    return <LoginPrompt text={t('onlineCourses.loginToBuy')} />
  }
  if (course.purchased) {
    return (
      <div className="flex flex-col gap-3">
        <p className="flex items-start gap-2 rounded-2xl bg-basil-50 p-4 text-sm font-semibold text-basil-700">
          <CheckIcon className="mt-0.5 size-5 shrink-0" />
          {t('onlineCourses.purchased')}
        </p>
        <Link
          to={paths.lessons.getHref(course.titles.it)}
          className={`${buttonClasses('basil', 'lg')} w-full`}
        >
          {t('onlineCourses.goToCourse')}
        </Link>
      </div>
    )
  }
  return (
    <Link
      to={paths.checkout.getHref('onlinecourse', course.titles.it)}
      className={`${buttonClasses('primary', 'lg')} w-full`}
    >
      {t('onlineCourses.buy')}
    </Link>
  )
}

function OnlineCourseView({
  course,
  back,
  actions,
}: {
  course: OnlineCourse
  back: { to: string; label: string }
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  const { formatDate } = useFormat()
  const curriculumSummary = useCurriculumSummary()
  const language = useContentLanguage()
  return (
    <DetailLayout
      title={course.title}
      eyebrow={t('pages.onlineCourse.eyebrow')}
      lead={course.intro}
      languages={{
        title: langOf(course.languages.title, language),
        lead: langOf(course.languages.intro, language),
      }}
      back={back}
      actions={actions}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <CourseMedia course={course} />
        </div>
        <div className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <aside
            aria-label={t('onlineCourses.summary')}
            className="flex flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm lg:sticky lg:top-36"
          >
            <PriceSummary price={course.price} />
            <FactList>
              {course.author ? <Fact label={t('courses.organizer')}>{course.author}</Fact> : null}
              <Fact label={t('onlineCourses.lessonsLabel')}>
                {curriculumSummary(course.lessonCount, course.curriculum)}
              </Fact>
              {course.category ? (
                <Fact label={t('catalog.category')}>{course.category}</Fact>
              ) : null}
              <Fact label={t('onlineCourses.published')}>{formatDate(course.date)}</Fact>
            </FactList>
            <CourseActions course={course} />
            <p className="text-sm text-charcoal-700">{t('onlineCourses.accessNote')}</p>
          </aside>
        </div>
        <section
          aria-labelledby="online-course-description"
          className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-2"
        >
          <h2 id="online-course-description" className="text-2xl font-bold">
            {t('onlineCourses.about')}
          </h2>
          <div lang={langOf(course.languages.description, language)}>
            <RichText html={course.description} />
          </div>
        </section>
        <div className="min-w-0 lg:col-start-1 lg:row-start-3">
          <OnlineCourseCurriculum
            title={course.titles.it}
            lessonCount={course.lessonCount}
            lessons={course.curriculum}
            purchased={course.purchased}
          />
        </div>
      </div>
    </DetailLayout>
  )
}

/**
 * Keeps the address the video course's in the reader's language
 * (docs/product.md#content-languages-and-urls): its English title with `?lang=en` in English,
 * its Italian title otherwise, so a switch of language lands on the other language's address.
 */
function useLanguageAddress(course: OnlineCourse | undefined, slug: string, language: Language) {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const email = user?.email ?? null
  useEffect(() => {
    // Only on the video course's own page (the admin's preview keeps its address).
    if (!course || !location.pathname.startsWith(paths.onlineCourse.getHref(''))) return
    const wanted = language === 'en' ? course.titles.en || course.titles.it : course.titles.it
    const asked = new URLSearchParams(location.search).get('lang') ?? 'it'
    if (titleKey(slugToTitle(slug)) === titleKey(wanted) && asked === language) return
    // The page at the new address shows at once what is already here.
    queryClient.setQueryData(onlineCourseQueryOptions(wanted, email, language).queryKey, course)
    void navigate(itemHref(paths.onlineCourse.getHref, course.titles, language), { replace: true })
  }, [course, slug, language, email, location.pathname, location.search, navigate, queryClient])
}

/** /videocorso/{title}: one video course, or a clear "not found". */
export function OnlineCourseDetail({
  slug,
  actions,
}: {
  slug: string
  /** The admin's edit and delete buttons, next to the heading. */
  actions?: (course: OnlineCourse) => ReactNode
}) {
  const { t } = useTranslation()
  const language = useContentLanguage()
  const course = useOnlineCourse(slugToTitle(slug), { language })
  useLanguageAddress(course.data, slug, language)
  const back = { to: paths.onlineCourses.getHref(), label: t('onlineCourses.back') }

  return (
    <DetailQuery
      query={course}
      title={slugToTitle(slug)}
      eyebrow={t('pages.onlineCourse.eyebrow')}
      back={back}
      notFound={{
        title: t('onlineCourses.detailNotFound'),
        text: t('onlineCourses.detailNotFoundText'),
        browse: t('onlineCourses.browse'),
      }}
    >
      {(data) => <OnlineCourseView course={data} back={back} actions={actions?.(data)} />}
    </DetailQuery>
  )
}
