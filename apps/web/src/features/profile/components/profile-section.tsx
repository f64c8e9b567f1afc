import { useId, type ReactNode } from 'react'

/** One part of the profile: a card named by its heading, so it is a landmark to jump to. */
export function ProfileSection({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-charcoal-900">
          {title}
        </h2>
        {intro ? <p className="text-charcoal-700">{intro}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** A label and its value, as the parts of a description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-charcoal-700">{label}</dt>
      <dd className="break-words text-charcoal-900">{children}</dd>
    </div>
  )
}
