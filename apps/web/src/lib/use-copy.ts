import { useEffect, useRef, useState } from 'react'

/**
 * Copies a text to the clipboard and remembers, for a few seconds, which one was copied, so
 * the button can say so. `failed` when the browser refuses (no permission, insecure page).
 */
export function useCopy() {
  const [copied, setCopied] = useState<{ id: string; failed: boolean } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async (id: string, text: string) => {
    let failed = false
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      failed = true
    }
    setCopied({ id, failed })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(null), 4000)
  }

  return { copied, copy }
}
