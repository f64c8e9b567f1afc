import {
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import type { Topic } from '@aula/contract/topics'
import { paths } from '#src/config/paths.ts'
import {
  ArrowRightIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '#src/components/ui/catalog-icons.tsx'
import { ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { usePrefersReducedMotion } from '#src/lib/use-reduced-motion.ts'
import { useTopics } from '#src/features/topics/api/get-topics.ts'

/** One step every 5 seconds, 370 px per step (a 350 px slide and its 20 px gap). */
export const SLIDE_INTERVAL_MS = 5000
export const SLIDE_STEP_PX = 370
const SLIDE_GAP_PX = 20
/** The page's side padding on phones, where a whole slide must still fit. */
const PAGE_PADDING_PX = 32

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** Narrow phones get narrower slides, so one always shows whole; the step follows. */
function useSlideStep() {
  const viewport = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 1024,
  )
  const width = Math.min(SLIDE_STEP_PX - SLIDE_GAP_PX, viewport - PAGE_PADDING_PX)
  return { width, step: width + SLIDE_GAP_PX }
}

const coursesOfCategory = (title: string) =>
  `${paths.courses.getHref()}?${new URLSearchParams({ categoria: title }).toString()}`

/**
 * Whether focus arrived by keyboard. A slide focused by Tab is brought into view; a click
 * must not move the row, or the button under the pointer slides away mid-click.
 */
function cameByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

function Slide({
  topic,
  width,
  label,
  onFocus,
  actions,
}: {
  topic: Topic
  width: number
  label?: string
  onFocus?: () => void
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <div
      role={label ? 'group' : undefined}
      aria-roledescription={label ? t('slideshow.slide') : undefined}
      aria-label={label}
      onFocus={(event) => {
        if (cameByKeyboard(event.target)) onFocus?.()
      }}
      style={{ width }}
      className="group relative flex shrink-0 flex-col overflow-hidden rounded-3xl border border-flour-300 bg-flour-50 shadow-sm"
    >
      <div className="aspect-[3/2] overflow-hidden bg-flour-200">
        <ResponsiveImage
          image={topic.image}
          placeholder={placeholderImages.course}
          alt=""
          sizes="22rem"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={titleId} className="text-xl font-bold">
          {topic.title}
        </h3>
        {topic.description ? (
          <p className="line-clamp-3 text-sm text-charcoal-700">{topic.description}</p>
        ) : null}
        <Link
          to={coursesOfCategory(topic.title)}
          aria-describedby={titleId}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start font-semibold text-tomato-700 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {t('slideshow.seeCourses')}
          <ArrowRightIcon className="size-4" />
        </Link>
        {actions ? <div className="relative z-10">{actions}</div> : null}
      </div>
    </div>
  )
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-charcoal-800 ' +
  'text-charcoal-800 transition-colors hover:bg-charcoal-800 hover:text-flour-100'

/**
 * The categories move by one slide every 5 seconds and start again after the last
 * (docs/product.md#screens). Pointing at or focusing a slide holds it still, a button
 * stops and restarts the movement, and nothing moves by itself for people who asked for
 * reduced motion.
 */
function Slideshow({
  topics,
  actions,
}: {
  topics: readonly Topic[]
  actions?: (topic: Topic) => ReactNode
}) {
  const { t } = useTranslation()
  const count = topics.length
  const { width, step } = useSlideStep()
  const reducedMotion = usePrefersReducedMotion()
  const [position, setPosition] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  /** The person's own choice through the button; until then reduced motion decides. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const running = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play'
  const moving = running && !hovered && !focused && count > 1
  const current = count > 0 ? position % count : 0

  useEffect(() => {
    if (!moving) return
    const timer = setInterval(
      () => setPosition((previous) => (previous + 1) % count),
      SLIDE_INTERVAL_MS,
    )
    return () => clearInterval(timer)
  }, [moving, count])

  const show = (index: number) => setPosition(((index % count) + count) % count)
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <div
      role="region"
      aria-roledescription={t('slideshow.carousel')}
      aria-label={t('slideshow.label')}
      className="flex flex-col gap-5"
    >
      <div
        className="-m-2 overflow-hidden p-2"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => {
          setFocused(true)
          // Focus scrolls a hidden slide into view; the movement below does that instead.
          event.currentTarget.scrollLeft = 0
        }}
        onBlur={leaveFocus}
      >
        <div
          aria-live={moving ? 'off' : 'polite'}
          className="flex transition-transform duration-700 ease-out"
          style={{ gap: SLIDE_GAP_PX, transform: `translateX(-${current * step}px)` }}
        >
          {topics.map((topic, index) => (
            <Slide
              key={topic.id}
              topic={topic}
              width={width}
              label={t('slideshow.slideLabel', { index: index + 1, count })}
              onFocus={() => show(index)}
              actions={actions?.(topic)}
            />
          ))}
          {/* A second, hidden run fills the space after the last slide before the wrap. */}
          {count > 1 ? (
            <div aria-hidden="true" inert className="flex" style={{ gap: SLIDE_GAP_PX }}>
              {topics.map((topic) => (
                <Slide key={topic.id} topic={topic} width={width} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
      {count > 1 ? (
        <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-between">
          <div role="group" aria-label={t('slideshow.dots')} className="flex flex-wrap gap-1">
            {topics.map((topic, index) => (
              <button
                key={topic.id}
                type="button"
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('slideshow.goTo', { index: index + 1, title: topic.title })}
                onClick={() => show(index)}
                className="group/dot inline-flex size-8 items-center justify-center rounded-full"
              >
                <span className="block size-3 rounded-full bg-flour-300 transition-all group-hover/dot:bg-charcoal-500 group-aria-[current=true]/dot:w-7 group-aria-[current=true]/dot:bg-tomato-600" />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <button type="button" onClick={() => show(current - 1)} className={roundButton}>
              <ChevronLeftIcon />
              <span className="sr-only">{t('slideshow.previous')}</span>
            </button>
            <button
              type="button"
              onClick={() => setChoice(running ? 'pause' : 'play')}
              className={roundButton}
            >
              {running ? <PauseIcon /> : <PlayIcon />}
              <span className="sr-only">
                {running ? t('slideshow.pause') : t('slideshow.play')}
              </span>
            </button>
            <button type="button" onClick={() => show(current + 1)} className={roundButton}>
              <ChevronRightIcon />
              <span className="sr-only">{t('slideshow.next')}</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** The home page's category slideshow, from GET /get/topics/. */
export function CategorySlideshow({ actions }: { actions?: (topic: Topic) => ReactNode }) {
  const topics = useTopics()
  if (topics.data) {
    if (topics.data.length === 0) return null
    return <Slideshow topics={topics.data} actions={actions} />
  }
  if (topics.isError) {
    return (
      <ErrorState
        error={topics.error}
        onRetry={() => void topics.refetch()}
        retrying={topics.isFetching}
      />
    )
  }
  return <LoadingCards count={3} />
}
