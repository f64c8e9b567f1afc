import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  CAPTION_LANGUAGES,
  CaptionLimits,
  CaptionMessages,
  type CaptionLanguage,
} from '@aula/contract/captions'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { contractKey } from '#src/components/ui/form/messages.ts'
import { isApiError } from '#src/lib/api-client.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import {
  putLessonCaptions,
  refreshAfterCaptionsChange,
  removeLessonCaptions,
} from '../api/save-lesson-captions.ts'

/** The server's words about a captions file, and the texts shown instead. */
const CAPTION_WORDS = {
  messages: {
    [CaptionMessages.notCaptions]: 'adminCourses.captions.notCaptions',
    [CaptionMessages.tooLarge]: 'adminCourses.captions.tooLarge',
    [CaptionMessages.notUtf8]: 'adminCourses.captions.notUtf8',
    [CaptionMessages.noCues]: 'adminCourses.captions.noCues',
    [CaptionMessages.missingFile]: 'adminCourses.captions.missingFile',
  },
}

/** The key of what to show for a refused or failed change. */
function failureKey(error: unknown): string {
  if (!isApiError(error)) return 'adminCourses.captions.network'
  const said = error.errors.find((item) => item.path === 'captions')?.message ?? error.message
  return (
    contractKey(said, CAPTION_WORDS) ??
    (error.status === 404 ? 'adminCourses.captions.notFound' : 'adminCourses.captions.failed')
  )
}

type Outcome = { tone: 'success' | 'error'; text: string }

/**
 * The captions of a saved lesson, one file per language: which it has, and a file input to
 * upload (or replace) and a button to remove each. Each change is saved at once, apart from
 * the form's own save.
 */
export function LessonCaptions({
  lessonId,
  name,
  captions,
}: {
  lessonId: number
  /** The lesson's name, for the controls' labels. */
  name: string
  captions: readonly CaptionLanguage[]
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [changed, setChanged] = useState<readonly CaptionLanguage[] | null>(null)
  const [busy, setBusy] = useState<CaptionLanguage | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const present = changed ?? captions

  const run = async (
    language: CaptionLanguage,
    change: () => Promise<{ captions: CaptionLanguage[] }>,
    success: string,
  ) => {
    setBusy(language)
    setOutcome(null)
    const languageName = t(`adminCourses.captions.languages.${language}`)
    try {
      const answer = await change()
      setChanged(answer.captions)
      setOutcome({ tone: 'success', text: t(success, { language: languageName }) })
      void refreshAfterCaptionsChange(queryClient)
    } catch (error) {
      setOutcome({ tone: 'error', text: t(failureKey(error), { language: languageName }) })
    } finally {
      setBusy(null)
    }
  }

  const upload = (language: CaptionLanguage, file: File | undefined) => {
    if (!file) return
    if (file.size > CaptionLimits.bytes) {
      setOutcome({ tone: 'error', text: t('adminCourses.captions.tooLarge') })
      return
    }
    void run(
      language,
      () => putLessonCaptions(lessonId, language, file),
      'adminCourses.captions.uploaded',
    )
  }

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <p id={headingId} className="text-sm font-semibold text-charcoal-800">
        {t('adminCourses.captions.title', { name })}
      </p>
      <ul className="flex flex-col gap-2">
        {CAPTION_LANGUAGES.map((language) => {
          const has = present.includes(language)
          const languageName = t(`adminCourses.captions.languages.${language}`)
          return (
            <li key={language} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-32 text-charcoal-700">
                {t(has ? 'adminCourses.captions.present' : 'adminCourses.captions.absent', {
                  language: languageName,
                })}
              </span>
              <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-flour-300 bg-white px-3 font-semibold text-charcoal-800 focus-within:ring-2 focus-within:ring-tomato-600 hover:border-charcoal-800">
                <span aria-hidden="true">
                  {t(
                    has
                      ? 'adminCourses.captions.replaceShort'
                      : 'adminCourses.captions.uploadShort',
                  )}
                </span>
                <input
                  type="file"
                  className="sr-only"
                  accept={CaptionLimits.accept}
                  disabled={busy !== null}
                  aria-label={t(
                    has ? 'adminCourses.captions.replace' : 'adminCourses.captions.upload',
                    { language: languageName, name },
                  )}
                  onChange={(event) => {
                    upload(language, event.target.files?.[0])
                    // The same file may be chosen again after fixing it.
                    event.target.value = ''
                  }}
                />
              </label>
              {has ? (
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      language,
                      () => removeLessonCaptions(lessonId, language),
                      'adminCourses.captions.removed',
                    )
                  }
                  aria-label={t('adminCourses.captions.remove', { language: languageName, name })}
                  className="min-h-11 rounded-full px-3 font-semibold text-tomato-700 hover:bg-tomato-50 disabled:opacity-40"
                >
                  {t('adminCourses.media.removeShort')}
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
      <p className="text-xs text-charcoal-500">{t('adminCourses.captions.hint')}</p>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
    </div>
  )
}
