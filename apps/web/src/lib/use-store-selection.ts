import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

/**
 * `useSyncExternalStoreWithSelector` of React's use-sync-external-store package, on the
 * runtime's own useSyncExternalStore (build/preact.ts points the package here): the part of
 * a store's snapshot that `selector` picks, kept the same object while `isEqual` says it has
 * not changed, so the component redraws only when its part does.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // What the component last showed, so that an equal selection made afresh keeps it.
  const shown = useRef<{ selection: Selection } | null>(null)
  const [getSelection, getServerSelection] = useMemo(() => {
    // The last snapshot seen and what was picked from it.
    const last: { snapshot: Snapshot; selection: Selection }[] = []
    const select = (snapshot: Snapshot): Selection => {
      const memo = last[0]
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection
      const next = selector(snapshot)
      const previous = memo ?? shown.current
      const selection =
        isEqual && previous && isEqual(previous.selection, next) ? previous.selection : next
      last[0] = { snapshot, selection }
      return selection
    }
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const
  }, [getSnapshot, getServerSnapshot, selector, isEqual])
  const selection = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    shown.current = { selection }
  }, [selection])
  return selection
}
