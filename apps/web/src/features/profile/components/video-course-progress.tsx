import { useId } from 'react'
import { Link } from 'react-router'
import type { LearningCourse } from '@aula/contract/learning'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { ProgressBar } from '#src/components/ui/progress-bar.tsx'

/** The player's address at a lesson (1-based, as its `?lezione=` counts). */
function lessonHref(title: string, lesson: number | null): string {
  const href = paths.lessons.getHref(title)
  return lesson && lesson > 1 ? `${href}?lezione=${lesson}` : href
}

/**
 * One video course the member owns: how many lessons are done, a bar, and the way back in:
 * "Continua" at the lesson watched last (the player resumes its position), "Inizia" for a
 * course never opened, "Rivedi" once every lesson is done (docs/product.md#learner-dashboard).
 */
export function VideoCourseProgress({ course }: { course: LearningCourse }) {
  const { t } = useTranslation()
  const labelId = useId()
  const done = course.lessons > 0 && course.completedLessons === course.lessons
  const started = course.lastWatchedAt !== null
  const percent = course.lessons ? (course.completedLessons / course.lessons) * 100 : 0
  const action = done
    ? { label: t('profile.courses.rewatch'), href: lessonHref(course.title, 1) }
    : started
      ? {
          label: t('profile.courses.continue'),
          href: lessonHref(course.title, course.resume?.lesson ?? 1),
        }
      : { label: t('profile.courses.start'), href: lessonHref(course.title, 1) }
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold break-words text-charcoal-900">{course.title}</p>
          <p id={labelId} className="text-sm text-charcoal-700">
            {done
              ? t('profile.courses.allDone')
              : t('profile.courses.progress', {
                  count: course.lessons,
                  done: course.completedLessons,
                })}
          </p>
          {!done && started && course.resume ? (
            <p className="text-sm break-words text-charcoal-700">
              {course.resume.title
                ? t('profile.courses.resumeAt', {
                    n: course.resume.lesson,
                    title: course.resume.title,
                  })
                : t('profile.courses.resumeAtLesson', { n: course.resume.lesson })}
            </p>
          ) : null}
        </div>
        <Link
          to={action.href}
          className={`${buttonClasses(done ? 'secondary' : 'primary', 'sm')} shrink-0`}
          aria-label={`${action.label}: ${course.title}`}
        >
          {action.label}
        </Link>
      </div>
      <ProgressBar labelledBy={labelId} percent={percent} />
    </li>
  )
}
