import { PALETTE, f, rng } from './draw.ts'
import { flourDust } from './food.ts'

// People of the demo pictures: the trainers' portraits and the figures in scenes.

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

export function person(x: number, y: number, s: number, skin: string, apron: string, hair: string) {
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
