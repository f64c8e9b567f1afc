import { createContext, useContext, useId, type ReactNode } from 'react'

/*
 * Ids that stay unique on a page whose parts are taken over one by one (the header and the
 * footer after the content: components/shell/taken-over-later.tsx). Each part taken over on
 * its own, like each part that waits for its code, numbers its ids from the start again, so
 * the footer's newsletter field and a form's first field could share an id, and a label
 * would then name the wrong field. A part rendered on its own gives its ids a prefix.
 */

const IdScope = createContext('')

/** Gives every id used inside `children` the prefix `scope`. */
export function IdScopeProvider({ scope, children }: { scope: string; children: ReactNode }) {
  const outer = useContext(IdScope)
  return <IdScope.Provider value={`${outer}${scope}`}>{children}</IdScope.Provider>
}

/** useId, with the prefix of the part it is rendered in. */
export function useScopedId(): string {
  return useContext(IdScope) + useId()
}
