import { useId, type ReactNode } from 'react'

/** One part of the privacy section: a titled block, so each is a landmark to jump to. */
export function PrivacyPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold text-charcoal-900">
        {title}
      </h3>
      {children}
    </section>
  )
}
