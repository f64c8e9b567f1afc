import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import type { CurriculumLesson } from '@aula/contract/online-courses'
import { paths } from '#src/config/paths.ts'
import { PlayIcon } from '#src/components/ui/catalog-icons.tsx'

/** 75 → "1:15", 3723 → "1:02:03": a lesson's length as video players show it. */
export function lessonLength(seconds: number): string {
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The whole course's length, once every lesson's is known; null otherwise. */
export function courseLength(lessons: readonly CurriculumLesson[]): number | null {
  if (lessons.length === 0 || lessons.some((lesson) => lesson.durationSeconds === null)) {
    return null
  }
  return lessons.reduce((sum, lesson) => sum + (lesson.durationSeconds ?? 0), 0)
}

/** "3 lezioni · 42 min", or "3 lezioni" while some lesson's length is unknown. */
export function useCurriculumSummary() {
  const { t } = useTranslation()
  const total = (seconds: number) => {
    const rounded = Math.round(seconds)
    if (rounded < 60) return t('onlineCourses.curriculum.seconds', { count: rounded })
    const minutes = Math.round(rounded / 60)
    if (minutes < 60) return t('onlineCourses.curriculum.minutes', { count: minutes })
    return t('onlineCourses.curriculum.hours', {
      hours: Math.floor(minutes / 60),
      minutes: String(minutes % 60).padStart(2, '0'),
    })
  }
  return (lessonCount: number, lessons: readonly CurriculumLesson[]) => {
    const count = t('onlineCourses.lessons', { count: lessonCount })
    const length = courseLength(lessons)
    return length === null ? count : `${count} · ${total(length)}`
  }
}

/**
 * What the video course teaches, lesson by lesson, before anyone buys it: titles and
 * lengths only. A buyer can open each lesson from here.
 */
export function OnlineCourseCurriculum({
  title,
  lessonCount,
  lessons,
  purchased,
}: {
  title: string
  lessonCount: number
  lessons: readonly CurriculumLesson[]
  purchased: boolean
}) {
  const { t } = useTranslation()
  const summary = useCurriculumSummary()
  return (
    <section aria-labelledby="online-course-curriculum" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="online-course-curriculum" className="text-2xl font-bold">
          {t('onlineCourses.curriculum.title')}
        </h2>
        {lessons.length > 0 ? (
          <p className="text-sm font-semibold text-charcoal-700">{summary(lessonCount, lessons)}</p>
        ) : null}
      </div>
      {lessons.length === 0 ? (
        <p className="text-charcoal-700">{t('onlineCourses.curriculum.empty')}</p>
      ) : (
        <>
          <ol
            aria-labelledby="online-course-curriculum"
            className="flex flex-col divide-y divide-flour-300 rounded-3xl border border-flour-300 bg-white"
          >
            {lessons.map((lesson) => {
              const length =
                lesson.durationSeconds === null
                  ? t('onlineCourses.curriculum.lengthUnknown')
                  : lessonLength(lesson.durationSeconds)
              const body = (
                <>
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-flour-200 text-sm font-bold text-charcoal-800"
                  >
                    {lesson.index + 1}
                  </span>
                  <span className="min-w-0 flex-1 font-semibold break-words text-charcoal-900">
                    <span className="sr-only">
                      {t('onlineCourses.curriculum.lessonN', { n: lesson.index + 1 })}:{' '}
                    </span>
                    {lesson.title}
                  </span>
                  <span className="shrink-0 text-sm text-charcoal-700 tabular-nums">
                    <span className="sr-only">{t('onlineCourses.curriculum.length')}: </span>
                    {length}
                  </span>
                </>
              )
              return (
                <li key={lesson.index}>
                  {purchased ? (
                    <Link
                      to={`${paths.lessons.getHref(title)}?lezione=${lesson.index + 1}`}
                      className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-flour-100"
                    >
                      {body}
                      <PlayIcon className="size-5 shrink-0 text-tomato-700" />
                    </Link>
                  ) : (
                    <div className="flex items-center gap-3 px-4 py-3">{body}</div>
                  )}
                </li>
              )
            })}
          </ol>
          {purchased ? null : (
            <p className="text-sm text-charcoal-700">{t('onlineCourses.curriculum.locked')}</p>
          )}
        </>
      )}
    </section>
  )
}
