import { useMemo } from 'react'
import { sanitizeHtml } from '#src/lib/sanitize.ts'

/** HTML written by the school (course descriptions, articles), cleaned and typeset. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
