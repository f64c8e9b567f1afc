/*
 * Makes the demo video clips committed under apps/server/seed-assets/videos/: one preview
 * and one clip per lesson of every demo video course, from synthetic sources only (an
 * ffmpeg gradient, a pizza drawn as SVG and turned by ffmpeg, the lesson title in DejaVu
 * Sans). The app never runs ffmpeg: it only reads these files.
 *
 * Run from apps/server: npm run seed-assets   (needs ffmpeg and fonts-dejavu)
 * Clips are H.264 baseline + silent AAC in MP4 with the index up front (+faststart), so a
 * browser starts playing before the download ends; 640x360, 6–10 s, well under 1 MB.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { pizza } from '#src/db/seed/illustrations.ts'
import { ONLINE_COURSES } from '#src/db/seed/content/online-courses.ts'

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed-assets/videos')
const FONT_DIR = '/usr/share/fonts/truetype/dejavu'
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf')
const MAX_CLIP_BYTES = 1024 * 1024

/** Breaks a title into lines that fit the text panel beside the pizza. */
function wrap(text: string, max = 17): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines.join('\n')
}

async function renderPizza(kind: Parameters<typeof pizza>[3], seed: number, file: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="260" viewBox="0 0 260 260">${pizza(130, 126, 118, kind, seed)}</svg>`
  await sharp(Buffer.from(svg)).png().toFile(file)
}

interface Clip {
  file: string
  kicker: string
  title: string
  course: string
  seconds: number
  colors: [string, string]
  pizzaPng: string
}

function makeClip(clip: Clip, tmp: string) {
  const titleFile = path.join(tmp, `${clip.file}.title.txt`)
  const kickerFile = path.join(tmp, `${clip.file}.kicker.txt`)
  const courseFile = path.join(tmp, `${clip.file}.course.txt`)
  fs.writeFileSync(titleFile, wrap(clip.title))
  fs.writeFileSync(kickerFile, clip.kicker)
  fs.writeFileSync(courseFile, clip.course)
  const d = clip.seconds
  const hex = (c: string) => `0x${c.replace('#', '')}`
  const fade = (from: number) => `'if(lt(t,${from}),0,min(1,(t-${from})/0.6))'`
  const graph = [
    // a slow pan of the background gradient, with a darker panel for the text
    `[0:v]drawbox=x=0:y=0:w=380:h=ih:color=black@0.28:t=fill[bg]`,
    // the pizza turns a little over the clip
    `[1:v]format=rgba,rotate=a='t*0.25':c=none:ow=iw:oh=ih[pz]`,
    `[bg][pz]overlay=x=W-w-40:y=(H-h)/2:shortest=1[v1]`,
    `[v1]drawtext=fontfile=${BOLD}:textfile=${kickerFile}:fontsize=22:fontcolor=0xF2B134:x=36:y=88:alpha=${fade(0.1)},` +
      `drawtext=fontfile=${BOLD}:textfile=${titleFile}:fontsize=32:line_spacing=10:fontcolor=white:x=36:y=128:alpha=${fade(0.5)},` +
      `drawtext=fontfile=${REGULAR}:textfile=${courseFile}:fontsize=15:fontcolor=white@0.9:x=36:y=H-52[v2]`,
    // a progress line along the bottom edge
    `color=c=0xFFF4E0:s=640x6:r=25[bar]`,
    `[v2][bar]overlay=x='-W+W*t/${d}':y=H-6:shortest=1,format=yuv420p[v]`,
  ].join(';')
  const out = path.join(OUT_DIR, clip.file)
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `gradients=s=640x360:r=25:d=${d}:speed=0.008:c0=${hex(clip.colors[0])}:c1=${hex(clip.colors[1])}:x0=0:y0=0:x1=640:y1=360`,
      '-loop',
      '1',
      '-framerate',
      '25',
      '-t',
      String(d),
      '-i',
      clip.pizzaPng,
      '-f',
      'lavfi',
      '-t',
      String(d),
      '-i',
      'anullsrc=r=44100:cl=mono',
      '-filter_complex',
      graph,
      '-map',
      '[v]',
      '-map',
      '2:a',
      '-t',
      String(d),
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-level',
      '3.0',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-maxrate',
      '400k',
      '-bufsize',
      '800k',
      '-g',
      '50',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-metadata',
      `title=${clip.kicker} – ${clip.title}`,
      out,
    ],
    { stdio: 'inherit' },
  )
  const size = fs.statSync(out).size
  if (size > MAX_CLIP_BYTES) throw new Error(`${clip.file} is ${size} bytes, over 1 MB`)
  console.log(
    `${clip.file.padEnd(30)} ${String(d).padStart(2)} s ${(size / 1024).toFixed(0).padStart(5)} KB`,
  )
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-seed-assets-'))
  try {
    for (const [c, course] of ONLINE_COURSES.entries()) {
      const pizzaPng = path.join(tmp, `pizza-${c}.png`)
      await renderPizza(course.pizza, 900 + c, pizzaPng)
      const base = { course: course.title, colors: course.colors, pizzaPng }
      makeClip(
        {
          ...base,
          file: course.preview.clip,
          kicker: 'Anteprima del corso',
          title: course.title,
          seconds: 10,
        },
        tmp,
      )
      for (const [i, lesson] of course.lessons.entries()) {
        makeClip(
          {
            ...base,
            file: lesson.clip,
            kicker: `Lezione ${i + 1}`,
            title: lesson.title,
            // 6 to 10 seconds, so the durations shown in the player differ
            seconds: 6 + ((i * 3 + c) % 5),
          },
          tmp,
        )
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

await main()
