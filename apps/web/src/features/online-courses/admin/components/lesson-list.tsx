import { useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import { OnlineCourseLimits } from '@aula/contract/online-courses'
import { ChevronDownIcon } from '#src/components/ui/catalog-icons.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { formatBytes } from '#src/lib/admin/files.ts'
import type { CaptionLanguage } from '@aula/contract/captions'
import { LessonCaptions } from './lesson-captions.tsx'

/** A lesson video chosen in this form, with the title typed for it. */
export interface NewLesson {
  key: string
  file: File
  title: string
}

/** A lesson the video course already has (from the admin's lessons call). */
export interface CurrentLesson {
  id: number
  title: string
  durationSeconds: number | null
  /** The languages it has captions in. */
  captions: readonly CaptionLanguage[]
}

let lessonKeys = 0
const newLessonKey = () => `lesson-${(lessonKeys += 1)}`

/**
 * What a new lesson is called until the admin says otherwise: its file's name without the
 * extension ("02 La stesura.mp4" → "02 La stesura"); '' when nothing is left, and the
 * server then names it "Lezione N" after its place.
 */
export function titleFromFileName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '').trim()
  return stem.slice(0, OnlineCourseLimits.lessonTitle).trim()
}

const duration = (seconds: number | null) =>
  seconds === null
    ? null
    : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

type Action = 'up' | 'down'

/**
 * Keeps the keyboard where it was after a row moves: on the same button of the moved row,
 * or on the other arrow once the row reaches the top or the bottom.
 */
function useMoveFocus() {
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const ref = (key: string, action: Action) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}:${action}`, element)
    else buttons.current.delete(`${key}:${action}`)
  }
  /** Applies the move at once, then puts the focus back on the row that moved. */
  const moveThenFocus = (apply: () => void, key: string, action: Action) => {
    flushSync(apply)
    const same = buttons.current.get(`${key}:${action}`)
    const other = buttons.current.get(`${key}:${action === 'up' ? 'down' : 'up'}`)
    ;(same && !same.disabled ? same : other)?.focus()
  }
  return { ref, moveThenFocus }
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-flour-300 bg-white text-charcoal-800 hover:border-charcoal-800 disabled:cursor-not-allowed disabled:opacity-40'

/** One row of an ordered list: its position, its content, and the buttons that move it. */
function LessonRow({
  position,
  name,
  first,
  last,
  upRef,
  downRef,
  onMove,
  onRemove,
  removeLabel,
  children,
}: {
  position: number
  name: string
  first: boolean
  last: boolean
  upRef: (element: HTMLButtonElement | null) => void
  downRef: (element: HTMLButtonElement | null) => void
  onMove: (action: Action) => void
  onRemove: () => void
  removeLabel: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-3 sm:flex-row sm:items-start">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-charcoal-800 text-sm font-bold text-flour-100"
      >
        {position}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">{children}</div>
      <div className="flex shrink-0 items-center gap-2">
        <button
          ref={upRef}
          type="button"
          className={iconButton}
          disabled={first}
          onClick={() => onMove('up')}
          aria-label={t('adminCourses.lessons.moveUp', { name })}
          title={t('adminCourses.lessons.moveUp', { name })}
        >
          <ChevronDownIcon className="size-5 rotate-180" />
        </button>
        <button
          ref={downRef}
          type="button"
          className={iconButton}
          disabled={last}
          onClick={() => onMove('down')}
          aria-label={t('adminCourses.lessons.moveDown', { name })}
          title={t('adminCourses.lessons.moveDown', { name })}
        >
          <ChevronDownIcon className="size-5" />
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-tomato-700 hover:bg-tomato-50"
        >
          {t('adminCourses.media.removeShort')}
        </button>
      </div>
    </li>
  )
}

/**
 * The lessons of a video course: on edit, the current ones (to reorder or remove), then the
 * new videos with a title each, in the order they will be added after the current ones.
 */
export function LessonList({
  current,
  removed = [],
  onCurrentChange,
  added,
  onAddedChange,
  currentTitleErrors = [],
  titleErrors = [],
  videosError,
}: {
  /** Absent when the course is being added. */
  current?: readonly CurrentLesson[]
  removed?: readonly CurrentLesson[]
  onCurrentChange?: (current: CurrentLesson[], removed: CurrentLesson[]) => void
  added: readonly NewLesson[]
  onAddedChange: (added: NewLesson[]) => void
  /** Already translated, by the index of the current lesson (its titles can be changed). */
  currentTitleErrors?: readonly (string | undefined)[]
  /** Already translated, by the index of the new lesson. */
  titleErrors?: readonly (string | undefined)[]
  /** Already translated: a refusal of the lesson videos. */
  videosError?: string
}) {
  const { t } = useTranslation()
  const focus = useMoveFocus()
  const [announcement, setAnnouncement] = useState('')
  const [tooMany, setTooMany] = useState(false)
  const kept = current ?? []
  const total = kept.length + added.length

  const lessonName = (title: string, position: number) =>
    title.trim() || t('adminCourses.lessons.untitled', { position })

  const announceMove = (name: string, position: number, count: number) =>
    setAnnouncement(t('adminCourses.lessons.moved', { name, position, count }))

  const moveCurrent = (index: number, action: Action) => {
    const to = action === 'up' ? index - 1 : index + 1
    const lesson = kept[index]!
    focus.moveThenFocus(
      () => onCurrentChange?.(move(kept, index, to), [...removed]),
      `current-${lesson.id}`,
      action,
    )
    announceMove(lessonName(lesson.title, index + 1), to + 1, kept.length)
  }

  const renameCurrent = (id: number, title: string) =>
    onCurrentChange?.(
      kept.map((lesson) => (lesson.id === id ? { ...lesson, title } : lesson)),
      [...removed],
    )

  const removeCurrent = (index: number) => {
    const lesson = kept[index]!
    // A lesson set aside keeps a name to be listed, and restored, by.
    const name = lessonName(lesson.title, index + 1)
    onCurrentChange?.(
      kept.filter((_, i) => i !== index),
      [...removed, { ...lesson, title: name }],
    )
    setAnnouncement(t('adminCourses.lessons.markedRemoved', { name }))
  }

  const restore = (lesson: CurrentLesson) => {
    onCurrentChange?.(
      [...kept, lesson],
      removed.filter((item) => item.id !== lesson.id),
    )
    setAnnouncement(t('adminCourses.lessons.restored', { name: lesson.title }))
  }

  const moveAdded = (index: number, action: Action) => {
    const to = action === 'up' ? index - 1 : index + 1
    const lesson = added[index]!
    focus.moveThenFocus(() => onAddedChange(move(added, index, to)), lesson.key, action)
    announceMove(lessonName(lesson.title, kept.length + index + 1), kept.length + to + 1, total)
  }

  const choose = (files: File[]) => {
    if (total + files.length > AdminFileLimits.lessons) {
      setTooMany(true)
      return
    }
    setTooMany(false)
    onAddedChange([
      ...added,
      ...files.map((file) => ({ key: newLessonKey(), file, title: titleFromFileName(file.name) })),
    ])
  }

  return (
    <div className="flex flex-col gap-5">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {current ? (
        <div className="flex flex-col gap-2">
          <p id="current-lessons" className="text-sm font-semibold text-charcoal-800">
            {t('adminCourses.lessons.current')}
          </p>
          {kept.length === 0 ? (
            <p className="text-sm text-charcoal-500">{t('adminCourses.lessons.noneCurrent')}</p>
          ) : (
            <ol aria-labelledby="current-lessons" className="flex flex-col gap-2">
              {kept.map((lesson, index) => {
                const position = index + 1
                const name = lessonName(lesson.title, position)
                return (
                  <LessonRow
                    key={lesson.id}
                    position={position}
                    name={name}
                    first={index === 0}
                    last={index === kept.length - 1}
                    upRef={focus.ref(`current-${lesson.id}`, 'up')}
                    downRef={focus.ref(`current-${lesson.id}`, 'down')}
                    onMove={(action) => moveCurrent(index, action)}
                    onRemove={() => removeCurrent(index)}
                    removeLabel={t('adminCourses.lessons.remove', { name })}
                  >
                    <InputField
                      label={t('adminCourses.lessons.titleLabel', { position })}
                      hint={
                        lesson.durationSeconds !== null
                          ? t('adminCourses.lessons.duration', {
                              duration: duration(lesson.durationSeconds),
                            })
                          : undefined
                      }
                      required
                      maxLength={OnlineCourseLimits.lessonTitle}
                      value={lesson.title}
                      error={currentTitleErrors[index]}
                      onChange={(event) => renameCurrent(lesson.id, event.target.value)}
                    />
                    <LessonCaptions lessonId={lesson.id} name={name} captions={lesson.captions} />
                  </LessonRow>
                )
              })}
            </ol>
          )}
          {removed.length > 0 ? (
            <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-tomato-600 bg-tomato-50 p-3">
              <p id="removed-lessons" className="text-sm font-semibold text-tomato-700">
                {t('adminCourses.lessons.removedTitle')}
              </p>
              <ul aria-labelledby="removed-lessons" className="flex flex-col gap-1">
                {removed.map((lesson) => (
                  <li key={lesson.id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate line-through">{lesson.title}</span>
                    <button
                      type="button"
                      onClick={() => restore(lesson)}
                      aria-label={t('adminCourses.lessons.restore', { name: lesson.title })}
                      className="min-h-11 shrink-0 rounded-full px-3 font-semibold text-tomato-700 hover:bg-tomato-100"
                    >
                      {t('adminCourses.media.restoreShort')}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}

      <FileField
        name="videos"
        label={current ? t('adminCourses.lessons.addMore') : t('adminCourses.lessons.add')}
        accept={AcceptedFiles.video}
        maxBytes={AdminFileLimits.videoBytes}
        multiple
        hint={current ? t('adminCourses.lessons.addMoreHint') : t('adminCourses.lessons.addHint')}
        error={
          tooMany ? t('adminForms.file.tooMany', { count: AdminFileLimits.lessons }) : videosError
        }
        files={[]}
        onChange={choose}
      />

      {added.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p id="new-lessons" className="text-sm font-semibold text-charcoal-800">
            {t('adminCourses.lessons.new')}
          </p>
          <p className="text-sm text-charcoal-500">{t('adminCourses.captions.afterSave')}</p>
          <ol aria-labelledby="new-lessons" className="flex flex-col gap-2">
            {added.map((lesson, index) => {
              const position = kept.length + index + 1
              return (
                <LessonRow
                  key={lesson.key}
                  position={position}
                  name={lessonName(lesson.title, position)}
                  first={index === 0}
                  last={index === added.length - 1}
                  upRef={focus.ref(lesson.key, 'up')}
                  downRef={focus.ref(lesson.key, 'down')}
                  onMove={(action) => moveAdded(index, action)}
                  onRemove={() => onAddedChange(added.filter((item) => item.key !== lesson.key))}
                  removeLabel={t('adminCourses.lessons.remove', {
                    name: lessonName(lesson.title, position),
                  })}
                >
                  <span className="truncate text-sm text-charcoal-700">
                    {lesson.file.name}{' '}
                    <span className="text-charcoal-500">({formatBytes(lesson.file.size)})</span>
                  </span>
                  <InputField
                    label={t('adminCourses.lessons.titleLabel', { position })}
                    hint={t('adminCourses.lessons.titleHint', { position })}
                    maxLength={OnlineCourseLimits.lessonTitle}
                    value={lesson.title}
                    error={titleErrors[index]}
                    onChange={(event) =>
                      onAddedChange(
                        added.map((item) =>
                          item.key === lesson.key ? { ...item, title: event.target.value } : item,
                        ),
                      )
                    }
                  />
                </LessonRow>
              )
            })}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
