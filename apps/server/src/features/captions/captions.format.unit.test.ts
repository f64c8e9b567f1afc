import { describe, expect, it } from 'vitest'
import { CaptionMessages } from '@aula/contract/captions'
import { captionsToVtt } from './captions.format.ts'

const vttOf = (text: string) => captionsToVtt(Buffer.from(text))

/** The message an upload is refused with, whether on the field or as the answer's. */
function refusal(text: string | Buffer): string {
  try {
    captionsToVtt(Buffer.isBuffer(text) ? text : Buffer.from(text))
  } catch (error) {
    const fields = (error as { errors?: { message: string }[] }).errors
    return fields?.[0]?.message ?? (error as Error).message
  }
  throw new Error('accepted')
}

describe('captionsToVtt', () => {
  it('keeps WebVTT as it is, with its header text, cue settings and a last line ending', () => {
    expect(vttOf('WEBVTT - Lezione 1\n\n01:02.500 --> 01:04.000 line:0\nCiao')).toBe(
      'WEBVTT - Lezione 1\n\n01:02.500 --> 01:04.000 line:0\nCiao\n',
    )
  })

  it('turns SubRip into WebVTT: Windows line ends, short hours, coordinates dropped', () => {
    const srt =
      '\r\n1\r\n0:00:01,000 --> 0:00:02,000 X1:10 X2:20 Y1:5 Y2:9\r\n<i>Uno</i>\r\n\r\n2\r\n10:00:03,000-->10:00:04,250\r\nDue\r\n'
    expect(vttOf(srt)).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\n<i>Uno</i>\n\n2\n10:00:03.000 --> 10:00:04.250\nDue\n',
    )
  })

  it('refuses what is not captions, not UTF-8 or has no timed line', () => {
    expect(refusal('1\nCiao\n')).toBe(CaptionMessages.notCaptions)
    expect(refusal(' WEBVTT\n\n00:01.000 --> 00:02.000\nA\n')).toBe(CaptionMessages.notCaptions)
    expect(refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBe(
      CaptionMessages.notCaptions,
    )
    expect(refusal(Buffer.from('WEBVTT\n\nCaff\xe8\n', 'latin1'))).toBe(CaptionMessages.notUtf8)
    expect(refusal('WEBVTT\n\n00:01.000 --> 00:02\nA\n')).toBe(CaptionMessages.noCues)
    expect(refusal('WEBVTT')).toBe(CaptionMessages.noCues)
  })
})
