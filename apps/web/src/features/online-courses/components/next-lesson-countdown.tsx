import { useEffect, useRef, useState } from 'react'
import { Button } from '#src/components/ui/button.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'

/** How long the viewer has to stay on the lesson that ended. */
export const COUNTDOWN_SECONDS = 5

/**
 * Shown when a lesson ends and another follows: the next one starts after a few seconds,
 * unless the viewer cancels; "Watch now" skips the wait. Screen readers hear it once, not
 * every second.
 */
export function NextLessonCountdown({
  nextTitle,
  onCancel,
  onStart,
}: {
  nextTitle: string
  onCancel: () => void
  onStart: () => void
}) {
  const { t } = useTranslation()
  const [left, setLeft] = useState(COUNTDOWN_SECONDS)
  const start = useRef(onStart)
  useEffect(() => {
    start.current = onStart
  }, [onStart])

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((seconds) => seconds - 1), 1000)
    return () => window.clearInterval(timer)
  }, [])
  useEffect(() => {
    if (left <= 0) start.current()
  }, [left])

  return (
    <div className="flex flex-col gap-3 rounded-2xl border-2 border-tomato-600 bg-flour-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <p aria-hidden="true" className="font-semibold">
          {t('lessons.countdown', { seconds: Math.max(left, 0) })}
        </p>
        <p className="text-sm break-words text-charcoal-700">
          {t('lessons.upNext', { title: nextTitle })}
        </p>
        <p role="status" className="sr-only">
          {t('lessons.countdownAnnounced', { seconds: COUNTDOWN_SECONDS, title: nextTitle })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('lessons.cancelNext')}
        </Button>
        <Button onClick={onStart}>{t('lessons.watchNow')}</Button>
      </div>
    </div>
  )
}
