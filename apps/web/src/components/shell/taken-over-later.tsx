import { lazy, Suspense, type ComponentType } from 'react'

/*
 * Taking a server page over is one long task, during which the browser answers no tap or
 * key. The header and the footer are taken over in tasks of their own, after the page's
 * content: while they wait, Preact keeps the server's HTML for them as it is (their links
 * work as plain links meanwhile), and each is taken over as its task comes.
 */

let takingOver = false

/** Runs `hydrate` as the takeover of a server page, which the parts below wait out. */
export function takeOver(hydrate: () => void) {
  takingOver = true
  try {
    hydrate()
  } finally {
    takingOver = false
  }
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0)
  })

/**
 * `Component`, taken over in a later task when the page is being taken over; drawn at once
 * (within the same frame) everywhere else.
 */
export function takenOverLater<P extends object>(Component: ComponentType<P>) {
  const Later = lazy(async () => {
    if (takingOver) await nextTask()
    return { default: Component }
  })
  return function TakenOverLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Later {...props} />
      </Suspense>
    )
  }
}
