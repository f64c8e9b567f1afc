import type { ReactNode } from 'react'

/** The key facts of an item (place, date, duration…) as a description list. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="flex flex-col">{children}</dl>
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-flour-300 py-3 last:border-b-0">
      <dt className="text-xs font-bold tracking-wider text-charcoal-500 uppercase">{label}</dt>
      <dd className="font-medium text-charcoal-900">{children}</dd>
    </div>
  )
}
