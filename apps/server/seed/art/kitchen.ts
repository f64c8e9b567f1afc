import { PALETTE, between, blob, f, leaf, pick, rng } from './draw.ts'

// Tools and places of the demo pictures: peels, pins, ovens, pans and bowls.

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
