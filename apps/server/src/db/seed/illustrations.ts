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

type Rnd = () => number
const f = (n: number) => Math.round(n * 10) / 10
const between = (rnd: Rnd, min: number, max: number) => min + (max - min) * rnd()
const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!

/** A closed, smooth, slightly irregular outline around (cx, cy). */
function blob(cx: number, cy: number, r: number, rnd: Rnd, points = 8, wobble = 0.22): string {
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

function leaf(x: number, y: number, size: number, angle: number, fill: string = PALETTE.basil) {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(angle)}) scale(${f(size / 40)})">
    <path d="M0,0 C12,-16 34,-14 44,0 C34,14 12,16 0,0 Z" fill="${fill}"/>
    <path d="M2,0 L40,0" stroke="${PALETTE.darkBasil}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>
  </g>`
}

// --- food -------------------------------------------------------------------------------

export type PizzaKind = 'margherita' | 'marinara' | 'diavola' | 'funghi' | 'capricciosa' | 'bianca'

/** A round pizza seen from above, with a leopard-spotted cornicione. */
export function pizza(cx: number, cy: number, r: number, kind: PizzaKind, seed: number): string {
  const rnd = rng(seed)
  const id = `p${seed}`
  const parts: string[] = []
  parts.push(`<defs><radialGradient id="${id}c" cx="50%" cy="45%" r="55%">
      <stop offset="70%" stop-color="${PALETTE.crust}"/><stop offset="100%" stop-color="${PALETTE.crustDark}"/>
    </radialGradient></defs>`)
  parts.push(
    `<ellipse cx="${f(cx + r * 0.06)}" cy="${f(cy + r * 0.1)}" rx="${f(r * 1.02)}" ry="${f(r * 0.98)}" fill="#000" opacity="0.16"/>`,
  )
  parts.push(`<path d="${blob(cx, cy, r, rnd, 18, 0.06)}" fill="url(#${id}c)"/>`)
  for (let i = 0; i < 16; i++) {
    const a = rnd() * Math.PI * 2
    const rr = r * between(rnd, 0.86, 0.95)
    parts.push(
      `<ellipse cx="${f(cx + Math.cos(a) * rr)}" cy="${f(cy + Math.sin(a) * rr)}" rx="${f(r * between(rnd, 0.025, 0.05))}" ry="${f(r * 0.025)}" fill="${PALETTE.char}" opacity="0.75"/>`,
    )
  }
  const base = kind === 'bianca' ? '#F6E6C4' : PALETTE.tomato
  parts.push(`<path d="${blob(cx, cy, r * 0.8, rnd, 22, 0.07)}" fill="${base}"/>`)
  if (kind !== 'bianca') {
    parts.push(
      `<path d="${blob(cx - r * 0.1, cy - r * 0.1, r * 0.45, rnd, 10, 0.3)}" fill="#E25A3F" opacity="0.6"/>`,
    )
  }
  const spot = () => {
    const a = rnd() * Math.PI * 2
    const d = Math.sqrt(rnd()) * r * 0.62
    return [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as const
  }
  const cheese = kind === 'marinara' ? 0 : kind === 'bianca' ? 9 : 7
  for (let i = 0; i < cheese; i++) {
    const [x, y] = spot()
    parts.push(
      `<path d="${blob(x, y, r * between(rnd, 0.1, 0.16), rnd, 7, 0.35)}" fill="${PALETTE.mozzarella}"/>`,
    )
    parts.push(
      `<ellipse cx="${f(x - r * 0.03)}" cy="${f(y - r * 0.03)}" rx="${f(r * 0.03)}" ry="${f(r * 0.018)}" fill="#fff"/>`,
    )
  }
  if (kind === 'diavola') {
    for (let i = 0; i < 8; i++) {
      const [x, y] = spot()
      const s = r * 0.11
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${PALETTE.deepRed}"/>`)
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.82)}" fill="#C23A2A"/>`)
      for (let k = 0; k < 4; k++) {
        parts.push(
          `<circle cx="${f(x + between(rnd, -0.5, 0.5) * s)}" cy="${f(y + between(rnd, -0.5, 0.5) * s)}" r="${f(s * 0.12)}" fill="#F3B3A0"/>`,
        )
      }
    }
  }
  if (kind === 'funghi' || kind === 'capricciosa') {
    for (let i = 0; i < (kind === 'funghi' ? 9 : 5); i++) {
      const [x, y] = spot()
      const s = r * 0.08
      parts.push(`<g transform="translate(${f(x)},${f(y)}) rotate(${f(rnd() * 360)})">
        <path d="M${f(-s)},0 A${f(s)},${f(s * 0.8)} 0 0 1 ${f(s)},0 Z" fill="#C9A27E"/>
        <rect x="${f(-s * 0.3)}" y="0" width="${f(s * 0.6)}" height="${f(s * 0.8)}" rx="${f(s * 0.2)}" fill="#E6CBA8"/>
      </g>`)
    }
  }
  if (kind === 'capricciosa') {
    for (let i = 0; i < 4; i++) {
      const [x, y] = spot()
      parts.push(`<path d="${blob(x, y, r * 0.1, rnd, 6, 0.4)}" fill="#E9A3A0"/>`)
    }
    for (let i = 0; i < 3; i++) {
      const [x, y] = spot()
      parts.push(`<g transform="translate(${f(x)},${f(y)}) rotate(${f(rnd() * 360)})">
        ${[0, 1, 2, 3].map((k) => `<ellipse cx="0" cy="${f(-r * 0.05)}" rx="${f(r * 0.025)}" ry="${f(r * 0.06)}" transform="rotate(${k * 30 - 45})" fill="${PALETTE.olive}"/>`).join('')}
      </g>`)
    }
  }
  if (kind === 'capricciosa' || kind === 'marinara' || kind === 'bianca') {
    for (let i = 0; i < (kind === 'marinara' ? 3 : 6); i++) {
      const [x, y] = spot()
      const s = r * 0.035
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="none" stroke="#2B2422" stroke-width="${f(s * 0.7)}"/>`,
      )
    }
  }
  if (kind === 'marinara') {
    for (let i = 0; i < 7; i++) {
      const [x, y] = spot()
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.045)}" ry="${f(r * 0.03)}" transform="rotate(${f(rnd() * 180)} ${f(x)} ${f(y)})" fill="#F4EBD0"/>`,
      )
    }
    for (let i = 0; i < 40; i++) {
      const [x, y] = spot()
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.012)}" fill="${PALETTE.olive}"/>`)
    }
  }
  if (kind === 'margherita' || kind === 'bianca' || kind === 'funghi') {
    for (let i = 0; i < (kind === 'margherita' ? 5 : 3); i++) {
      const [x, y] = spot()
      parts.push(leaf(x, y, r * 0.16, rnd() * 360))
    }
  }
  // a thread of olive oil catches the light
  parts.push(
    `<path d="M${f(cx - r * 0.4)},${f(cy + r * 0.2)} q${f(r * 0.2)},${f(-r * 0.25)} ${f(r * 0.45)},${f(-r * 0.1)} t${f(r * 0.35)},${f(-r * 0.2)}" fill="none" stroke="#F8D77A" stroke-width="${f(r * 0.015)}" opacity="0.55" stroke-linecap="round"/>`,
  )
  return `<g>${parts.join('')}</g>`
}

export function tomato(cx: number, cy: number, r: number, rot = 0): string {
  return `<g transform="rotate(${f(rot)} ${f(cx)} ${f(cy)})">
    <ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.9)}" fill="${PALETTE.tomato}"/>
    <ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 0.22)}" ry="${f(r * 0.12)}" fill="#fff" opacity="0.35" transform="rotate(-30 ${f(cx - r * 0.35)} ${f(cy - r * 0.35)})"/>
    <path d="M${f(cx)},${f(cy - r * 0.85)} l${f(r * 0.3)},${f(-r * 0.1)} l${f(-r * 0.22)},${f(r * 0.2)} l${f(r * 0.05)},${f(r * 0.25)} l${f(-r * 0.13)},${f(-r * 0.2)} l${f(-r * 0.2)},${f(r * 0.15)} l${f(r * 0.08)},${f(-r * 0.25)} l${f(-r * 0.25)},${f(-r * 0.08)} Z" fill="${PALETTE.darkBasil}"/>
  </g>`
}

export function mozzarellaBall(cx: number, cy: number, r: number): string {
  return `<g>
    <ellipse cx="${f(cx + r * 0.08)}" cy="${f(cy + r * 0.12)}" rx="${f(r)}" ry="${f(r * 0.92)}" fill="#000" opacity="0.12"/>
    <ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.92)}" fill="${PALETTE.mozzarella}"/>
    <path d="M${f(cx - r * 0.2)},${f(cy - r * 0.9)} q${f(r * 0.1)},${f(-r * 0.2)} ${f(r * 0.3)},${f(-r * 0.05)}" stroke="#EFE3CC" stroke-width="${f(r * 0.12)}" fill="none" stroke-linecap="round"/>
    <ellipse cx="${f(cx - r * 0.4)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 0.25)}" ry="${f(r * 0.14)}" fill="#fff"/>
    <ellipse cx="${f(cx + r * 0.3)}" cy="${f(cy + r * 0.4)}" rx="${f(r * 0.5)}" ry="${f(r * 0.3)}" fill="#F1E6D2" opacity="0.6"/>
  </g>`
}

export function doughBall(cx: number, cy: number, r: number): string {
  return `<g>
    <ellipse cx="${f(cx)}" cy="${f(cy + r * 0.55)}" rx="${f(r * 1.05)}" ry="${f(r * 0.3)}" fill="#000" opacity="0.13"/>
    <path d="M${f(cx - r)},${f(cy + r * 0.5)} C${f(cx - r * 1.05)},${f(cy - r * 0.7)} ${f(cx + r * 1.05)},${f(cy - r * 0.7)} ${f(cx + r)},${f(cy + r * 0.5)} Z" fill="#F7E3C0"/>
    <path d="M${f(cx - r * 0.55)},${f(cy - r * 0.15)} C${f(cx - r * 0.4)},${f(cy - r * 0.45)} ${f(cx)},${f(cy - r * 0.5)} ${f(cx + r * 0.15)},${f(cy - r * 0.42)}" stroke="#fff" stroke-width="${f(r * 0.1)}" fill="none" stroke-linecap="round" opacity="0.8"/>
    <circle cx="${f(cx + r * 0.35)}" cy="${f(cy + r * 0.05)}" r="${f(r * 0.04)}" fill="#EAD2A6"/>
    <circle cx="${f(cx - r * 0.15)}" cy="${f(cy + r * 0.2)}" r="${f(r * 0.03)}" fill="#EAD2A6"/>
  </g>`
}

function flourDust(w: number, h: number, rnd: Rnd, count: number, color: string = PALETTE.flour) {
  let out = ''
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(between(rnd, 1.5, 5))}" fill="${color}" opacity="${f(between(rnd, 0.3, 0.8))}"/>`
  }
  return out
}

export function flourSack(x: number, y: number, s: number, label = 'FARINA'): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">
    <ellipse cx="100" cy="262" rx="110" ry="16" fill="#000" opacity="0.14"/>
    <path d="M20,60 C10,140 5,220 20,260 L180,260 C195,220 190,140 180,60 Z" fill="#EFE1C6"/>
    <path d="M20,60 C40,40 60,30 70,10 L130,10 C140,30 160,40 180,60 C140,75 60,75 20,60 Z" fill="#E2CFAC"/>
    <path d="M62,22 Q100,36 138,22" stroke="#A88A5C" stroke-width="6" fill="none"/>
    <rect x="40" y="120" width="120" height="90" rx="10" fill="${PALETTE.tomato}"/>
    <rect x="48" y="128" width="104" height="74" rx="6" fill="none" stroke="#fff" stroke-width="3"/>
    <text x="100" y="162" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="22" fill="#fff" text-anchor="middle">${label}</text>
    <text x="100" y="192" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="26" fill="#fff" text-anchor="middle">00</text>
    <path d="M70,10 C80,2 120,2 130,10" fill="${PALETTE.flour}"/>
  </g>`
}

export function wheat(x: number, y: number, s: number, rot = 0): string {
  const grains = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<ellipse cx="-8" cy="${-i * 16}" rx="6" ry="11" transform="rotate(-25 -8 ${-i * 16})" fill="${PALETTE.mustard}"/><ellipse cx="8" cy="${-i * 16 - 6}" rx="6" ry="11" transform="rotate(25 8 ${-i * 16 - 6})" fill="#E4A52C"/>`,
    )
    .join('')
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})">
    <path d="M0,110 L0,-90" stroke="#C99A3B" stroke-width="4"/>
    <g transform="translate(0,-10)">${grains}</g>
    <path d="M0,-100 l-3,-30 M4,-96 l6,-28" stroke="#C99A3B" stroke-width="2"/>
  </g>`
}

// --- tools ------------------------------------------------------------------------------

export function rollingPin(x: number, y: number, len: number, rot: number): string {
  const h = len * 0.12
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})">
    <rect x="${f(-len / 2 - h * 1.4)}" y="${f(-h * 0.22 + h * 0.25)}" width="${f(len + h * 2.8)}" height="${f(h * 0.44)}" rx="${f(h * 0.2)}" fill="#000" opacity="0.12"/>
    <rect x="${f(-len / 2 - h * 1.5)}" y="${f(-h * 0.22)}" width="${f(h * 1.6)}" height="${f(h * 0.44)}" rx="${f(h * 0.22)}" fill="${PALETTE.woodDark}"/>
    <rect x="${f(len / 2 - h * 0.1)}" y="${f(-h * 0.22)}" width="${f(h * 1.6)}" height="${f(h * 0.44)}" rx="${f(h * 0.22)}" fill="${PALETTE.woodDark}"/>
    <rect x="${f(-len / 2)}" y="${f(-h / 2)}" width="${f(len)}" height="${f(h)}" rx="${f(h * 0.3)}" fill="#D9A066"/>
    <rect x="${f(-len / 2 + h * 0.3)}" y="${f(-h * 0.32)}" width="${f(len - h * 0.6)}" height="${f(h * 0.16)}" rx="${f(h * 0.08)}" fill="#F0C48E"/>
  </g>`
}

export function peel(x: number, y: number, s: number, rot: number, round = true): string {
  const blade = round
    ? `<circle cx="0" cy="0" r="120" fill="#C9CED3"/><circle cx="0" cy="0" r="104" fill="#DDE1E4"/>`
    : `<path d="M-110,-100 L110,-100 L110,80 Q0,130 -110,80 Z" fill="#D7A56A"/><path d="M-90,-80 L90,-80" stroke="#B98649" stroke-width="4"/>`
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})">
    <rect x="-12" y="100" width="24" height="360" rx="10" fill="${PALETTE.woodDark}"/>
    <rect x="-6" y="110" width="6" height="340" rx="3" fill="#A96D3D"/>
    ${blade}
  </g>`
}

export function scraper(x: number, y: number, s: number, rot: number, color = PALETTE.terracotta) {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})">
    <path d="M-60,-40 L60,-40 L60,30 Q0,52 -60,30 Z" fill="${color}"/>
    <rect x="-45" y="-32" width="90" height="14" rx="7" fill="#fff" opacity="0.35"/>
  </g>`
}

export function chefHat(x: number, y: number, s: number): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">
    <ellipse cx="0" cy="92" rx="80" ry="12" fill="#000" opacity="0.12"/>
    <circle cx="-48" cy="-10" r="42" fill="#fff"/><circle cx="48" cy="-10" r="42" fill="#fff"/>
    <circle cx="0" cy="-38" r="52" fill="#fff"/>
    <rect x="-62" y="0" width="124" height="86" rx="6" fill="#fff"/>
    <rect x="-62" y="58" width="124" height="28" fill="#EFE7DA"/>
    <path d="M-30,10 L-30,56 M0,6 L0,56 M30,10 L30,56" stroke="#EFE7DA" stroke-width="5"/>
  </g>`
}

export function oilBottle(x: number, y: number, s: number): string {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">
    <ellipse cx="0" cy="168" rx="52" ry="10" fill="#000" opacity="0.13"/>
    <rect x="-12" y="-70" width="24" height="40" fill="#8C9A3E"/>
    <rect x="-16" y="-82" width="32" height="16" rx="4" fill="${PALETTE.ink}"/>
    <path d="M-12,-30 C-50,0 -50,20 -50,40 L-50,160 Q0,172 50,160 L50,40 C50,20 50,0 12,-30 Z" fill="#B7B34A"/>
    <rect x="-38" y="60" width="76" height="70" rx="8" fill="${PALETTE.cream}"/>
    <path d="M-20,95 q20,-25 40,0 q-20,25 -40,0" fill="${PALETTE.olive}"/>
    <rect x="-44" y="30" width="10" height="110" rx="5" fill="#fff" opacity="0.3"/>
  </g>`
}

// --- places -----------------------------------------------------------------------------

/** A Neapolitan wood-fired oven: brick dome, arched mouth, live fire. */
export function oven(x: number, y: number, s: number, seed: number, fireSize = 1): string {
  const rnd = rng(seed)
  const bricks: string[] = []
  for (let row = 0; row < 9; row++) {
    const offset = row % 2 ? 30 : 0
    for (let col = -7; col < 7; col++) {
      const tone = pick(rnd, [PALETTE.brick, '#C2633A', '#A94E2A', '#BE5B33'])
      bricks.push(
        `<rect x="${col * 60 + offset}" y="${-row * 34 - 30}" width="56" height="30" rx="4" fill="${tone}"/>`,
      )
    }
  }
  const flames = [0, 1, 2, 3, 4]
    .map((i) => {
      const fx = -70 + i * 35 + between(rnd, -6, 6)
      const hgt = (60 + rnd() * 50) * fireSize
      return `<path d="M${f(fx - 24)},0 C${f(fx - 30)},${f(-hgt * 0.5)} ${f(fx - 4)},${f(-hgt * 0.7)} ${f(fx)},${f(-hgt)} C${f(fx + 8)},${f(-hgt * 0.6)} ${f(fx + 30)},${f(-hgt * 0.4)} ${f(fx + 24)},0 Z" fill="${i % 2 ? '#F7A43A' : PALETTE.mustard}"/>`
    })
    .join('')
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">
    <defs>
      <clipPath id="dome${seed}"><path d="M-380,0 C-380,-260 -200,-330 0,-330 C200,-330 380,-260 380,0 Z"/></clipPath>
      <radialGradient id="glow${seed}" cx="50%" cy="85%" r="70%"><stop offset="0%" stop-color="#FFD36B"/><stop offset="55%" stop-color="#E8602C"/><stop offset="100%" stop-color="#3A1E14"/></radialGradient>
    </defs>
    <rect x="-120" y="-470" width="90" height="170" fill="${PALETTE.brickDark}"/>
    <rect x="-132" y="-482" width="114" height="22" rx="4" fill="#6F3019"/>
    <path d="M-380,0 C-380,-260 -200,-330 0,-330 C200,-330 380,-260 380,0 Z" fill="${PALETTE.brickDark}"/>
    <g clip-path="url(#dome${seed})">${bricks.join('')}</g>
    <path d="M-200,0 L-200,-120 A200,150 0 0 1 200,-120 L200,0 Z" fill="#7A3A1E"/>
    <path d="M-170,0 L-170,-110 A170,125 0 0 1 170,-110 L170,0 Z" fill="url(#glow${seed})"/>
    <g transform="translate(0,-14)">${flames}</g>
    <rect x="-120" y="-22" width="150" height="20" rx="10" fill="${PALETTE.woodDark}" transform="rotate(-8)"/>
    <rect x="-30" y="-24" width="150" height="20" rx="10" fill="#6B4226" transform="rotate(6)"/>
    <rect x="-460" y="0" width="920" height="70" rx="6" fill="#8F8478"/>
    <rect x="-460" y="0" width="920" height="16" fill="#A59A8D"/>
    <rect x="-440" y="70" width="880" height="200" fill="#7B7065"/>
    <path d="M-440,120 H440 M-440,170 H440 M-440,220 H440" stroke="#6A6057" stroke-width="5"/>
  </g>`
}

/** A Roman pan of pizza al taglio cut in squares, each with a different topping. */
export function panPizza(x: number, y: number, w: number, h: number, seed: number): string {
  const rnd = rng(seed)
  const cols = 4
  const rows = 2
  const cw = (w - 40) / cols
  const ch = (h - 40) / rows
  const cells: string[] = []
  const kinds = [
    'rossa',
    'margherita',
    'patate',
    'zucchine',
    'diavola',
    'funghi',
    'rossa',
    'margherita',
  ]
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const kind = kinds[(r * cols + c + seed) % kinds.length]!
      const cx0 = x + 20 + c * cw + 6
      const cy0 = y + 20 + r * ch + 6
      const sw = cw - 12
      const sh = ch - 12
      cells.push(
        `<rect x="${f(cx0)}" y="${f(cy0)}" width="${f(sw)}" height="${f(sh)}" rx="10" fill="${PALETTE.crust}"/>`,
      )
      const base = kind === 'patate' || kind === 'zucchine' ? '#F3DDB0' : PALETTE.tomato
      cells.push(
        `<rect x="${f(cx0 + 8)}" y="${f(cy0 + 8)}" width="${f(sw - 16)}" height="${f(sh - 16)}" rx="8" fill="${base}"/>`,
      )
      for (let i = 0; i < 7; i++) {
        const px = cx0 + 20 + rnd() * (sw - 40)
        const py = cy0 + 20 + rnd() * (sh - 40)
        const sz = Math.min(sw, sh) * 0.1
        if (kind === 'margherita' || kind === 'funghi') {
          cells.push(`<path d="${blob(px, py, sz, rnd, 6, 0.4)}" fill="${PALETTE.mozzarella}"/>`)
        }
        if (kind === 'patate') {
          cells.push(
            `<circle cx="${f(px)}" cy="${f(py)}" r="${f(sz)}" fill="#EBC76E"/><circle cx="${f(px)}" cy="${f(py)}" r="${f(sz * 0.7)}" fill="#F5DA8C"/>`,
          )
        }
        if (kind === 'zucchine') {
          cells.push(
            `<circle cx="${f(px)}" cy="${f(py)}" r="${f(sz * 0.9)}" fill="#5E8C3A"/><circle cx="${f(px)}" cy="${f(py)}" r="${f(sz * 0.7)}" fill="#DCE7A8"/>`,
          )
        }
        if (kind === 'diavola') {
          cells.push(
            `<circle cx="${f(px)}" cy="${f(py)}" r="${f(sz * 0.9)}" fill="${PALETTE.deepRed}"/>`,
          )
        }
        if (kind === 'funghi' && i % 2) {
          cells.push(
            `<path d="M${f(px - sz * 0.8)},${f(py)} A${f(sz * 0.8)},${f(sz * 0.6)} 0 0 1 ${f(px + sz * 0.8)},${f(py)} Z" fill="#C9A27E"/>`,
          )
        }
        if (kind === 'rossa' && i < 3) {
          cells.push(
            `<circle cx="${f(px)}" cy="${f(py)}" r="${f(sz * 0.25)}" fill="${PALETTE.olive}"/>`,
          )
        }
        if (kind === 'patate' && i < 3) {
          cells.push(
            `<path d="M${f(px)},${f(py)} l${f(sz * 1.4)},${f(-sz * 0.6)}" stroke="${PALETTE.darkBasil}" stroke-width="3"/>`,
          )
        }
      }
      if (kind === 'margherita') cells.push(leaf(cx0 + sw * 0.35, cy0 + sh * 0.45, 26, rnd() * 360))
    }
  }
  return `<g>
    <rect x="${f(x + 14)}" y="${f(y + 18)}" width="${f(w)}" height="${f(h)}" rx="18" fill="#000" opacity="0.16"/>
    <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="18" fill="#5B5F66"/>
    <rect x="${f(x + 10)}" y="${f(y + 10)}" width="${f(w - 20)}" height="${f(h - 20)}" rx="12" fill="#3F434A"/>
    ${cells.join('')}
  </g>`
}

export function bowl(cx: number, cy: number, r: number, fill: string, content: string): string {
  return `<g>
    <ellipse cx="${f(cx)}" cy="${f(cy + r * 0.95)}" rx="${f(r * 1.1)}" ry="${f(r * 0.18)}" fill="#000" opacity="0.14"/>
    ${content}
    <path d="M${f(cx - r)},${f(cy)} A${f(r)},${f(r * 0.95)} 0 0 0 ${f(cx + r)},${f(cy)} Z" fill="${fill}"/>
    <ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.16)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.04)}" opacity="0.45"/>
    <path d="M${f(cx - r * 0.75)},${f(cy + r * 0.25)} Q${f(cx - r * 0.6)},${f(cy + r * 0.65)} ${f(cx - r * 0.25)},${f(cy + r * 0.78)}" stroke="#fff" stroke-width="${f(r * 0.05)}" fill="none" opacity="0.35" stroke-linecap="round"/>
  </g>`
}

function label(
  x: number,
  y: number,
  text: string,
  size: number,
  fill: string = PALETTE.ink,
  weight = 'bold',
) {
  return `<text x="${f(x)}" y="${f(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="${weight}" font-size="${f(size)}" fill="${fill}" text-anchor="middle">${text}</text>`
}

function tag(x: number, y: number, text: string, color: string) {
  const w = text.length * 30 + 70
  return `<g><rect x="${f(x - w / 2)}" y="${f(y - 48)}" width="${f(w)}" height="72" rx="36" fill="${color}"/>${label(x, y + 4, text, 42, '#fff')}</g>`
}

// --- people -----------------------------------------------------------------------------

export interface Face {
  skin: string
  hair: string
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald'
  beard?: boolean
  glasses?: boolean
  hat?: boolean
  jacket: string
  background: string
  accent: string
}

/** An illustrated portrait, head and shoulders, for a trainer's card. */
export function avatar(face: Face, size = 800): string {
  const hairBack =
    face.hairStyle === 'long'
      ? `<path d="M250,330 C230,520 260,600 300,640 L500,640 C540,600 570,520 550,330 Z" fill="${face.hair}"/>`
      : face.hairStyle === 'curly'
        ? [0, 1, 2, 3, 4, 5, 6, 7, 8]
            .map((i) => {
              const a = Math.PI + (i / 8) * Math.PI
              return `<circle cx="${f(400 + Math.cos(a) * 160)}" cy="${f(330 + Math.sin(a) * 150)}" r="62" fill="${face.hair}"/>`
            })
            .join('')
        : ''
  const hairTop =
    face.hairStyle === 'bald'
      ? `<path d="M268,300 C272,270 285,250 300,240" stroke="${face.hair}" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M532,300 C528,270 515,250 500,240" stroke="${face.hair}" stroke-width="18" fill="none" stroke-linecap="round"/>`
      : face.hairStyle === 'bun'
        ? `<circle cx="400" cy="165" r="58" fill="${face.hair}"/><path d="M255,320 C250,200 330,170 400,170 C470,170 550,200 545,320 C500,250 420,240 330,262 Z" fill="${face.hair}"/>`
        : face.hairStyle === 'curly'
          ? ''
          : `<path d="M255,320 C245,200 330,160 405,165 C490,170 560,215 545,330 C520,260 470,240 400,250 C340,255 290,270 255,320 Z" fill="${face.hair}"/>`
  const hat = face.hat
    ? `<g transform="translate(400,175) scale(1.15)">
        <circle cx="-50" cy="-10" r="45" fill="#fff"/><circle cx="50" cy="-10" r="45" fill="#fff"/><circle cx="0" cy="-40" r="55" fill="#fff"/>
        <rect x="-95" y="0" width="190" height="70" rx="8" fill="#fff"/><rect x="-95" y="48" width="190" height="24" fill="#EFE7DA"/>
      </g>`
    : ''
  const beard = face.beard
    ? `<path d="M285,360 C290,470 340,520 400,520 C460,520 510,470 515,360 C490,420 450,440 400,440 C350,440 310,420 285,360 Z" fill="${face.hair}"/><path d="M350,425 Q400,405 450,425 Q400,440 350,425 Z" fill="${face.hair}"/>`
    : ''
  const glasses = face.glasses
    ? `<g fill="none" stroke="${PALETTE.ink}" stroke-width="8"><circle cx="345" cy="350" r="38"/><circle cx="455" cy="350" r="38"/><path d="M383,350 L417,350"/></g>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="${face.background}"/>
    <circle cx="400" cy="430" r="330" fill="${face.accent}" opacity="0.35"/>
    ${flourDust(800, 800, rng(face.skin.length + face.hair.charCodeAt(2)), 40, '#fff')}
    ${hairBack}
    <path d="M170,800 C170,640 260,580 400,580 C540,580 630,640 630,800 Z" fill="${face.jacket}"/>
    <path d="M330,590 L400,700 L470,590 Z" fill="${face.skin}"/>
    <rect x="355" y="470" width="90" height="130" rx="30" fill="${face.skin}"/>
    <path d="M330,590 L400,700 L370,800 L300,800 C300,700 310,640 330,590 Z" fill="#fff" opacity="0.9"/>
    <path d="M470,590 L400,700 L430,800 L500,800 C500,700 490,640 470,590 Z" fill="#fff" opacity="0.9"/>
    <circle cx="350" cy="720" r="9" fill="${face.accent}"/><circle cx="350" cy="765" r="9" fill="${face.accent}"/>
    <circle cx="450" cy="720" r="9" fill="${face.accent}"/><circle cx="450" cy="765" r="9" fill="${face.accent}"/>
    <ellipse cx="262" cy="360" rx="26" ry="38" fill="${face.skin}"/><ellipse cx="538" cy="360" rx="26" ry="38" fill="${face.skin}"/>
    <ellipse cx="400" cy="350" rx="140" ry="165" fill="${face.skin}"/>
    ${hairTop}
    <path d="M318,312 Q345,298 372,312 M428,312 Q455,298 482,312" stroke="${face.hair === '#E9E4DA' ? '#9A8F84' : face.hair}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <ellipse cx="345" cy="352" rx="12" ry="15" fill="${PALETTE.ink}"/><ellipse cx="455" cy="352" rx="12" ry="15" fill="${PALETTE.ink}"/>
    <circle cx="349" cy="347" r="4" fill="#fff"/><circle cx="459" cy="347" r="4" fill="#fff"/>
    <path d="M400,360 Q390,400 402,408" stroke="#000" stroke-opacity="0.18" stroke-width="8" fill="none" stroke-linecap="round"/>
    <ellipse cx="315" cy="410" rx="24" ry="14" fill="${PALETTE.terracotta}" opacity="0.3"/><ellipse cx="485" cy="410" rx="24" ry="14" fill="${PALETTE.terracotta}" opacity="0.3"/>
    ${beard}
    <path d="M355,440 Q400,478 445,440" stroke="${PALETTE.deepRed}" stroke-width="10" fill="none" stroke-linecap="round"/>
    ${glasses}
    ${hat}
  </svg>`
}

function person(x: number, y: number, s: number, skin: string, apron: string, hair: string) {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">
    <path d="M-70,200 C-70,90 -45,60 0,60 C45,60 70,90 70,200 Z" fill="#fff"/>
    <path d="M-40,100 L40,100 L46,200 L-46,200 Z" fill="${apron}"/>
    <path d="M-40,100 L-28,70 M40,100 L28,70" stroke="${apron}" stroke-width="6"/>
    <rect x="-14" y="36" width="28" height="30" fill="${skin}"/>
    <circle cx="0" cy="10" r="40" fill="${skin}"/>
    <path d="M-40,4 C-40,-30 40,-30 40,4 C30,-8 -30,-8 -40,4 Z" fill="${hair}"/>
    <circle cx="-14" cy="12" r="4" fill="${PALETTE.ink}"/><circle cx="14" cy="12" r="4" fill="${PALETTE.ink}"/>
    <path d="M-10,26 Q0,34 10,26" stroke="${PALETTE.deepRed}" stroke-width="3" fill="none" stroke-linecap="round"/>
    <g transform="translate(0,-32) scale(0.42)">
      <circle cx="-48" cy="-10" r="42" fill="#fff"/><circle cx="48" cy="-10" r="42" fill="#fff"/><circle cx="0" cy="-38" r="52" fill="#fff"/>
      <rect x="-62" y="0" width="124" height="60" rx="6" fill="#fff"/><rect x="-62" y="40" width="124" height="22" fill="#EFE7DA"/>
    </g>
  </g>`
}

// --- backgrounds ------------------------------------------------------------------------

export type Backdrop = 'wood' | 'cloth' | 'plain' | 'marble' | 'slate'

function backdrop(kind: Backdrop, w: number, h: number, color: string, seed: number): string {
  const rnd = rng(seed)
  if (kind === 'wood') {
    const planks: string[] = []
    const ph = 150
    for (let y = 0; y < h; y += ph) {
      const tone = pick(rnd, ['#C38A58', '#B77E4C', '#CB9562', '#BD8452'])
      planks.push(`<rect x="0" y="${y}" width="${w}" height="${ph - 4}" fill="${tone}"/>`)
      for (let k = 0; k < 3; k++) {
        const gy = y + 20 + rnd() * (ph - 40)
        planks.push(
          `<path d="M0,${f(gy)} C${f(w * 0.3)},${f(gy + between(rnd, -12, 12))} ${f(w * 0.6)},${f(gy + between(rnd, -12, 12))} ${w},${f(gy)}" stroke="#9E6A3E" stroke-width="3" fill="none" opacity="0.5"/>`,
        )
      }
    }
    return `<rect width="${w}" height="${h}" fill="#8A5A34"/>${planks.join('')}`
  }
  if (kind === 'cloth') {
    return `<defs><pattern id="cloth${seed}" width="120" height="120" patternUnits="userSpaceOnUse">
      <rect width="120" height="120" fill="#FFF7EA"/>
      <rect width="60" height="120" fill="${color}" opacity="0.55"/><rect width="120" height="60" fill="${color}" opacity="0.55"/>
    </pattern></defs><rect width="${w}" height="${h}" fill="url(#cloth${seed})"/>`
  }
  if (kind === 'marble') {
    let veins = ''
    for (let i = 0; i < 7; i++) {
      const y0 = rnd() * h
      veins += `<path d="M-20,${f(y0)} C${f(w * 0.25)},${f(y0 + between(rnd, -120, 120))} ${f(w * 0.6)},${f(y0 + between(rnd, -160, 160))} ${w + 20},${f(y0 + between(rnd, -80, 80))}" stroke="#D9D1C5" stroke-width="${f(between(rnd, 2, 6))}" fill="none"/>`
    }
    return `<rect width="${w}" height="${h}" fill="#F4EFE7"/>${veins}`
  }
  if (kind === 'slate') {
    return `<rect width="${w}" height="${h}" fill="#3E3A39"/>${flourDust(w, h, rnd, 70)}`
  }
  let dots = ''
  for (let i = 0; i < 9; i++) {
    dots += `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(between(rnd, 30, 120))}" fill="#fff" opacity="0.07"/>`
  }
  return `<rect width="${w}" height="${h}" fill="${color}"/>${dots}`
}

// --- scenes -----------------------------------------------------------------------------

export type SceneKind =
  | 'pizza'
  | 'pizzaTrio'
  | 'teglia'
  | 'dough'
  | 'oven'
  | 'flour'
  | 'tools'
  | 'classroom'
  | 'pizzeria'
  | 'mozzarella'
  | 'preferments'
  | 'hydration'
  | 'thermometer'
  | 'history'
  | 'ingredients'

export interface SceneOptions {
  kind: SceneKind
  seed: number
  width: number
  height: number
  backdrop?: Backdrop
  /** The backdrop's main colour, for 'plain' and 'cloth'. */
  color?: string
  pizza?: PizzaKind
}

/**
 * A scene drawn on a 1600x900 canvas. Other sizes keep the centre and crop the sides, so
 * every element of a scene stays inside x 200–1400.
 */
export function scene(o: SceneOptions): string {
  const W = 1600
  const H = 900
  const rnd = rng(o.seed)
  const bd = o.backdrop ?? 'plain'
  const color = o.color ?? PALETTE.sky
  const p = o.pizza ?? 'margherita'
  let body = ''
  switch (o.kind) {
    case 'pizza':
      body = `${peel(800, 470, 1.6, -28, true)}${pizza(800, 450, 300, p, o.seed)}
        ${tomato(340, 260, 70, 10)}${tomato(420, 330, 52, -20)}${leaf(1230, 640, 90, 20)}${leaf(1280, 700, 70, -30)}
        ${mozzarellaBall(1230, 250, 80)}${flourDust(W, H, rnd, 20)}`
      break
    case 'pizzaTrio':
      body = `${pizza(420, 470, 230, p, o.seed)}${pizza(1000, 330, 200, pick(rnd, ['diavola', 'funghi', 'capricciosa'] as const), o.seed + 1)}
        ${pizza(1180, 720, 170, 'marinara', o.seed + 2)}${leaf(700, 760, 70, 40)}${tomato(720, 160, 55, 0)}`
      break
    case 'teglia':
      body = `${panPizza(260, 190, 1080, 540, o.seed)}${leaf(1380, 150, 80, -20)}${tomato(1420, 790, 60, 10)}${scraper(200, 790, 1, -15)}`
      break
    case 'dough': {
      let balls = ''
      for (let r = 0; r < 2; r++) {
        for (let c = 0; c < 3; c++) balls += doughBall(560 + c * 230, 360 + r * 210, 92)
      }
      body = `<rect x="400" y="200" width="800" height="520" rx="24" fill="${PALETTE.woodDark}"/>
        <rect x="420" y="220" width="760" height="480" rx="16" fill="#D8B48A"/>${balls}
        ${wheat(1340, 520, 1.3, 12)}${wheat(1400, 560, 1.1, 22)}${scraper(270, 700, 1.1, 20)}${flourDust(W, H, rnd, 45)}`
      break
    }
    case 'oven':
      body = `${oven(800, 650, 1.15, o.seed)}${peel(1330, 360, 1.1, 18, true)}${pizza(1290, 300, 105, p, o.seed)}`
      break
    case 'flour':
      body = `${flourSack(360, 240, 1.9)}<path d="${blob(980, 620, 220, rnd, 12, 0.1)}" fill="${PALETTE.flour}"/>
        <ellipse cx="980" cy="520" rx="70" ry="26" fill="#F3E3C2"/>${wheat(1300, 520, 1.6, 10)}${wheat(1380, 560, 1.4, 25)}
        ${doughBall(1050, 300, 90)}${flourDust(W, H, rnd, 70)}`
      break
    case 'tools':
      body = `${rollingPin(800, 230, 640, -6)}${peel(520, 420, 1.05, -60, false)}${scraper(1180, 560, 1.4, 25)}
        ${chefHat(1120, 330, 1.3)}${doughBall(820, 620, 120)}${oilBottle(1380, 520, 1.2)}${flourDust(W, H, rnd, 30)}`
      break
    case 'classroom': {
      const skins = ['#F1C7A5', '#D9A27B', '#B97E5A', '#F4D3B8', '#8D5A3B']
      const hairs = ['#3B2A20', '#6B3E26', '#1F1A17', '#A8642E', '#D9B36A']
      let people = ''
      for (let i = 0; i < 4; i++) {
        people += person(
          430 + i * 250,
          440 + (i % 2) * 20,
          1.25,
          skins[(i + o.seed) % 5]!,
          pick(rnd, [PALETTE.tomato, PALETTE.olive, PALETTE.terracotta, '#2F6F8F']),
          hairs[(i * 2 + o.seed) % 5]!,
        )
      }
      body = `<rect x="0" y="0" width="${W}" height="${H}" fill="#F3E2C4"/>
        <rect x="260" y="90" width="600" height="300" rx="14" fill="#2F3A33"/><rect x="250" y="80" width="620" height="320" rx="18" fill="none" stroke="${PALETTE.woodDark}" stroke-width="16"/>
        ${label(560, 190, ['Oggi: la pizza!', 'Impasto al 65%', 'Lezione: il forno'][o.seed % 3]!, 46, '#F6F1E6', 'normal')}
        <path d="M320,250 H560 M320,300 H700" stroke="#F6F1E6" stroke-width="6" stroke-linecap="round" opacity="0.7"/>
        <circle cx="760" cy="300" r="44" fill="none" stroke="#F6F1E6" stroke-width="6" opacity="0.8"/>
        ${oven(1230, 420, 0.45, o.seed)}
        ${people}
        <rect x="160" y="660" width="1280" height="60" rx="10" fill="${PALETTE.woodDark}"/><rect x="180" y="720" width="1240" height="200" fill="#A46A3E"/>
        ${doughBall(440, 640, 48)}${doughBall(690, 650, 48)}${doughBall(940, 640, 48)}${doughBall(1190, 650, 48)}`
      break
    }
    case 'pizzeria': {
      // the same street, a different shop for every seed
      const look = [
        { awning: PALETTE.tomato, wall: '#E9B884', sign: PALETTE.darkBasil, name: 'PIZZERIA' },
        {
          awning: PALETTE.darkBasil,
          wall: '#F0C9A0',
          sign: PALETTE.deepRed,
          name: 'PIZZA E FORNO',
        },
        { awning: '#2F6F8F', wall: '#EAD7B7', sign: PALETTE.ink, name: 'DA FRANCO' },
      ][o.seed % 3]!
      let stripes = ''
      for (let i = 0; i < 12; i++) {
        stripes += `<path d="M${340 + i * 80},230 L${420 + i * 80},230 L${420 + i * 80},330 Q${380 + i * 80},360 ${340 + i * 80},330 Z" fill="${i % 2 ? '#fff' : look.awning}"/>`
      }
      body = `<rect x="0" y="0" width="${W}" height="${H}" fill="${o.seed % 2 ? '#F3D9AE' : '#F7E6C4'}"/>
        <rect x="280" y="60" width="1040" height="760" fill="${look.wall}"/>
        <rect x="420" y="90" width="760" height="110" rx="12" fill="${look.sign}"/>
        ${label(800, 170, look.name, 70, PALETTE.cream)}
        ${stripes}
        <rect x="360" y="380" width="560" height="340" rx="10" fill="#FFE4A8"/>
        <rect x="360" y="380" width="560" height="340" rx="10" fill="none" stroke="${PALETTE.woodDark}" stroke-width="18"/>
        <g transform="translate(640,560)">${oven(0, 120, 0.4, o.seed, 0.9)}</g>
        <rect x="980" y="380" width="240" height="440" rx="10" fill="${PALETTE.woodDark}"/>
        <rect x="1010" y="410" width="180" height="180" rx="8" fill="#FFE4A8"/><circle cx="1180" cy="620" r="10" fill="${PALETTE.mustard}"/>
        <rect x="0" y="820" width="${W}" height="80" fill="#B9AC9B"/>
        <path d="M300,820 C270,760 290,720 320,700 C350,720 370,760 340,820 Z" fill="${PALETTE.basil}"/><rect x="295" y="790" width="50" height="40" fill="${PALETTE.terracotta}"/>
        <path d="M1260,820 C1230,760 1250,720 1280,700 C1310,720 1330,760 1300,820 Z" fill="${PALETTE.basil}"/><rect x="1255" y="790" width="50" height="40" fill="${PALETTE.terracotta}"/>`
      break
    }
    case 'mozzarella': {
      const balls = `${mozzarellaBall(700, 420, 90)}${mozzarellaBall(860, 400, 80)}${mozzarellaBall(780, 300, 70)}`
      body = `<ellipse cx="800" cy="460" rx="440" ry="300" fill="${PALETTE.woodDark}"/><ellipse cx="800" cy="445" rx="420" ry="285" fill="#D9A066"/>
        ${bowl(780, 430, 230, '#3C6E8F', balls)}
        ${tomato(1080, 620, 70, 15)}${tomato(1170, 560, 56, -10)}${leaf(500, 640, 90, -20)}${leaf(560, 700, 70, 30)}
        ${mozzarellaBall(1130, 320, 64)}${leaf(1230, 250, 60, 60)}`
      break
    }
    case 'preferments': {
      let bubbles = ''
      for (let i = 0; i < 22; i++) {
        bubbles += `<circle cx="${f(1060 + between(rnd, -170, 170))}" cy="${f(470 + between(rnd, -22, 16))}" r="${f(between(rnd, 4, 14))}" fill="none" stroke="#E4CFA6" stroke-width="4"/>`
      }
      let lumps = ''
      for (let i = 0; i < 9; i++) {
        lumps += `<path d="${blob(540 + between(rnd, -150, 150), 440 + between(rnd, -40, 20), between(rnd, 40, 70), rnd, 7, 0.4)}" fill="${i % 2 ? '#EED9B0' : '#F6E6C6'}"/>`
      }
      const poolish = `<ellipse cx="1060" cy="470" rx="210" ry="40" fill="#F4E4C3"/>${bubbles}`
      body = `${bowl(540, 470, 240, '#C9D6CF', lumps)}${bowl(1060, 470, 240, '#E8C9A8', poolish)}
        ${tag(540, 790, 'BIGA', PALETTE.olive)}${tag(1060, 790, 'POOLISH', PALETTE.tomato)}${wheat(240, 420, 1.3, -10)}${wheat(1380, 420, 1.3, 14)}${flourDust(W, H, rnd, 35)}`
      break
    }
    case 'hydration': {
      body = `<g transform="translate(420,170)">
          <path d="M0,0 L260,0 L240,520 Q130,560 20,520 Z" fill="#DCEFF6" opacity="0.9"/>
          <path d="M12,180 L248,180 L240,520 Q130,560 20,520 Z" fill="#7CC0DB" opacity="0.85"/>
          <path d="M260,40 C330,40 340,160 252,170" stroke="#DCEFF6" stroke-width="22" fill="none"/>
          ${[1, 2, 3, 4, 5].map((i) => `<path d="M30,${i * 85} h${i % 2 ? 70 : 40}" stroke="#3C6E8F" stroke-width="6"/>`).join('')}
        </g>
        ${doughBall(980, 520, 190)}
        ${tag(1000, 230, 'IDRATAZIONE 70%', '#2F6F8F')}
        <path d="M1240,560 q22,40 0,60 q-22,-20 0,-60 Z" fill="#7CC0DB"/><path d="M1300,470 q16,30 0,44 q-16,-14 0,-44 Z" fill="#7CC0DB"/>
        ${flourDust(W, H, rnd, 45)}`
      break
    }
    case 'thermometer': {
      const ticks = Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI + (i / 10) * Math.PI
        return `<path d="M${f(Math.cos(a) * 150)},${f(Math.sin(a) * 150)} L${f(Math.cos(a) * 175)},${f(Math.sin(a) * 175)}" stroke="${PALETTE.ink}" stroke-width="${i % 5 ? 5 : 9}"/>`
      }).join('')
      body = `${oven(620, 700, 0.95, o.seed)}
        <g transform="translate(1210,430)">
          <circle cx="0" cy="0" r="220" fill="${PALETTE.cream}" stroke="${PALETTE.ink}" stroke-width="16"/>
          <path d="M-175,0 A175,175 0 0 1 175,0" stroke="url(#heat${o.seed})" stroke-width="28" fill="none"/>
          <defs><linearGradient id="heat${o.seed}"><stop offset="0" stop-color="${PALETTE.mustard}"/><stop offset="1" stop-color="${PALETTE.deepRed}"/></linearGradient></defs>
          ${ticks}
          <path d="M0,0 L${f(Math.cos(-0.45) * 150)},${f(Math.sin(-0.45) * 150)}" stroke="${PALETTE.deepRed}" stroke-width="12" stroke-linecap="round"/>
          <circle r="22" fill="${PALETTE.ink}"/>
          ${label(0, 110, '450°C', 64)}
        </g>`
      break
    }
    case 'history': {
      let flag = ''
      flag += `<rect x="0" y="0" width="533" height="${H}" fill="#3E8E41" opacity="0.75"/>`
      flag += `<rect x="533" y="0" width="534" height="${H}" fill="#FFF8EC"/>`
      flag += `<rect x="1067" y="0" width="533" height="${H}" fill="${PALETTE.tomato}" opacity="0.8"/>`
      body = `${flag}<circle cx="800" cy="500" r="330" fill="#fff"/><circle cx="800" cy="500" r="330" fill="none" stroke="#D8CBB4" stroke-width="10"/>
        ${pizza(800, 500, 270, 'margherita', o.seed)}
        <g transform="translate(800,110)">
          <path d="M-90,40 L-110,-40 L-50,0 L0,-60 L50,0 L110,-40 L90,40 Z" fill="${PALETTE.mustard}" stroke="#B7822A" stroke-width="6"/>
          <circle cx="0" cy="-64" r="12" fill="${PALETTE.tomato}"/><circle cx="-110" cy="-44" r="10" fill="${PALETTE.basil}"/><circle cx="110" cy="-44" r="10" fill="${PALETTE.basil}"/>
        </g>
        ${tag(800, 850, '1889', PALETTE.ink)}`
      break
    }
    case 'ingredients':
      body = `${flourSack(260, 280, 1.5)}${oilBottle(760, 470, 1.3)}${bowl(1120, 470, 180, '#3C6E8F', `${tomato(1060, 420, 60, 0)}${tomato(1170, 410, 56, 20)}${tomato(1110, 360, 50, -10)}`)}
        ${mozzarellaBall(1000, 730, 70)}${leaf(1260, 720, 80, -30)}${leaf(1320, 660, 60, 20)}${doughBall(560, 760, 70)}${flourDust(W, H, rnd, 30)}`
      break
  }
  // Scenes are composed on 1600x900; narrower images keep the centre.
  const vbW = Math.min(W, (H * o.width) / o.height)
  const vbH = Math.min(H, (W * o.height) / o.width)
  const vx = (W - vbW) / 2
  const vy = (H - vbH) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="${f(vx)} ${f(vy)} ${f(vbW)} ${f(vbH)}">
    ${backdrop(bd, W, H, color, o.seed)}
    ${body}
  </svg>`
}
