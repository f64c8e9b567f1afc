import { useId, type ReactNode } from 'react'

/**
 * A table that keeps its columns on a phone by scrolling sideways inside its own box; the
 * box takes the focus so keyboard users can scroll it too.
 */
export function ScrollTable({
  caption,
  minWidth,
  head,
  children,
}: {
  caption: string
  minWidth: string
  head: ReactNode
  children: ReactNode
}) {
  const captionId = useId()
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-3xl border border-flour-300 bg-flour-50 shadow-sm"
    >
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption id={captionId} className="px-5 pt-5 pb-3 text-left text-charcoal-700">
          {caption}
        </caption>
        <thead className="bg-flour-200 text-charcoal-800">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export function HeadCell({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={`px-4 py-3 font-semibold ${end ? 'text-right' : ''}`}>
      {children}
    </th>
  )
}
