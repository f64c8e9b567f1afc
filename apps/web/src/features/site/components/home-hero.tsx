import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { PauseIcon, PlayIcon } from '#src/components/ui/catalog-icons.tsx'
import { useSession } from '#src/lib/session.ts'
import { usePreload } from '#src/lib/preload.ts'
import { usePrefersReducedMotion } from '#src/lib/use-reduced-motion.ts'

/**
 * The school's own loop (made by the server's seed-assets script): a pizza turning before
 * a glowing oven, on the right, with no text in the footage, since the headline is written
 * over it. A course preview carries its own titles and cannot go behind the headline.
 */
export const HERO_VIDEO = {
  src: '/hero/oven-loop.mp4',
  /** Shown before the video plays, and instead of it for people who prefer less motion. */
  poster: '/hero/oven-poster.webp',
}

const lightOutline =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-flour-100 ' +
  'px-7 text-lg font-semibold text-flour-50 transition-colors hover:bg-flour-50 hover:text-charcoal-900'

/** Runs `start` once the page and everything it shows have loaded and the browser is idle. */
function afterPageLoad(start: () => void): () => void {
  let handle: number | undefined
  const idle = () => {
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 0)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => {
    window.removeEventListener('load', idle)
    if (handle === undefined) return
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle)
    window.clearTimeout(handle)
  }
}

/** Plays the video, ignoring a refusal (a browser that blocks autoplay keeps the poster). */
function playQuietly(element: HTMLVideoElement) {
  // Some browsers (and test DOMs) answer play() with nothing instead of a promise.
  const playing = element.play() as Promise<void> | undefined
  void playing?.catch(() => undefined)
}

/** Visitors who asked their browser to save data keep the poster. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * The muted, looping video behind the hero, with a button to stop it (WCAG 2.2.2). The page
 * arrives with the poster only; the video (a few hundred KB) is fetched once the page has
 * loaded, so it never holds up the page's own text, images and scripts.
 */
function BackgroundVideo() {
  const { t } = useTranslation()
  const ref = useRef<HTMLVideoElement>(null)
  const [paused, setPaused] = useState(false)
  // Read by the start-up below, which must not play a video the visitor already paused.
  const pausedRef = useRef(false)
  useEffect(() => {
    if (savesData()) return
    return afterPageLoad(() => {
      const element = ref.current
      if (!element || element.getAttribute('src')) return
      element.src = HERO_VIDEO.src
      if (!pausedRef.current) playQuietly(element)
    })
  }, [])
  const toggle = () => {
    const element = ref.current
    if (!element) return
    if (paused) playQuietly(element)
    else element.pause()
    pausedRef.current = !paused
    setPaused(!paused)
  }
  return (
    <>
      <video
        ref={ref}
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        preload="none"
        poster={HERO_VIDEO.poster}
        className="absolute inset-0 -z-10 size-full object-cover opacity-60"
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-charcoal-900/70 text-flour-50 transition-colors hover:bg-charcoal-900"
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
        <span className="sr-only">
          {paused ? t('home.hero.playVideo') : t('home.hero.pauseVideo')}
        </span>
      </button>
    </>
  )
}

/** The opening of the home page: who we are, and where to start. */
export function HomeHero() {
  const { t } = useTranslation()
  const session = useSession()
  const reducedMotion = usePrefersReducedMotion()
  // The poster is the largest thing the page paints first: asked for with the stylesheet.
  usePreload({ href: HERO_VIDEO.poster, fetchPriority: 'high' })
  return (
    <section
      aria-labelledby="home-title"
      className="on-dark relative isolate flex min-h-[34rem] items-center overflow-hidden bg-charcoal-900 text-flour-50 sm:min-h-[38rem]"
    >
      {reducedMotion ? (
        <img
          src={HERO_VIDEO.poster}
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover opacity-60"
        />
      ) : (
        <BackgroundVideo />
      )}
      {/* Dark behind the words whatever the footage shows: text keeps WCAG AA contrast. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-charcoal-900/70 sm:bg-transparent sm:bg-gradient-to-r sm:from-charcoal-900/90 sm:via-charcoal-900/70 sm:to-transparent"
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="flex max-w-2xl flex-col gap-6">
          <p className="text-sm font-semibold tracking-widest text-crust-300 uppercase">
            {t('pages.home.eyebrow')}
          </p>
          <h1
            id="home-title"
            className="text-display sm:text-display-lg font-bold text-flour-50 lg:text-6xl lg:leading-[1.05]"
          >
            {t('pages.home.title')}
          </h1>
          <p className="text-lg text-flour-200 sm:text-xl">{t('home.hero.lead')}</p>
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <Link to={paths.courses.getHref()} className={buttonClasses('primary', 'lg')}>
            {t('home.hero.courses')}
          </Link>
          {session.isLogged === false ? (
            <>
              <Link to={paths.login.getHref()} className={lightOutline}>
                {t('home.hero.login')}
              </Link>
              <Link
                to={paths.register.getHref()}
                className="inline-flex min-h-12 items-center justify-center rounded-full px-5 text-lg font-semibold text-flour-50 underline-offset-4 hover:underline"
              >
                {t('home.hero.register')}
              </Link>
            </>
          ) : (
            <Link to={paths.onlineCourses.getHref()} className={lightOutline}>
              {t('home.hero.onlineCourses')}
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}
