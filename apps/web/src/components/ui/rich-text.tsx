import { useEffect, useMemo, useState } from 'react'
import { loadSanitizer, sanitizeHtml, sanitizerReady } from '#src/lib/sanitize.ts'
import { useHydrated } from '#src/lib/use-hydrated.ts'

/**
 * HTML written by the school (course descriptions, articles), cleaned and typeset.
 *
 * In a page the server rendered, the browser keeps the HTML the server cleaned as it is: the
 * renderer never rewrites a server's inner HTML while taking the page over, nor the same
 * HTML again later, so the browser's cleaner is fetched and run only when the content
 * changes. Meanwhile the box stays empty.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const hydrated = useHydrated()
  const [served] = useState(() => (typeof window !== 'undefined' && !hydrated ? html : null))
  const needsCleaner = html !== served
  const [ready, setReady] = useState(sanitizerReady)
  useEffect(() => {
    if (!needsCleaner || ready) return
    let current = true
    loadSanitizer().then(
      () => current && setReady(true),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [needsCleaner, ready])
  const clean = useMemo(
    () => (!needsCleaner ? html : ready ? sanitizeHtml(html) : ''),
    [html, needsCleaner, ready],
  )
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
