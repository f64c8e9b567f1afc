/*
 * Makes the demo video clips committed under apps/server/seed-assets/videos/: one preview
 * and one clip per lesson of every demo video course, from synthetic sources only (an
 * ffmpeg gradient, a pizza drawn as SVG and turned by ffmpeg, the lesson title in DejaVu
 * Sans). The app never runs ffmpeg: it only reads these files.
 *
 * Run from apps/server: npm run seed-assets   (needs ffmpeg and fonts-dejavu)
 * Clips are H.264 baseline + silent AAC in MP4 with the index up front (+faststart), so a
 * browser starts playing before the download ends; 640x360, 6–10 s, well under 1 MB.
 *
 * It also makes the home page's hero loop and its poster, in apps/web/public/hero/: a pizza
 * turning in front of a glowing oven, with no text at all, since the headline is written over
 * it; the pizza stays on the right, clear of the headline. `npm run seed-assets -- hero`
 * makes only those.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { pizza } from '#seed/art/food.ts'
import { ONLINE_COURSES } from '#seed/content/online-courses.ts'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const OUT_DIR = path.resolve(HERE, '../seed-assets/videos')
const HERO_DIR = path.resolve(HERE, '../../web/public/hero')
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

/** A dark oven with its fire and embers glowing on the right, behind the pizza. */
function ovenSvg(width: number, height: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1f1b19"/><stop offset="1" stop-color="#2b2623"/>
      </linearGradient>
      <radialGradient id="fire" cx="0.78" cy="0.62" r="0.55">
        <stop offset="0" stop-color="#912018"/><stop offset="1" stop-color="#912018" stop-opacity="0"/>
      </radialGradient>
      <radialGradient id="embers" cx="0.86" cy="0.86" r="0.4">
        <stop offset="0" stop-color="#e8b04b" stop-opacity="0.8"/>
        <stop offset="1" stop-color="#e8b04b" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <rect width="100%" height="100%" fill="url(#fire)"/>
    <rect width="100%" height="100%" fill="url(#embers)"/>
  </svg>`
}

/** A soft flame light that sways over the oven, drawn bigger than its travel. */
function flameSvg(size: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="g" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f2b134" stop-opacity="0.35"/>
      <stop offset="0.6" stop-color="#d9412b" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#d9412b" stop-opacity="0"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`
}

const HERO = { width: 1280, height: 720, seconds: 16, pizza: 460, cx: 1000, cy: 380, flame: 700 }

/** The home hero's loop: seamless (the pizza turns once, the light sways once), no text. */
async function makeHeroLoop(tmp: string) {
  fs.mkdirSync(HERO_DIR, { recursive: true })
  const { width, height, seconds: d, pizza: size, cx, cy, flame } = HERO
  const oven = path.join(tmp, 'hero-oven.png')
  const light = path.join(tmp, 'hero-flame.png')
  const pizzaPng = path.join(tmp, 'hero-pizza.png')
  await sharp(Buffer.from(ovenSvg(width, height)))
    .png()
    .toFile(oven)
  await sharp(Buffer.from(flameSvg(flame)))
    .png()
    .toFile(light)
  const r = size * 0.45
  const pizzaSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${pizza(size / 2, size / 2, r, 'margherita', 1234)}</svg>`
  await sharp(Buffer.from(pizzaSvg)).png().toFile(pizzaPng)

  const px = cx - size / 2
  const py = cy - size / 2
  const turn = `2*PI*t/${d}`
  // The light's centre circles slowly around the pizza's, once per loop.
  const fx = `${cx - flame / 2}+60*cos(${turn})`
  const fy = `${cy - flame / 2}+30*sin(2*${turn})`
  const graph = [
    `[1:v]format=rgba[fl]`,
    `[0:v][fl]overlay=x='${fx}':y='${fy}':shortest=1[lit]`,
    `[2:v]format=rgba,rotate=a='${turn}':c=none:ow=iw:oh=ih[pz]`,
    `[lit][pz]overlay=x=${px}:y=${py}:shortest=1,format=yuv420p[v]`,
  ].join(';')
  const video = path.join(HERO_DIR, 'oven-loop.mp4')
  const still = ['-loop', '1', '-framerate', '25', '-t', String(d), '-i']
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...[...still, oven, ...still, light, ...still, pizzaPng],
      ...['-filter_complex', graph, '-map', '[v]', '-an', '-t', String(d)],
      ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '30'],
      ...['-maxrate', '500k', '-bufsize', '1000k', '-g', '50'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', video],
    ],
    { stdio: 'inherit' },
  )
  const bytes = fs.statSync(video).size
  if (bytes > MAX_CLIP_BYTES) throw new Error(`oven-loop.mp4 is ${bytes} bytes, over 1 MB`)

  // The first frame, for the poster and for people who prefer less motion.
  const poster = path.join(HERO_DIR, 'oven-poster.webp')
  const flameAt0 = { left: cx - flame / 2 + 60, top: cy - flame / 2 }
  await sharp(oven)
    .composite([
      { input: light, ...flameAt0 },
      { input: pizzaPng, left: px, top: py },
    ])
    .webp({ quality: 78 })
    .toFile(poster)
  console.log(
    `hero: oven-loop.mp4 ${d} s ${(bytes / 1024).toFixed(0)} KB, ` +
      `oven-poster.webp ${(fs.statSync(poster).size / 1024).toFixed(0)} KB`,
  )
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-seed-assets-'))
  try {
    await makeHeroLoop(tmp)
    if (process.argv[2] === 'hero') return
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
