import { useEffect, useState, type RefObject } from 'react'
import type { PlayerLesson } from '@aula/contract/lessons'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { speedLabel } from '../components/player-controls.tsx'
import {
  activeCaptions,
  SPEEDS,
  usePlayerPreferences,
  type CaptionChoice,
} from './use-player-preferences.ts'
import { usePlayerShortcuts } from './use-player-shortcuts.ts'

/** Plays the video, ignoring a refusal (a browser that blocks autoplay keeps it paused). */
export function playQuietly(video: HTMLVideoElement) {
  // Some browsers (and test DOMs) answer play() with nothing instead of a promise.
  const playing = video.play() as Promise<void> | undefined
  void playing?.catch(() => undefined)
}

/**
 * What the viewer sets on the lesson's video (captions, speed, through the controls or the
 * keyboard), applied to the element and said to screen readers.
 */
export function usePlayerCommands(
  videoRef: RefObject<HTMLVideoElement | null>,
  areaRef: RefObject<HTMLElement | null>,
  lesson: PlayerLesson | undefined,
) {
  const { t, i18n } = useTranslation()
  const preferences = usePlayerPreferences()
  const [announcement, setAnnouncement] = useState('')
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const languages = (lesson?.captions ?? []).map((caption) => caption.language)
  const captions = activeCaptions(preferences.captions, languages, i18n.language)
  const lessonId = lesson?.id
  const { speed } = preferences

  // The browser shows the track whose mode is "showing"; the others stay loaded but hidden.
  useEffect(() => {
    const tracks = videoRef.current?.textTracks
    if (!tracks) return
    for (const track of Array.from(tracks)) {
      track.mode = track.language === captions ? 'showing' : 'disabled'
    }
  }, [videoRef, captions, lessonId])

  // A new source starts at the default rate: both are set, for this lesson and the next.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    video.defaultPlaybackRate = speed
    video.playbackRate = speed
  }, [videoRef, speed, lessonId])

  const captionsName = (choice: CaptionChoice) =>
    choice === 'off' ? t('lessons.captionsOff') : t(`lessons.captionLanguage.${choice}`)

  const changeCaptions = (choice: CaptionChoice) => {
    preferences.setCaptions(choice)
    setAnnouncement(t('lessons.captionsAnnounced', { captions: captionsName(choice) }))
  }

  const changeSpeed = (value: number) => {
    preferences.setSpeed(value)
    setAnnouncement(t('lessons.speedAnnounced', { speed: speedLabel(value, i18n.language) }))
  }

  const stepSpeed = (step: 1 | -1) => {
    const at = SPEEDS.findIndex((item) => item === speed)
    const next = SPEEDS[Math.min(Math.max(at + step, 0), SPEEDS.length - 1)]!
    changeSpeed(next)
  }

  // Each action gets the video shown when the key is pressed.
  usePlayerShortcuts(areaRef, videoRef, {
    togglePlay: (video) => (video.paused ? playQuietly(video) : video.pause()),
    seekBy: (video, seconds) => {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity
      video.currentTime = Math.min(Math.max(video.currentTime + seconds, 0), end)
    },
    toggleMute: (video) => {
      video.muted = !video.muted
      setAnnouncement(t(video.muted ? 'lessons.muted' : 'lessons.unmuted'))
    },
    toggleFullscreen: (video) => {
      // Missing (iOS Safari) or refused: the page stays as it is.
      const change = document.fullscreenElement
        ? document.exitFullscreen?.()
        : video.requestFullscreen?.()
      void change?.catch(() => undefined)
    },
    toggleCaptions: () => {
      if (languages.length === 0) {
        setAnnouncement(t('lessons.noCaptions'))
        return
      }
      if (captions !== 'off') {
        changeCaptions('off')
        return
      }
      const chosen = languages.find((language) => language === i18n.language) ?? languages[0]!
      changeCaptions(chosen)
    },
    faster: () => stepSpeed(1),
    slower: () => stepSpeed(-1),
    showShortcuts: () => setShortcutsOpen(true),
  })

  return {
    preferences,
    languages,
    captions,
    changeCaptions,
    changeSpeed,
    announcement,
    shortcutsOpen,
    setShortcutsOpen,
  }
}
