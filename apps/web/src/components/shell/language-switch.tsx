import { useTranslation } from '#src/lib/i18n/react.tsx'
import { LANGUAGES } from '#src/lib/i18n.ts'

/** IT | EN: the choice is stored and restored by the i18n setup. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const current = i18n.language
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex items-center rounded-full border-2 border-charcoal-800 p-0.5 text-sm font-bold"
    >
      {LANGUAGES.map((language, index) => (
        <span key={language} className="flex items-center">
          {index > 0 ? (
            <span aria-hidden="true" className="px-0.5 text-charcoal-500">
              |
            </span>
          ) : null}
          <button
            type="button"
            lang={language}
            aria-pressed={current === language}
            onClick={() => void i18n.changeLanguage(language)}
            className="min-h-9 min-w-10 rounded-full px-2 text-charcoal-800 transition-colors hover:bg-flour-200 aria-pressed:bg-charcoal-800 aria-pressed:text-flour-100"
          >
            {language.toUpperCase()}
          </button>
        </span>
      ))}
    </div>
  )
}
