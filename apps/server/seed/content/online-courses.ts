import type { PizzaKind } from '../art/food.ts'
import type { SceneOptions } from '../art/scene.ts'

/*
 * The demo video courses. The clips under apps/server/seed-assets/videos/ are made from
 * this list by scripts/make-seed-assets.ts, so titles on screen and in the site agree.
 */

export interface SeedLesson {
  title: string
  /** File name under seed-assets/videos/. */
  clip: string
}

export interface SeedOnlineCourse {
  title: string
  intro: string
  description: string
  /** Topic title. */
  category: string
  /** Trainer e-mail. */
  author: string
  priceCents: number
  facilitatorPriceCents: number | null
  affiliatePriceCents: number | null
  cover: Omit<SceneOptions, 'width' | 'height'>
  /** The public preview (main video). */
  preview: { clip: string; title: string }
  /** What turns in the clips' corner. */
  pizza: PizzaKind
  /** Background colours of the clips, two warm tones for the moving gradient. */
  colors: [string, string]
  lessons: SeedLesson[]
}

export const ONLINE_COURSES: SeedOnlineCourse[] = [
  {
    title: 'Pizza napoletana a casa',
    intro: 'Dal panetto al forno di casa: la napoletana spiegata passo dopo passo.',
    description: `<h2>Una vera napoletana, anche senza forno a legna</h2>
<p>Cinque lezioni brevi e pratiche per portare nella cucina di casa il metodo dei pizzaioli napoletani: impasto diretto, staglio, stesura a mano e cottura nel forno domestico, con i trucchi per avvicinarsi ai 450 °C del forno a legna.</p>
<h2>Cosa imparerai</h2>
<ul>
<li>Impastare a mano con farina 00, acqua, sale e pochissimo lievito</li>
<li>Formare panetti lisci e farli maturare per 24 ore</li>
<li>Stendere il disco a mano senza mattarello, lasciando il cornicione</li>
<li>Condire e cuocere una Margherita su pietra refrattaria</li>
</ul>
<p>Serve solo ciò che hai già in cucina. Le lezioni restano tue per sempre: rivedile quando vuoi.</p>`,
    category: 'Pizza napoletana',
    author: 'antonio.esposito@aula.local',
    priceCents: 4900,
    facilitatorPriceCents: null,
    affiliatePriceCents: 500,
    cover: { kind: 'pizza', seed: 301, backdrop: 'cloth', color: '#D9412B', pizza: 'margherita' },
    preview: { clip: 'napoletana-anteprima.mp4', title: 'Pizza napoletana a casa' },
    pizza: 'margherita',
    colors: ['#D9412B', '#F2B134'],
    lessons: [
      { title: "L'impasto diretto", clip: 'napoletana-1.mp4' },
      { title: 'Lo staglio dei panetti', clip: 'napoletana-2.mp4' },
      { title: 'La stesura a mano', clip: 'napoletana-3.mp4' },
      { title: 'Pomodoro, fiordilatte e basilico', clip: 'napoletana-4.mp4' },
      { title: 'La cottura nel forno di casa', clip: 'napoletana-5.mp4' },
    ],
  },
  {
    title: 'Lievitazione e impasti indiretti',
    intro: 'Biga, poolish e maturazione in frigo: gli impasti dei professionisti.',
    description: `<h2>Capire la lievitazione per governarla</h2>
<p>Un corso per chi sa già fare la pizza e vuole impasti più leggeri, profumati e digeribili. Vediamo quando usare una biga e quando un poolish, come calcolare l'idratazione e come gestire la maturazione in frigorifero.</p>
<h2>Il programma</h2>
<ul>
<li>Biga e poolish: differenze, dosi e tempi</li>
<li>Calcolare l'idratazione e il sale in percentuale sul peso della farina</li>
<li>La maturazione a 4 °C: 24, 48 e 72 ore a confronto</li>
<li>Leggere l'impasto: alveoli, elasticità e profumo</li>
</ul>
<p>Ogni lezione ha una scheda di calcolo da scaricare e da adattare alla tua farina.</p>`,
    category: 'Impasti e lievitazione',
    author: 'chiara.romano@aula.local',
    priceCents: 6900,
    facilitatorPriceCents: null,
    affiliatePriceCents: 700,
    cover: { kind: 'preferments', seed: 302, backdrop: 'wood' },
    preview: { clip: 'lievitazione-anteprima.mp4', title: 'Lievitazione e impasti indiretti' },
    pizza: 'bianca',
    colors: ['#6B7F3A', '#E3A857'],
    lessons: [
      { title: 'Biga e poolish', clip: 'lievitazione-1.mp4' },
      { title: "Calcolare l'idratazione", clip: 'lievitazione-2.mp4' },
      { title: 'La maturazione in frigorifero', clip: 'lievitazione-3.mp4' },
      { title: "Leggere l'impasto", clip: 'lievitazione-4.mp4' },
    ],
  },
  {
    title: 'Pizza in teglia alla romana',
    intro: 'Alta idratazione, pieghe e cottura in teglia: la pizza al taglio di Roma.',
    description: `<h2>La pizza al taglio, croccante fuori e soffice dentro</h2>
<p>Tre lezioni dedicate alla pizza in teglia romana: un impasto all'80% di idratazione, la tecnica delle pieghe per dargli forza e la stesura in teglia con le dita, fino alla cottura in due tempi.</p>
<h2>Per chi è</h2>
<ul>
<li>Appassionati che vogliono una teglia da forno di casa</li>
<li>Chi lavora in un forno o in una pizzeria al taglio e vuole un metodo ripetibile</li>
</ul>
<p>Al termine saprai preparare teglie rosse, bianche e farcite con una ricetta stabile.</p>`,
    category: 'Pizza in teglia',
    author: 'sara.marino@aula.local',
    priceCents: 3900,
    facilitatorPriceCents: null,
    affiliatePriceCents: 400,
    cover: { kind: 'teglia', seed: 303, backdrop: 'plain', color: '#F2B134' },
    preview: { clip: 'teglia-anteprima.mp4', title: 'Pizza in teglia alla romana' },
    pizza: 'diavola',
    colors: ['#E07A4F', '#8A5530'],
    lessons: [
      { title: "L'impasto ad alta idratazione", clip: 'teglia-1.mp4' },
      { title: 'Pieghe e riposi', clip: 'teglia-2.mp4' },
      { title: 'Stesura e cottura in teglia', clip: 'teglia-3.mp4' },
    ],
  },
]
