import type { ReactNode } from 'react'
import { useDocumentTitle } from '#src/lib/site.ts'

const widths = {
  narrow: 'max-w-xl',
  medium: 'max-w-3xl',
  wide: 'max-w-6xl',
} as const

/** A page body: its heading (also the tab title) and its content. */
export function ContentLayout({
  title,
  eyebrow,
  children,
  width = 'medium',
}: {
  title: string
  eyebrow?: string
  children: ReactNode
  width?: keyof typeof widths
}) {
  useDocumentTitle(title)
  return (
    <div className={`mx-auto w-full ${widths[width]} px-4 py-10 sm:px-6 sm:py-14`}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-widest text-tomato-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-display sm:text-display-lg mb-6 font-bold">{title}</h1>
      {children}
    </div>
  )
}
