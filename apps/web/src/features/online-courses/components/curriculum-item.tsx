import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { PlayerLesson } from '@aula/contract/lessons'

/** 75 → "1:15", 3723 → "1:02:03". */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** Where to start when no lesson is named: a lesson left halfway, else the first unfinished. */
export function startingLesson(lessons: PlayerLesson[]): number {
  const halfway = lessons.findIndex((l) => !l.completed && l.positionSeconds > 0)
  if (halfway >= 0) return halfway
  const unfinished = lessons.findIndex((l) => !l.completed)
  return unfinished >= 0 ? unfinished : 0
}

export function CurriculumItem({
  lesson,
  current,
  completed,
  duration,
  onSelect,
}: {
  lesson: PlayerLesson
  current: boolean
  completed: boolean
  duration: number | null
  onSelect: () => void
}) {
  const { t } = useTranslation()
  const length = duration === null ? t('lessons.durationUnknown') : formatDuration(duration)
  // Spoken as "Lezione 2: title, 2:05 (completato)": the place, then what is on screen.
  const name = `${t('lessons.lessonN', { n: lesson.index + 1 })}: ${lesson.title}, ${length}${
    completed ? ` (${t('lessons.completed')})` : ''
  }`
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-label={name}
        aria-current={current ? 'true' : undefined}
        className={`flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors ${
          current ? 'bg-tomato-600 text-white' : 'hover:bg-flour-200'
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${
            completed
              ? 'border-basil-600 bg-basil-600 text-white'
              : current
                ? 'border-white'
                : 'border-charcoal-500'
          }`}
        >
          {completed ? '✓' : lesson.index + 1}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold break-words">{lesson.title}</span>
          <span className={`text-sm ${current ? 'text-flour-100' : 'text-charcoal-700'}`}>
            {length}
          </span>
        </span>
      </button>
    </li>
  )
}
