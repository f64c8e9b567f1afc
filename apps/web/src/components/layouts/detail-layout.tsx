import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeftIcon } from '#src/components/ui/icons.tsx'
import { useDocumentTitle } from '#src/lib/site.ts'

/** The page of one item (a course, an article): a way back to its list, its heading, its body. */
export function DetailLayout({
  title,
  eyebrow,
  lead,
  meta,
  back,
  actions,
  width = 'wide',
  languages,
  children,
}: {
  title: string
  eyebrow?: ReactNode
  lead?: string
  /** A line under the heading: a publication date, a category. */
  meta?: ReactNode
  back: { to: string; label: string }
  /** Room for the admin's edit and delete buttons next to the heading. */
  actions?: ReactNode
  width?: 'wide' | 'reading'
  /** The language of a title or lead not in the page's (an English text that fell back). */
  languages?: { title?: string | undefined; lead?: string | undefined }
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <div
      className={`mx-auto w-full ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-8 sm:px-6 sm:py-12`}
    >
      <Link
        to={back.to}
        className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-tomato-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {back.label}
      </Link>
      <header className="mb-8 flex max-w-3xl flex-col gap-3">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-tomato-700 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-display sm:text-display-lg font-bold" lang={languages?.title}>
          {title}
        </h1>
        {meta}
        {lead ? (
          <p className="text-lg text-charcoal-700" lang={languages?.lead}>
            {lead}
          </p>
        ) : null}
        {actions}
      </header>
      {children}
    </div>
  )
}
