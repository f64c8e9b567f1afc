import { useId } from 'react'
import type { CaptionLanguage } from '@aula/contract/captions'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { SelectField } from '#src/components/ui/select-field.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { SPEEDS, type CaptionChoice } from '../hooks/use-player-preferences.ts'
import { SHORTCUTS } from '../hooks/use-player-shortcuts.ts'

/** 1.5 → "1,5×" in Italian, "1.5×" in English. */
export function speedLabel(speed: number, language: string): string {
  return `${new Intl.NumberFormat(language).format(speed)}×`
}

/** The list of keyboard shortcuts, in an accessible dialog (Esc closes it). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="bg-white p-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        {t('lessons.shortcuts.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(({ keys, action }) => (
          <div key={action} className="contents">
            <dt className="flex flex-wrap gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="rounded-md border border-flour-300 bg-flour-50 px-2 py-0.5 font-mono"
                >
                  {key === 'space' ? t('lessons.shortcuts.space') : key}
                </kbd>
              ))}
            </dt>
            <dd>{t(`lessons.shortcuts.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('lessons.shortcuts.close')}
        </Button>
      </div>
    </Dialog>
  )
}

/**
 * Beside the video: captions, speed, autoplay of the next lesson and the shortcuts list.
 * Native selects: the phone's own picker on mobile, arrow keys everywhere.
 */
export function PlayerControls({
  languages,
  captions,
  onCaptionsChange,
  speed,
  onSpeedChange,
  autoplay,
  onAutoplayChange,
  shortcutsOpen,
  onShortcutsOpenChange,
  announcement,
}: {
  /** The languages the lesson has captions in. */
  languages: readonly CaptionLanguage[]
  captions: CaptionChoice
  onCaptionsChange: (choice: CaptionChoice) => void
  speed: number
  onSpeedChange: (speed: number) => void
  autoplay: boolean
  onAutoplayChange: (on: boolean) => void
  shortcutsOpen: boolean
  onShortcutsOpenChange: (open: boolean) => void
  /** Said politely to screen readers: a change made from the keyboard shortcuts too. */
  announcement: string
}) {
  const { t, i18n } = useTranslation()
  const autoplayId = useId()
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {languages.length > 0 ? (
        <SelectField
          label={t('lessons.captions')}
          className="sm:w-44"
          value={captions}
          onChange={(event) => onCaptionsChange(event.target.value as CaptionChoice)}
          options={[
            { value: 'off', label: t('lessons.captionsOff') },
            ...languages.map((language) => ({
              value: language,
              label: t(`lessons.captionLanguage.${language}`),
            })),
          ]}
        />
      ) : null}
      <SelectField
        label={t('lessons.speed')}
        className="sm:w-32"
        value={String(speed)}
        onChange={(event) => onSpeedChange(Number(event.target.value))}
        options={SPEEDS.map((value) => ({
          value: String(value),
          label: speedLabel(value, i18n.language),
        }))}
      />
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={autoplayId}
          type="checkbox"
          className="size-5 accent-tomato-600"
          checked={autoplay}
          onChange={(event) => onAutoplayChange(event.target.checked)}
        />
        <label htmlFor={autoplayId} className="text-sm font-semibold text-charcoal-800">
          {t('lessons.autoplay')}
        </label>
      </div>
      <Button variant="ghost" className="sm:ml-auto" onClick={() => onShortcutsOpenChange(true)}>
        {t('lessons.shortcuts.title')}
      </Button>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => onShortcutsOpenChange(false)} />
    </div>
  )
}
