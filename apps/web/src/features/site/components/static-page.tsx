import type { ReactNode } from 'react'
import { useDocumentTitle } from '#src/lib/site.ts'

/** The frame of the school's own pages (about, services): a warm header, then sections. */
export function StaticPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string
  title: string
  lead: string
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <>
      <header className="border-b border-flour-300 bg-flour-200/70">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-widest text-tomato-700 uppercase">
            {eyebrow}
          </p>
          <h1 className="text-display sm:text-display-lg font-bold">{title}</h1>
          <p className="max-w-3xl text-lg text-charcoal-700 sm:text-xl">{lead}</p>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6 sm:py-16">
        {children}
      </div>
    </>
  )
}
