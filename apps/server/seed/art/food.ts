import { PALETTE, type Rnd, between, blob, f, leaf, rng } from './draw.ts'

// Food of the demo pictures: pizzas, tomatoes, dough, flour and wheat.

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

export function flourDust(
  w: number,
  h: number,
  rnd: Rnd,
  count: number,
  color: string = PALETTE.flour,
) {
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
