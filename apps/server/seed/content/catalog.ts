import type { Face } from '../art/people.ts'
import type { SceneOptions } from '../art/scene.ts'

/* The demo school: its topics, its trainers and its in-person courses, in Italian. */

type Scene = Omit<SceneOptions, 'width' | 'height'>

export interface SeedTopic {
  title: string
  description: string
  image: Scene
}

export const TOPICS: SeedTopic[] = [
  {
    title: 'Pizza napoletana',
    description:
      'La pizza a canotto e la tradizione STG: impasto diretto, stesura a mano, cottura in 60-90 secondi a 450 °C.',
    image: { kind: 'pizza', seed: 11, backdrop: 'cloth', color: '#D9412B', pizza: 'margherita' },
  },
  {
    title: 'Pizza in teglia',
    description:
      'La pizza al taglio romana: impasti ad alta idratazione, pieghe, cottura in teglia e farciture di stagione.',
    image: { kind: 'teglia', seed: 12, backdrop: 'plain', color: '#F2B134' },
  },
  {
    title: 'Impasti e lievitazione',
    description:
      'Farine, idratazione, prefermenti e maturazione: la tecnica che sta dietro a ogni impasto leggero e digeribile.',
    image: { kind: 'dough', seed: 13, backdrop: 'marble' },
  },
  {
    title: 'Forno a legna',
    description:
      'Accensione, gestione della brace, temperature della platea e della volta: il forno a legna senza segreti.',
    image: { kind: 'oven', seed: 14, backdrop: 'slate', pizza: 'marinara' },
  },
  {
    title: 'Gestione della pizzeria',
    description:
      'Food cost, organizzazione del banco, fornitori, personale e permessi: cosa serve per aprire e far crescere una pizzeria.',
    image: { kind: 'pizzeria', seed: 15 },
  },
]

export interface SeedTrainer {
  name: string
  surname: string
  email: string
  phoneNumber: string
  website: string
  description: string
  language: string
  /** Labelled 'Territorio' on the site: the region the trainer works in. */
  session: string
  face: Face
}

export const TRAINERS: SeedTrainer[] = [
  {
    name: 'Antonio',
    surname: 'Esposito',
    email: 'antonio.esposito@aula.local',
    phoneNumber: '+39 081 555 0142',
    website: 'https://www.aula-pizza.example/formatori/antonio-esposito',
    description:
      'Pizzaiolo napoletano di terza generazione, da vent’anni al banco tra Napoli e Roma. Insegna la pizza napoletana STG e la gestione del forno a legna, con un’attenzione maniacale alla stesura a mano.',
    language: 'Italiano, Inglese',
    session: 'Campania',
    face: {
      skin: '#F1C7A5',
      hair: '#3B2A20',
      hairStyle: 'short',
      beard: true,
      hat: true,
      jacket: '#fff',
      background: '#F2B134',
      accent: '#D9412B',
    },
  },
  {
    name: 'Chiara',
    surname: 'Romano',
    email: 'chiara.romano@aula.local',
    phoneNumber: '+39 06 555 0187',
    website: 'https://www.aula-pizza.example/formatori/chiara-romano',
    description:
      'Tecnologa alimentare e pizzaiola, si occupa di farine e fermentazioni. Nei suoi corsi spiega biga, poolish e maturazione con esempi misurati in laboratorio e ricette che funzionano anche a casa.',
    language: 'Italiano, Inglese, Spagnolo',
    session: 'Lazio',
    face: {
      skin: '#D9A27B',
      hair: '#6B3E26',
      hairStyle: 'long',
      glasses: true,
      jacket: '#fff',
      background: '#E07A4F',
      accent: '#3E8E41',
    },
  },
  {
    name: 'Sara',
    surname: 'Marino',
    email: 'sara.marino@aula.local',
    phoneNumber: '+39 06 555 0123',
    website: 'https://www.aula-pizza.example/formatori/sara-marino',
    description:
      'Cresciuta in un forno di Trastevere, guida da dieci anni una pizzeria al taglio a Roma. Insegna la teglia romana ad alta idratazione e l’organizzazione del banco nelle ore di punta.',
    language: 'Italiano',
    session: 'Lazio',
    face: {
      skin: '#B97E5A',
      hair: '#1F1A17',
      hairStyle: 'curly',
      jacket: '#fff',
      background: '#6B7F3A',
      accent: '#F2B134',
    },
  },
  {
    name: 'Franco',
    surname: 'Galli',
    email: 'franco.galli@aula.local',
    phoneNumber: '+39 02 555 0169',
    website: 'https://www.aula-pizza.example/formatori/franco-galli',
    description:
      'Consulente per la ristorazione, ha avviato oltre quaranta pizzerie in Italia e all’estero. Insegna food cost, organizzazione del lavoro e progettazione del locale, dal business plan all’apertura.',
    language: 'Italiano, Inglese, Tedesco',
    session: 'Lombardia',
    face: {
      skin: '#F4D3B8',
      hair: '#E9E4DA',
      hairStyle: 'bald',
      beard: true,
      glasses: true,
      jacket: '#fff',
      background: '#F7D9A8',
      accent: '#A8281B',
    },
  },
]

export interface SeedCourse {
  title: string
  intro: string
  description: string
  category: string
  author: string
  location: string
  priceCents: number
  facilitatorPriceCents: number | null
  affiliatePriceCents: number | null
  /** Days from the seed day to the first lesson; null when the date is still to be set. */
  startInDays: number | null
  days: number
  duration: string
  cover: Scene
  gallery: [Scene, Scene, Scene]
}

/** Listed oldest first: the last one is the newest course on the site. */
export const COURSES: SeedCourse[] = [
  {
    title: 'Corso professionale di pizzaiolo',
    intro: 'Cinque giorni al banco per imparare il mestiere, dall’impasto al servizio.',
    description: `<h2>Diventa pizzaiolo in una settimana di pratica</h2>
<p>Il corso più completo della scuola: cinque giornate intere al banco, con un forno a legna e un forno elettrico a disposizione di ogni coppia di allievi. Si parte dalle materie prime e si arriva a gestire un servizio vero, con gli ordini che arrivano dalla sala.</p>
<h2>Programma</h2>
<ul>
<li>Farine, acqua, sale e lievito: come sceglierli e perché</li>
<li>Impasto diretto e indiretto, a mano e con l’impastatrice</li>
<li>Staglio, stesura e condimento delle pizze classiche</li>
<li>Accensione e gestione del forno a legna</li>
<li>Igiene, HACCP e organizzazione della postazione</li>
</ul>
<h2>A chi è rivolto</h2>
<p>A chi vuole lavorare in pizzeria e parte da zero, e a chi già lavora e vuole un metodo. Al termine ricevi l’attestato di frequenza e l’accesso al nostro elenco di pizzerie partner che cercano personale.</p>`,
    category: 'Pizza napoletana',
    author: 'antonio.esposito@aula.local',
    location: 'Roma',
    priceCents: 69000,
    facilitatorPriceCents: 20000,
    affiliatePriceCents: 5000,
    startInDays: 14,
    days: 5,
    duration: '5 giorni (40 ore)',
    cover: { kind: 'classroom', seed: 101 },
    gallery: [
      { kind: 'dough', seed: 102, backdrop: 'wood' },
      { kind: 'pizzaTrio', seed: 103, backdrop: 'cloth', color: '#3E8E41', pizza: 'margherita' },
      { kind: 'tools', seed: 104, backdrop: 'marble' },
    ],
  },
  {
    title: 'Pizza napoletana STG',
    intro: 'Il disciplinare della vera pizza napoletana, spiegato e messo in pratica.',
    description: `<h2>La tradizione napoletana, regola per regola</h2>
<p>Tre giorni dedicati alla pizza napoletana Specialità Tradizionale Garantita: impasto diretto con poco lievito, lunga lievitazione a temperatura ambiente, stesura rigorosamente a mano e cottura in forno a legna a 430-480 °C.</p>
<h2>Cosa farai</h2>
<ul>
<li>Impasti a mano con idratazioni dal 58% al 65%</li>
<li>Staglio e maturazione dei panetti in cassetta</li>
<li>La stesura a schiaffo e il cornicione alto e alveolato</li>
<li>Margherita e marinara come da disciplinare</li>
</ul>
<p>Il corso si tiene nel nostro laboratorio partner a Napoli, con due forni a legna e un massimo di dodici allievi.</p>`,
    category: 'Pizza napoletana',
    author: 'antonio.esposito@aula.local',
    location: 'Napoli',
    priceCents: 49000,
    facilitatorPriceCents: 15000,
    affiliatePriceCents: 4000,
    startInDays: 24,
    days: 3,
    duration: '3 giorni (24 ore)',
    cover: { kind: 'pizza', seed: 111, backdrop: 'wood', pizza: 'margherita' },
    gallery: [
      { kind: 'oven', seed: 112, backdrop: 'plain', color: '#F7D9A8', pizza: 'margherita' },
      { kind: 'mozzarella', seed: 113, backdrop: 'cloth', color: '#D9412B' },
      { kind: 'pizza', seed: 114, backdrop: 'slate', pizza: 'marinara' },
    ],
  },
  {
    title: 'Pizza in teglia romana',
    intro: 'Impasto all’80% di idratazione, pieghe e cottura: la teglia croccante e leggera.',
    description: `<h2>La pizza al taglio come la fanno a Roma</h2>
<p>Due giorni per padroneggiare la pizza in teglia: un impasto molto idratato che si sviluppa con le pieghe e matura in frigorifero, una stesura delicata con la punta delle dita e una cottura in due tempi che la rende croccante sotto e soffice dentro.</p>
<h2>Programma</h2>
<ul>
<li>Impasto con farina di forza e autolisi</li>
<li>Pieghe di rinforzo e maturazione a 4 °C per 48 ore</li>
<li>Stesura in teglia di ferro blu e cottura su platea</li>
<li>Farciture di stagione e gestione della vetrina</li>
</ul>
<p>Ogni allievo porta a casa le proprie teglie e le schede con dosi e tempi.</p>`,
    category: 'Pizza in teglia',
    author: 'sara.marino@aula.local',
    location: 'Roma',
    priceCents: 39000,
    facilitatorPriceCents: null,
    affiliatePriceCents: 3000,
    startInDays: 33,
    days: 2,
    duration: '2 giorni (16 ore)',
    cover: { kind: 'teglia', seed: 121, backdrop: 'wood' },
    gallery: [
      { kind: 'hydration', seed: 122, backdrop: 'plain', color: '#F2B134' },
      { kind: 'teglia', seed: 123, backdrop: 'cloth', color: '#6B7F3A' },
      { kind: 'ingredients', seed: 124, backdrop: 'marble' },
    ],
  },
  {
    title: 'Impasti indiretti: biga e poolish',
    intro: 'Prefermenti, tempi e temperature per impasti profumati e digeribili.',
    description: `<h2>Più profumo, più leggerezza</h2>
<p>Un corso tecnico per chi sa già fare la pizza e vuole passare agli impasti indiretti. Prepariamo insieme biga e poolish, li usiamo in impasti diversi e confrontiamo i risultati alla cieca, assaggiando.</p>
<h2>Argomenti</h2>
<ul>
<li>Biga al 44% e poolish al 100%: quando scegliere l’uno o l’altro</li>
<li>Calcolo delle dosi in percentuale sul peso della farina</li>
<li>Temperatura finale dell’impasto e tempi di maturazione</li>
<li>Errori tipici e come correggerli</li>
</ul>
<p>Durante il corso usiamo farine di tre mulini diversi per capire come cambia l’assorbimento dell’acqua.</p>`,
    category: 'Impasti e lievitazione',
    author: 'chiara.romano@aula.local',
    location: 'Milano',
    priceCents: 35000,
    facilitatorPriceCents: null,
    affiliatePriceCents: 3000,
    startInDays: 47,
    days: 2,
    duration: '2 giorni (14 ore)',
    cover: { kind: 'preferments', seed: 131, backdrop: 'plain', color: '#E3A857' },
    gallery: [
      { kind: 'flour', seed: 132, backdrop: 'wood' },
      { kind: 'dough', seed: 133, backdrop: 'slate' },
      { kind: 'hydration', seed: 134, backdrop: 'marble' },
    ],
  },
  {
    title: 'Gestione del forno a legna',
    intro: 'Accendere, alimentare e leggere il forno: una giornata davanti al fuoco.',
    description: `<h2>Il forno è il secondo pizzaiolo</h2>
<p>Una giornata intera dedicata al forno a legna: come si accende, quanta legna serve, come si legge la temperatura della platea e della volta e come si mantiene costante durante un servizio di tre ore.</p>
<h2>In pratica</h2>
<ul>
<li>Scelta e stagionatura della legna</li>
<li>Accensione e messa in temperatura</li>
<li>Uso del termometro a infrarossi e lettura dei colori della volta</li>
<li>Pulizia, manutenzione e sicurezza</li>
</ul>
<p>Si cuoce per tutto il pomeriggio: ogni allievo inforna, gira e sforna decine di pizze.</p>`,
    category: 'Forno a legna',
    author: 'antonio.esposito@aula.local',
    location: 'Roma',
    priceCents: 19000,
    facilitatorPriceCents: null,
    affiliatePriceCents: null,
    startInDays: 68,
    days: 1,
    duration: '1 giorno (8 ore)',
    cover: { kind: 'oven', seed: 141, backdrop: 'plain', color: '#E07A4F', pizza: 'diavola' },
    gallery: [
      { kind: 'thermometer', seed: 142, backdrop: 'plain', color: '#F7D9A8' },
      { kind: 'tools', seed: 143, backdrop: 'wood' },
      { kind: 'pizza', seed: 144, backdrop: 'marble', pizza: 'capricciosa' },
    ],
  },
  {
    title: 'Aprire e gestire una pizzeria',
    intro: 'Dal business plan al primo servizio: il percorso per aprire il tuo locale.',
    description: `<h2>Un progetto, non solo un forno</h2>
<p>Quattro giornate con chi ha aperto decine di pizzerie: come si sceglie il locale, come si calcola il food cost di ogni pizza, quali permessi servono e come si organizza il personale per reggere il sabato sera.</p>
<h2>I moduli</h2>
<ul>
<li>Business plan e analisi della zona</li>
<li>Progettazione della cucina e scelta del forno</li>
<li>Food cost, menu e prezzi</li>
<li>Permessi, HACCP e sicurezza sul lavoro</li>
<li>Marketing locale e recensioni</li>
</ul>
<p>Le date sono in via di definizione: lascia il tuo contatto con il modulo informazioni e ti avviseremo per primo.</p>`,
    category: 'Gestione della pizzeria',
    author: 'franco.galli@aula.local',
    location: 'Milano',
    priceCents: 89000,
    facilitatorPriceCents: 25000,
    affiliatePriceCents: 7000,
    startInDays: null,
    days: 4,
    duration: '4 giorni (32 ore)',
    cover: { kind: 'pizzeria', seed: 151 },
    gallery: [
      { kind: 'classroom', seed: 150 },
      { kind: 'ingredients', seed: 153, backdrop: 'wood' },
      { kind: 'pizzaTrio', seed: 154, backdrop: 'slate', pizza: 'funghi' },
    ],
  },
]

/** An edition of a seeded in-person course, counted from the seed day. */
export interface SeedEdition {
  startInDays: number
  days: number
  hours: number
  /** Seats; null for no limit. */
  capacity: number | null
}

/**
 * The editions of some in-person courses (docs/product.md#editions). Each course's first
 * edition falls on the course's own dates, so its card, the calendar and its editions agree;
 * the professional course runs again a month later, and the STG course has few seats.
 */
export const EDITIONS: Record<string, SeedEdition[]> = {
  'Corso professionale di pizzaiolo': [
    { startInDays: 14, days: 5, hours: 40, capacity: 12 },
    { startInDays: 49, days: 5, hours: 40, capacity: 12 },
  ],
  'Pizza napoletana STG': [{ startInDays: 24, days: 3, hours: 24, capacity: 2 }],
  'Pizza in teglia romana': [{ startInDays: 33, days: 2, hours: 16, capacity: 10 }],
}

/** The seat Mario bought on the STG course's edition, leaving one of its two seats. */
export const DEMO_SEAT = {
  courseTitle: 'Pizza napoletana STG',
  reference: 'DEMO-SEAT-1',
  daysAgo: 6,
} as const
