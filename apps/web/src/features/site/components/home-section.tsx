import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowRightIcon } from '#src/components/ui/catalog-icons.tsx'

/** A band of the home page: its heading, an optional "see all" link and its content. */
export function HomeSection({
  title,
  eyebrow,
  intro,
  more,
  tone = 'plain',
  children,
}: {
  title: string
  eyebrow?: string
  intro?: string
  more?: { to: string; label: string }
  tone?: 'plain' | 'warm'
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'warm' ? 'bg-flour-200/70 py-16 sm:py-20' : 'py-16 sm:py-20'}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex max-w-2xl flex-col gap-2">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-widest text-tomato-700 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
              {title}
            </h2>
            {intro ? <p className="text-lg text-charcoal-700">{intro}</p> : null}
          </div>
          {more ? (
            <Link
              to={more.to}
              className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-full font-semibold text-tomato-700 underline-offset-4 hover:underline sm:self-auto"
            >
              {more.label}
              <ArrowRightIcon className="size-4" />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  )
}
