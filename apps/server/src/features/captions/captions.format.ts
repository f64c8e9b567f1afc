import { CaptionMessages } from '@aula/contract/captions'
import { FieldsError, HttpError } from '#src/lib/http-error.ts'

/*
 * Reading an uploaded captions file (docs/product.md#player): WebVTT is kept as it is,
 * SubRip is turned into WebVTT, anything else is refused with the message the form shows.
 */

/** `WEBVTT` alone, or followed by a space or a tab and any text. */
const VTT_HEADER = /^WEBVTT(?:[ \t][^\n]*)?$/
/** A WebVTT timestamp: hours optional, then minutes, seconds and milliseconds. */
const VTT_TIME = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`
const VTT_TIMING = new RegExp(String.raw`^${VTT_TIME}[ \t]+-->[ \t]+${VTT_TIME}(?:[ \t][^\n]*)?$`)
/** A SubRip timing line; players add coordinates after it, which WebVTT does not take. */
const SRT_TIMING =
  /^(\d{1,3}:[0-5]\d:[0-5]\d)[,.](\d{3})[ \t]*-->[ \t]*(\d{1,3}:[0-5]\d:[0-5]\d)[,.](\d{3})\b.*$/
const CUE_NUMBER = /^\d+$/

/** A 400 on the form's `captions` field. */
const refused = (message: string) => new FieldsError([{ path: 'captions', message }])

/** The file's text: UTF-8 without a byte order mark, lines ending in \n. */
function textOf(bytes: Buffer): string {
  // A zero byte is in pictures and programs, never in a text file.
  if (bytes.includes(0)) throw new HttpError(415, CaptionMessages.notCaptions)
  let text: string
  try {
    // Strips a leading BOM and throws on bytes that are not UTF-8.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw refused(CaptionMessages.notUtf8)
  }
  return text.replace(/\r\n?/g, '\n')
}

/** Whether the text reads as SubRip: its first block is a cue number and a timing line. */
function isSubRip(lines: string[]): boolean {
  const first = lines.findIndex((line) => line.trim() !== '')
  return (
    first !== -1 &&
    CUE_NUMBER.test(lines[first]!.trim()) &&
    SRT_TIMING.test((lines[first + 1] ?? '').trim())
  )
}

/** A two-digit hour for WebVTT (`1:02:03` → `01:02:03`). */
const twoDigitHours = (time: string) => (time.length < 8 ? `0${time}` : time)

/** SubRip as WebVTT: a header, and timings with a dot before the milliseconds. */
function subRipToVtt(lines: string[]): string {
  const body = lines.map((line) => {
    const timing = SRT_TIMING.exec(line.trim())
    if (!timing) return line
    const [, start, startMs, end, endMs] = timing
    return `${twoDigitHours(start!)}.${startMs} --> ${twoDigitHours(end!)}.${endMs}`
  })
  while (body.length && body[0]!.trim() === '') body.shift()
  return `WEBVTT\n\n${body.join('\n').trimEnd()}\n`
}

/**
 * The WebVTT text of an uploaded captions file: 400 when it is not UTF-8 or has no timed
 * line, 415 when it is neither WebVTT nor SubRip.
 */
export function captionsToVtt(bytes: Buffer): string {
  const text = textOf(bytes)
  const lines = text.split('\n')
  let vtt: string
  if (VTT_HEADER.test(lines[0] ?? '')) vtt = text.endsWith('\n') ? text : `${text}\n`
  else if (isSubRip(lines)) vtt = subRipToVtt(lines)
  else throw new HttpError(415, CaptionMessages.notCaptions)
  if (!vtt.split('\n').some((line) => VTT_TIMING.test(line.trim()))) {
    throw refused(CaptionMessages.noCues)
  }
  return vtt
}
