import { useEffect, useRef, type RefObject } from 'react'

/** What the keyboard can ask of the player. */
export interface PlayerActions {
  togglePlay: (video: HTMLVideoElement) => void
  seekBy: (video: HTMLVideoElement, seconds: number) => void
  toggleMute: (video: HTMLVideoElement) => void
  toggleFullscreen: (video: HTMLVideoElement) => void
  toggleCaptions: () => void
  faster: () => void
  slower: () => void
  showShortcuts: () => void
}

/** The keys, as the shortcuts dialog lists them ('space' is translated, lessons.shortcuts). */
export const SHORTCUTS = [
  { keys: ['space', 'K'], action: 'playPause' },
  { keys: ['J'], action: 'back10' },
  { keys: ['L'], action: 'forward10' },
  { keys: ['←'], action: 'back5' },
  { keys: ['→'], action: 'forward5' },
  { keys: ['M'], action: 'mute' },
  { keys: ['F'], action: 'fullscreen' },
  { keys: ['C'], action: 'captions' },
  { keys: ['Shift + .'], action: 'faster' },
  { keys: ['Shift + ,'], action: 'slower' },
  { keys: ['?'], action: 'help' },
] as const

/** Where a key belongs to what is being typed or chosen, not to the player. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target.matches('input, textarea, select')
}

/** The action of a key press, or undefined when the player leaves it alone. */
function actionOf(
  event: KeyboardEvent,
  actions: PlayerActions,
  video: HTMLVideoElement,
): (() => void) | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined
  // Shift+. and Shift+, by their place on the keyboard, whatever they print (":" and ";" on
  // an Italian one).
  if (event.shiftKey && (event.code === 'Period' || event.key === '>')) return actions.faster
  if (event.shiftKey && (event.code === 'Comma' || event.key === '<')) return actions.slower
  switch (event.key.toLowerCase()) {
    case ' ':
    case 'k':
      return () => actions.togglePlay(video)
    case 'j':
      return () => actions.seekBy(video, -10)
    case 'l':
      return () => actions.seekBy(video, 10)
    case 'arrowleft':
      return () => actions.seekBy(video, -5)
    case 'arrowright':
      return () => actions.seekBy(video, 5)
    case 'm':
      return () => actions.toggleMute(video)
    case 'f':
      return () => actions.toggleFullscreen(video)
    case 'c':
      return actions.toggleCaptions
    case '?':
      return actions.showShortcuts
    default:
      return undefined
  }
}

/**
 * The player's keyboard shortcuts, while the focus is inside `area` (the video and its
 * controls) and never while typing or choosing in a field. A button keeps Space to itself.
 */
export function usePlayerShortcuts(
  area: RefObject<HTMLElement | null>,
  video: RefObject<HTMLVideoElement | null>,
  actions: PlayerActions,
) {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  useEffect(() => {
    const element = area.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => {
      const shown = video.current
      if (!shown || event.defaultPrevented || isTyping(event.target)) return
      const onControl = event.target instanceof HTMLElement && event.target.matches('button, a')
      if (onControl && (event.key === ' ' || event.key === 'Enter')) return
      const action = actionOf(event, latest.current, shown)
      if (!action) return
      event.preventDefault()
      action()
    }
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  })
}
