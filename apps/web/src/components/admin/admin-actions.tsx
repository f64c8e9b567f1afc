import { lazy, Suspense } from 'react'
import { useSession } from '#src/lib/session.ts'
import { useHydrated } from '#src/lib/use-hydrated.ts'
import type { ItemActionsProps } from './item-actions.tsx'

/* The admin's icons are their own chunk: visitors never download them. */
const ItemActions = lazy(async () => ({
  default: (await import('./item-actions.tsx')).ItemActions,
}))

/**
 * Edit and delete icons for an admin; nothing at all for anyone else. In a page the server
 * rendered (for nobody in particular) they appear once the page is taken over, so an icon
 * on screen always answers a click.
 */
export function AdminActions(props: ItemActionsProps) {
  const session = useSession()
  const hydrated = useHydrated()
  if (!hydrated || session.user?.group !== 'admin') return null
  return (
    <Suspense fallback={null}>
      <ItemActions {...props} />
    </Suspense>
  )
}
