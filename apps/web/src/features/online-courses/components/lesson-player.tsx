import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, useSearchParams } from 'react-router'
import type { PlayerLesson } from '@aula/contract/lessons'
import { ErrorMessages } from '@aula/contract/values/common'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { Button, buttonClasses } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { LoadingCards } from '#src/components/ui/query-state.tsx'
import { paths } from '#src/config/paths.ts'
import { isApiError } from '#src/lib/api-client.ts'
import { useCurrentPageAsNext, withNextPage } from '#src/lib/next-page.ts'
import { useSession } from '#src/lib/session.ts'
import { useOnlineCourseDetail } from '../api/get-online-course-detail.ts'
import { saveLessonProgress } from '../api/save-lesson-progress.ts'
import { ProgressBar } from '#src/components/ui/progress-bar.tsx'
import { CurriculumItem, startingLesson } from './curriculum-item.tsx'
import { NextLessonCountdown } from './next-lesson-countdown.tsx'
import { PlayerControls } from './player-controls.tsx'
import { playQuietly, usePlayerCommands } from '../hooks/use-player-commands.ts'
import { useContentLanguage } from '#src/lib/content-language.ts'

/** How often the position is saved while a lesson plays. */
const SAVE_EVERY_SECONDS = 5
/** A lesson watched this far counts as finished even if the last seconds are skipped. */
const COMPLETE_SHARE = 0.95

interface Progress {
  position: number
  completed: boolean
}

/**
 * /video/{title}: the lessons of a bought video course. A curriculum, the player, a next
 * button that cycles, and real progress: each lesson's position and completion are saved
 * for the viewer, and reopening a lesson resumes where it stopped. Beside the video: captions,
 * speed, keyboard shortcuts, and the next lesson starting by itself after a short countdown
 * (docs/product.md#player).
 */
export function LessonPlayer({
  title,
  whenComplete,
}: {
  title: string
  /** What a viewer who completed every lesson finds above the player (the certificate). */
  whenComplete?: (courseTitle: string) => ReactNode
}) {
  const { t } = useTranslation()
  const session = useSession()
  // A visitor who signs in from here comes back to these lessons.
  const here = useCurrentPageAsNext()
  const signedIn = session.user !== null
  const detail = useOnlineCourseDetail(session.user?.email ?? '', title)
  const [search, setSearch] = useSearchParams()
  const [progress, setProgress] = useState<Record<number, Progress>>({})
  const [durations, setDurations] = useState<Record<number, number>>({})
  const videoRef = useRef<HTMLVideoElement>(null)
  const areaRef = useRef<HTMLDivElement>(null)
  // The lesson that ended with the next one waiting (the countdown), and a lesson to play
  // as soon as it is shown (the one the countdown started).
  const [endedId, setEndedId] = useState<number | null>(null)
  const playWhenShown = useRef(false)
  const lastSaved = useRef<{ id: number; position: number } | null>(null)

  const lessons = useMemo(() => detail.data?.lessons ?? [], [detail.data])
  const requested = Number(search.get('lezione'))
  const index =
    Number.isInteger(requested) && requested >= 1 && requested <= lessons.length
      ? requested - 1
      : startingLesson(lessons)
  const lesson = lessons[index]
  const next = index + 1 < lessons.length ? lessons[index + 1] : undefined
  const commands = usePlayerCommands(videoRef, areaRef, lesson)
  const { preferences } = commands

  useEffect(() => {
    const video = videoRef.current
    if (!playWhenShown.current || !video) return
    playWhenShown.current = false
    playQuietly(video)
  }, [lesson?.id])

  const stateOf = useCallback(
    (l: PlayerLesson): Progress =>
      progress[l.id] ?? { position: l.positionSeconds, completed: l.completed },
    [progress],
  )

  const save = useCallback(
    (l: PlayerLesson, position: number, completed: boolean) => {
      const before = progress[l.id] ?? { position: l.positionSeconds, completed: l.completed }
      const done = before.completed || completed
      setProgress((all) => ({ ...all, [l.id]: { position, completed: done } }))
      if (!signedIn) return
      const previous = lastSaved.current
      if (!completed && previous?.id === l.id && Math.abs(previous.position - position) < 1) return
      lastSaved.current = { id: l.id, position }
      // Losing one save only costs a few seconds of position: no error is shown for it.
      void saveLessonProgress({
        lessonId: l.id,
        positionSeconds: position,
        completed: done,
      }).catch(() => undefined)
    },
    [progress, signedIn],
  )

  // Leaving a lesson (another lesson, another page, closing the tab) keeps its position.
  const saveRef = useRef(save)
  useEffect(() => {
    saveRef.current = save
  }, [save])
  useEffect(() => {
    const video = videoRef.current
    const current = lesson
    const onHide = () => {
      if (video && current && video.currentTime > 0) {
        saveRef.current(current, video.currentTime, false)
      }
    }
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      onHide()
    }
  }, [lesson])

  const select = (next: number) => {
    setSearch(
      (params) => {
        params.set('lezione', String(next + 1))
        return params
      },
      { replace: true },
    )
  }

  // The course's name in the reader's language (docs/product.md#content-languages-and-urls).
  const language = useContentLanguage()
  const pageTitle =
    (language === 'en' ? detail.data?.titles.en : null) || detail.data?.title || title

  if (detail.isPending) {
    return (
      <ContentLayout title={pageTitle} eyebrow={t('pages.lessons.eyebrow')} width="wide">
        <LoadingCards layout="detail" />
      </ContentLayout>
    )
  }

  if (detail.isError) {
    const refused =
      isApiError(detail.error, 403, ErrorMessages.unauthorized) ||
      isApiError(detail.error, 401, ErrorMessages.unauthorized)
    return (
      <ContentLayout title={pageTitle} eyebrow={t('pages.lessons.eyebrow')} width="medium">
        <div className="flex flex-col items-start gap-4">
          <FormMessage tone="error">
            {refused
              ? t('lessons.unauthorized')
              : isApiError(detail.error, 404)
                ? t('lessons.notFound')
                : t('lessons.loadError')}
          </FormMessage>
          <div className="flex flex-wrap gap-3">
            {refused && !session.user ? (
              <Link
                to={withNextPage(paths.login.getHref(), here)}
                className={buttonClasses('primary')}
              >
                {t('purchase.login')}
              </Link>
            ) : null}
            {refused ? (
              <Link to={paths.onlineCourse.getHref(title)} className={buttonClasses('secondary')}>
                {t('lessons.courseDetails')}
              </Link>
            ) : null}
            <Link to={paths.contact.getHref()} className={buttonClasses('ghost')}>
              {t('lessons.contactSupport')}
            </Link>
            {!refused && !isApiError(detail.error, 404) ? (
              <Button variant="secondary" onClick={() => void detail.refetch()}>
                {t('catalog.retry')}
              </Button>
            ) : null}
          </div>
        </div>
      </ContentLayout>
    )
  }

  const total = lessons.length
  const completedCount = lessons.filter((l) => stateOf(l).completed).length
  const percent = total === 0 ? 0 : Math.round((completedCount / total) * 100)

  if (!lesson) {
    return (
      <ContentLayout title={pageTitle} eyebrow={t('pages.lessons.eyebrow')} width="medium">
        <FormMessage tone="info">{t('lessons.empty')}</FormMessage>
      </ContentLayout>
    )
  }

  const durationOf = (l: PlayerLesson) => durations[l.id] ?? l.durationSeconds

  return (
    <ContentLayout title={pageTitle} eyebrow={t('pages.lessons.eyebrow')} width="wide">
      <div className="mb-6 flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm font-semibold text-charcoal-700">
          <span id="course-progress-label">{t('lessons.progress')}</span>
          <span>{t('lessons.completedOf', { completed: completedCount, total })}</span>
        </div>
        <ProgressBar labelledBy="course-progress-label" percent={percent} />
      </div>
      {signedIn && completedCount === total ? whenComplete?.(pageTitle) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="lesson-title" className="flex flex-col gap-4">
          <h2 id="lesson-title" className="text-2xl font-bold break-words">
            {lesson.title}
          </h2>
          <div ref={areaRef} className="flex flex-col gap-4">
            {lesson.url ? (
              // The captions are the admin's uploads, as subtitle tracks: a lesson may have none.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                key={lesson.id}
                ref={videoRef}
                src={lesson.url}
                controls
                preload="metadata"
                playsInline
                // Focusable in every browser, so that the keyboard shortcuts reach the player.
                tabIndex={0}
                aria-label={t('lessons.playerLabel', { n: lesson.index + 1, title: lesson.title })}
                className="aspect-video w-full rounded-2xl bg-charcoal-900"
                onLoadedMetadata={(event) => {
                  const video = event.currentTarget
                  if (Number.isFinite(video.duration)) {
                    setDurations((all) => ({ ...all, [lesson.id]: video.duration }))
                  }
                  const { position } = stateOf(lesson)
                  // Resume, unless the lesson was left at its very end.
                  if (position > 0 && position < video.duration - 1) video.currentTime = position
                }}
                onTimeUpdate={(event) => {
                  const video = event.currentTarget
                  const last = lastSaved.current
                  const sinceSave =
                    last?.id === lesson.id ? Math.abs(video.currentTime - last.position) : Infinity
                  const finished =
                    Number.isFinite(video.duration) &&
                    video.currentTime >= video.duration * COMPLETE_SHARE
                  if (finished && !stateOf(lesson).completed) {
                    save(lesson, video.currentTime, true)
                  } else if (sinceSave >= SAVE_EVERY_SECONDS) {
                    save(lesson, video.currentTime, false)
                  }
                }}
                onPause={(event) => save(lesson, event.currentTarget.currentTime, false)}
                onPlay={() => setEndedId(null)}
                onEnded={(event) => {
                  save(lesson, event.currentTarget.currentTime, true)
                  if (next && preferences.autoplay) setEndedId(lesson.id)
                }}
              >
                {lesson.captions.map((caption) => (
                  <track
                    key={caption.language}
                    kind="subtitles"
                    srcLang={caption.language}
                    label={t(`lessons.captionLanguage.${caption.language}`)}
                    src={caption.url}
                    default={caption.language === commands.captions}
                  />
                ))}
              </video>
            ) : (
              <FormMessage tone="error">{t('lessons.fileMissing')}</FormMessage>
            )}
            {next && endedId === lesson.id && preferences.autoplay ? (
              <NextLessonCountdown
                nextTitle={next.title}
                onCancel={() => setEndedId(null)}
                onStart={() => {
                  setEndedId(null)
                  playWhenShown.current = true
                  select(index + 1)
                }}
              />
            ) : null}
            <PlayerControls
              languages={commands.languages}
              captions={commands.captions}
              onCaptionsChange={commands.changeCaptions}
              speed={preferences.speed}
              onSpeedChange={commands.changeSpeed}
              autoplay={preferences.autoplay}
              onAutoplayChange={preferences.setAutoplay}
              shortcutsOpen={commands.shortcutsOpen}
              onShortcutsOpenChange={commands.setShortcutsOpen}
              announcement={commands.announcement}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-charcoal-700">
              {t('lessons.position', { n: lesson.index + 1, total })}
            </p>
            <Button onClick={() => select((index + 1) % total)}>{t('lessons.next')}</Button>
          </div>
        </section>
        <nav aria-label={t('lessons.curriculum')} className="rounded-2xl bg-flour-50 p-3">
          <h2 className="px-3 pt-1 pb-2 text-lg font-bold">{t('lessons.curriculum')}</h2>
          <ol className="flex flex-col gap-1">
            {lessons.map((l, i) => (
              <CurriculumItem
                key={l.id}
                lesson={l}
                current={i === index}
                completed={stateOf(l).completed}
                duration={durationOf(l)}
                onSelect={() => select(i)}
              />
            ))}
          </ol>
        </nav>
      </div>
    </ContentLayout>
  )
}
