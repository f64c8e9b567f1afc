import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useHydrated } from '#src/lib/use-hydrated.ts'

/*
 * A content form's field in both languages (docs/product.md#content-languages-and-urls):
 * Italian and English side by side on wide screens, one above the other on phones.
 */

export function BilingualRow({ it, en }: { it: ReactNode; en: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-1" data-lang-column="it">
        <span className="sr-only">{t('contentLanguage.italian')}</span>
        {it}
      </div>
      <div className="flex min-w-0 flex-col gap-1" data-lang-column="en" lang="en">
        <span className="sr-only">{t('contentLanguage.english')}</span>
        {en}
      </div>
    </div>
  )
}

/** The headings over the two columns, on wide screens. */
export function BilingualHeadings() {
  const { t } = useTranslation()
  return (
    <div
      aria-hidden="true"
      className="hidden gap-4 text-sm font-bold tracking-wide text-charcoal-500 uppercase lg:grid lg:grid-cols-2"
    >
      <span>{t('contentLanguage.italian')}</span>
      <span>{t('contentLanguage.english')}</span>
    </div>
  )
}

/** The admin's mark on an item with no English title (after hydration, as admin buttons). */
export function MissingEnglishBadge() {
  const { t } = useTranslation()
  if (!useHydrated()) return null
  return (
    <span
      title={t('contentLanguage.missingEnTitle')}
      className="inline-flex items-center rounded-full border border-tomato-100 bg-tomato-50 px-2.5 py-0.5 text-xs font-bold text-tomato-800"
    >
      {t('contentLanguage.missingEn')}
    </span>
  )
}
