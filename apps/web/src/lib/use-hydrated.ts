import { useSyncExternalStore } from 'react'

const unchanging = () => () => undefined

/**
 * False on the server and while the browser takes over the server's HTML; true from then on
 * (and at once in a page the browser renders itself). A form disabled until then cannot be
 * typed into or sent before its code handles it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}
