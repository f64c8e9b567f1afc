import { useState } from 'react'
import { CAPTION_LANGUAGES, type CaptionLanguage } from '@aula/contract/captions'

/*
 * The viewer's choices in the lesson player, kept in this browser for the next lesson and
 * the next visit (docs/product.md#player): speed, captions, autoplay of the next lesson.
 */

/** The speeds offered, slowest first. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const

/** Off, or the language of the captions shown. */
export type CaptionChoice = 'off' | CaptionLanguage

const KEYS = {
  speed: 'aula.player.speed',
  captions: 'aula.player.captions',
  autoplay: 'aula.player.autoplay',
} as const

// Storage may be refused (private windows, blocked cookies): the choice then lasts the page.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Kept for this page only.
  }
}

const isCaptionChoice = (value: string | null): value is CaptionChoice =>
  value === 'off' || CAPTION_LANGUAGES.some((language) => language === value)

export function usePlayerPreferences() {
  const [speed, setSpeed] = useState<number>(() => {
    const stored = Number(read(KEYS.speed))
    return SPEEDS.find((item) => item === stored) ?? 1
  })
  // null until the viewer chooses: the captions in the interface language, when there are.
  const [captions, setCaptions] = useState<CaptionChoice | null>(() => {
    const stored = read(KEYS.captions)
    return isCaptionChoice(stored) ? stored : null
  })
  const [autoplay, setAutoplay] = useState(() => read(KEYS.autoplay) !== 'off')

  return {
    speed,
    setSpeed: (value: number) => {
      setSpeed(value)
      write(KEYS.speed, String(value))
    },
    captions,
    setCaptions: (value: CaptionChoice) => {
      setCaptions(value)
      write(KEYS.captions, value)
    },
    autoplay,
    setAutoplay: (value: boolean) => {
      setAutoplay(value)
      write(KEYS.autoplay, value ? 'on' : 'off')
    },
  }
}

/**
 * The captions to show for a lesson that has `available`: the viewer's choice when the lesson
 * has it, else the interface language's when present, else none.
 */
export function activeCaptions(
  choice: CaptionChoice | null,
  available: readonly CaptionLanguage[],
  interfaceLanguage: string,
): CaptionChoice {
  if (choice === 'off') return 'off'
  if (choice && available.includes(choice)) return choice
  return available.find((language) => language === interfaceLanguage) ?? 'off'
}
