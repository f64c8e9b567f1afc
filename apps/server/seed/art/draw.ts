/*
 * Flat illustrations of the demo content, drawn as SVG and rasterised by sharp at seed time,
 * so the repository carries no bitmaps and every course, article, topic and trainer gets
 * its own picture. Everything is deterministic: the same seed draws the same picture.
 */

export const PALETTE = {
  cream: '#FFF4E0',
  paper: '#FBEBD0',
  tomato: '#D9412B',
  deepRed: '#A8281B',
  basil: '#3E8E41',
  darkBasil: '#2C6B30',
  mozzarella: '#FFF9EE',
  crust: '#E3A857',
  crustDark: '#C67B3A',
  char: '#5A3320',
  brick: '#B5562F',
  brickDark: '#8E3F22',
  wood: '#B07444',
  woodDark: '#8A5530',
  ink: '#3B2A20',
  mustard: '#F2B134',
  terracotta: '#E07A4F',
  olive: '#6B7F3A',
  sky: '#F7D9A8',
  flour: '#FFFDF7',
} as const

/** A small seeded generator (mulberry32): the same seed gives the same picture every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Rnd = () => number
export const f = (n: number) => Math.round(n * 10) / 10
export const between = (rnd: Rnd, min: number, max: number) => min + (max - min) * rnd()
export const pick = <T>(rnd: Rnd, items: readonly T[]): T =>
  items[Math.floor(rnd() * items.length)]!

/** A closed, smooth, slightly irregular outline around (cx, cy). */
export function blob(
  cx: number,
  cy: number,
  r: number,
  rnd: Rnd,
  points = 8,
  wobble = 0.22,
): string {
  const pts: [number, number][] = []
  const turn = rnd() * Math.PI * 2
  for (let i = 0; i < points; i++) {
    const a = turn + (i / points) * Math.PI * 2
    const rr = r * (1 - wobble / 2 + wobble * rnd())
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr])
  }
  const mid = (i: number) => {
    const p = pts[i % points]!
    const q = pts[(i + 1) % points]!
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as const
  }
  const start = mid(0)
  let d = `M${f(start[0])},${f(start[1])}`
  for (let i = 1; i <= points; i++) {
    const p = pts[i % points]!
    const m = mid(i)
    d += ` Q${f(p[0])},${f(p[1])} ${f(m[0])},${f(m[1])}`
  }
  return `${d} Z`
}

export function leaf(
  x: number,
  y: number,
  size: number,
  angle: number,
  fill: string = PALETTE.basil,
) {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(angle)}) scale(${f(size / 40)})">
    <path d="M0,0 C12,-16 34,-14 44,0 C34,14 12,16 0,0 Z" fill="${fill}"/>
    <path d="M2,0 L40,0" stroke="${PALETTE.darkBasil}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>
  </g>`
}

export function label(
  x: number,
  y: number,
  text: string,
  size: number,
  fill: string = PALETTE.ink,
  weight = 'bold',
) {
  return `<text x="${f(x)}" y="${f(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="${weight}" font-size="${f(size)}" fill="${fill}" text-anchor="middle">${text}</text>`
}

export function tag(x: number, y: number, text: string, color: string) {
  const w = text.length * 30 + 70
  return `<g><rect x="${f(x - w / 2)}" y="${f(y - 48)}" width="${f(w)}" height="72" rx="36" fill="${color}"/>${label(x, y + 4, text, 42, '#fff')}</g>`
}
