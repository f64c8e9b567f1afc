import { Suspense, type ComponentType } from 'react'

/** The element around the form, watched to know when the footer comes near. */
export const SLOT_ID = 'newsletter-slot'
/** How far below the screen the footer starts loading its form. */
const AHEAD = '400px'

/**
 * Resolves once the footer's newsletter slot comes within AHEAD of the screen, or once the
 * visitor focuses or points at it, whichever comes first. Browsers without
 * IntersectionObserver (and test DOMs) get the form at once.
 */
export function whenSlotNear(): Promise<void> {
  return new Promise((resolve) => {
    const slot = document.getElementById(SLOT_ID)
    if (!slot || typeof IntersectionObserver !== 'function') {
      resolve()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    )
    function done() {
      observer.disconnect()
      for (const type of ['focusin', 'pointerover', 'touchstart'] as const) {
        slot!.removeEventListener(type, done)
      }
      resolve()
    }
    observer.observe(slot)
    for (const type of ['focusin', 'pointerover', 'touchstart'] as const) {
      slot.addEventListener(type, done, { passive: true })
    }
  })
}

/*
 * The form and its form library (a sixth of the site's first download) load when the footer
 * comes near. The server renders the form in the page as it is (it loads it first, see
 * loadNewsletterForm); the browser takes that part over when its code arrives, keeping what
 * the visitor sees meanwhile.
 */
let Loaded: ComponentType | null = null
let markReady: () => void = () => undefined
/** Settles once the form's code is here, however its loading was started. */
const ready = new Promise<void>((resolve) => (markReady = resolve))
let importing: Promise<void> | null = null
let waiting: Promise<void> | null = null

function importForm(): Promise<void> {
  importing ??= import('./newsletter-form.tsx').then(({ NewsletterForm }) => {
    Loaded = NewsletterForm
    markReady()
  })
  return importing
}

/**
 * Loads the form's code: when the footer comes near, or at once with `now` (the server, and
 * the browser as soon as anything above the form changes: React can update what is above a
 * part it has not taken over only once that part's code is here, so app.tsx asks for it at
 * the router's first change).
 */
export function loadNewsletterForm({ now = false } = {}): Promise<void> {
  if (now) return importForm()
  waiting ??= whenSlotNear().then(importForm)
  return waiting
}

/** The form once its code is here; until then the boundary above keeps what was served. */
function DeferredForm() {
  if (Loaded) return <Loaded />
  void loadNewsletterForm()
  // Suspends: React keeps the served form (or nothing) until the code has arrived.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw ready
}

/** The footer's newsletter form, loaded when the footer comes near (see above). */
export function FooterNewsletter() {
  return (
    <div id={SLOT_ID}>
      <Suspense fallback={null}>
        <DeferredForm />
      </Suspense>
    </div>
  )
}
