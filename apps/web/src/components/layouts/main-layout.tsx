import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'

export const MAIN_CONTENT_ID = 'main-content'

/** The frame of every page: skip link, header, the page, footer and floating actions. */
export function MainLayout({
  header,
  footer,
  floating,
  children,
}: {
  header: ReactNode
  footer: ReactNode
  floating?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-full bg-charcoal-900 px-5 py-3 font-semibold text-flour-100 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {footer}
      {floating}
    </div>
  )
}
