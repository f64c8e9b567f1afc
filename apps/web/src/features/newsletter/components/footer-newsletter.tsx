import { lazy, Suspense } from 'react'

/*
 * The footer's newsletter form is on every page, below what a reader first sees. Its code
 * (the form library and its rules) is fetched when the footer comes near the screen, not
 * at start-up (docs/architecture.md#web). The server renders the whole form, disabled as
 * every form is until its code runs; until then the browser keeps that form as it is, and
 * the form takes it over once its code has arrived.
 */

/** How near the screen the footer comes before its form's code is fetched. */
const NEAR_SCREEN = '800px'

export const NEWSLETTER_SECTION_ID = 'newsletter'

/** Resolves when the section is near the screen; at once where no one can tell. */
function nearScreen(id: string): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve()
  }
  const section = document.getElementById(id)
  // A page the browser renders itself has no form yet to wait for.
  if (!section) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: NEAR_SCREEN },
    )
    observer.observe(section)
  })
}

const NewsletterForm = lazy(async () => {
  await nearScreen(NEWSLETTER_SECTION_ID)
  return { default: (await import('./newsletter-form.tsx')).NewsletterForm }
})

export function FooterNewsletter() {
  return (
    <Suspense fallback={null}>
      <NewsletterForm id={NEWSLETTER_SECTION_ID} />
    </Suspense>
  )
}
