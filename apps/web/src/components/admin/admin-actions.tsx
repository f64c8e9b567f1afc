import { lazy, Suspense } from 'react'
import { useSession } from '#src/lib/session.ts'
import type { ItemActionsProps } from './item-actions.tsx'

/* The admin's icons are their own chunk: visitors never download them. */
const ItemActions = lazy(async () => ({
  default: (await import('./item-actions.tsx')).ItemActions,
}))

/** Edit and delete icons for an admin; nothing at all for anyone else. */
export function AdminActions(props: ItemActionsProps) {
  const session = useSession()
  if (session.user?.group !== 'admin') return null
  return (
    <Suspense fallback={null}>
      <ItemActions {...props} />
    </Suspense>
  )
}
