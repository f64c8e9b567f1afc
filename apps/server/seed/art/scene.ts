import { PALETTE, between, blob, f, label, leaf, pick, rng, tag } from './draw.ts'
import {
  type PizzaKind,
  doughBall,
  flourDust,
  flourSack,
  mozzarellaBall,
  pizza,
  tomato,
  wheat,
} from './food.ts'
import { bowl, chefHat, oilBottle, oven, panPizza, peel, rollingPin, scraper } from './kitchen.ts'
import { person } from './people.ts'

// The demo pictures as whole scenes: a backdrop and what is drawn on it.

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
