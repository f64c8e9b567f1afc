import { useEffect, useMemo, useState } from 'react'
import { ErrorState } from '#src/components/ui/query-state.tsx'
import { loadSanitizer, sanitizeHtml, sanitizerReady } from '#src/lib/sanitize.ts'
import { useHydrated } from '#src/lib/use-hydrated.ts'

/**
 * HTML written by the school (course descriptions, articles), cleaned and typeset.
 *
 * In a page the server rendered, the browser keeps the HTML the server cleaned as it is: the
 * renderer never rewrites a server's inner HTML while taking the page over, nor the same
 * HTML again later, so the browser's cleaner is fetched and run only when the content
 * changes. Meanwhile the box stays empty; if the cleaner cannot be fetched, the usual load
 * error says so, with a retry.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const hydrated = useHydrated()
  const [served] = useState(() => (typeof window !== 'undefined' && !hydrated ? html : null))
  const needsCleaner = html !== served
  const [ready, setReady] = useState(sanitizerReady)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    if (!needsCleaner || ready || failure) return
    let current = true
    loadSanitizer().then(
      () => current && setReady(true),
      (error: unknown) => current && setFailure({ error }),
    )
    return () => {
      current = false
    }
  }, [needsCleaner, ready, failure])
  const clean = useMemo(
    () => (!needsCleaner ? html : ready ? sanitizeHtml(html) : ''),
    [html, needsCleaner, ready],
  )
  if (failure && !ready) {
    return <ErrorState error={failure.error} onRetry={() => setFailure(null)} />
  }
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
