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
let loading: Promise<void> | null = null

/** Loads the form's code: at once on the server, when the footer is near in the browser. */
export function loadNewsletterForm({ now = false } = {}): Promise<void> {
  loading ??= (async () => {
    if (!now) await whenSlotNear()
    Loaded = (await import('./newsletter-form.tsx')).NewsletterForm
  })()
  return loading
}

/** The form once its code is here; until then the boundary above keeps what was served. */
function DeferredForm() {
  if (Loaded) return <Loaded />
  // Suspends: React keeps the served form (or nothing) until the code has arrived.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw loadNewsletterForm()
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
