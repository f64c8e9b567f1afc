import type { SceneOptions } from '../art/scene.ts'

/* The demo blog: six articles a pizza school would publish, oldest first. */

export interface SeedArticle {
  title: string
  intro: string
  description: string
  content: string
  category: string
  /** Days before the seed day it was published. */
  daysAgo: number
  cover: Omit<SceneOptions, 'width' | 'height'>
}

export const ARTICLES: SeedArticle[] = [
  {
    title: 'La Margherita: storia di una pizza regina',
    intro: 'Dal 1889 a oggi, la storia della pizza più famosa del mondo.',
    description: 'Origini, leggende e regole della pizza Margherita.',
    category: 'Pizza napoletana',
    daysAgo: 160,
    cover: { kind: 'history', seed: 201 },
    content: `<h2>Una pizza per la regina</h2>
<p>Secondo la tradizione, nel giugno del 1889 il pizzaiolo Raffaele Esposito preparò per la regina Margherita di Savoia, in visita a Napoli, tre pizze diverse. La preferita fu quella con pomodoro, mozzarella e basilico: i colori della bandiera italiana. Da allora porta il suo nome.</p>
<blockquote>«Mi compiaccio di accertarla che le tre qualità di pizze da lei confezionate per Sua Maestà la Regina furono trovate buonissime.» — dalla lettera attribuita al capo dei servizi di tavola della Real Casa</blockquote>
<h2>Tra storia e leggenda</h2>
<p>Gli storici discutono sull’autenticità della lettera e ricordano che pizze con pomodoro e formaggio esistevano già prima. Ma la storia ha fatto della Margherita un simbolo: semplice, popolare e regale allo stesso tempo.</p>
<h2>Gli ingredienti, oggi</h2>
<ul>
<li><strong>Pomodoro</strong>: pelati o San Marzano schiacciati a mano, con un pizzico di sale</li>
<li><strong>Mozzarella</strong>: fiordilatte o mozzarella di bufala campana, tagliata a listelli</li>
<li><strong>Basilico</strong> fresco, aggiunto prima o dopo la cottura</li>
<li><strong>Olio extravergine</strong> d’oliva a filo</li>
</ul>
<p>Il disciplinare della pizza napoletana STG ne fissa le regole, ma ogni pizzaiolo ha la sua Margherita: è il banco di prova di ogni pizzeria.</p>`,
  },
  {
    title: 'Biga e poolish: guida ai prefermenti',
    intro: 'Due prefermenti, due caratteri: come scegliere quello giusto per la tua pizza.',
    description: 'Differenze, dosi e usi di biga e poolish.',
    category: 'Impasti e lievitazione',
    daysAgo: 128,
    cover: { kind: 'preferments', seed: 202, backdrop: 'marble' },
    content: `<h2>Che cos’è un prefermento</h2>
<p>Un prefermento è una parte dell’impasto preparata in anticipo con farina, acqua e poco lievito, e lasciata fermentare per molte ore. Aggiunto all’impasto finale, porta aromi, forza e digeribilità.</p>
<h2>La biga</h2>
<p>La biga è un prefermento solido, con circa il 44-50% di acqua sul peso della farina. Si presenta come un impasto grumoso e asciutto che matura 16-24 ore a 16-18 °C.</p>
<ul>
<li>Dà impasti elastici e strutturati</li>
<li>Note aromatiche più acide e intense</li>
<li>Ideale per farine forti e lunghe maturazioni</li>
</ul>
<h2>Il poolish</h2>
<p>Il poolish è liquido: acqua e farina in parti uguali. Fermenta più in fretta e dà impasti estensibili, facili da stendere, con un profumo delicato di nocciola.</p>
<ul>
<li>Aumenta l’estensibilità</li>
<li>Aromi più dolci e lattici</li>
<li>Perfetto per la pizza in teglia e per le pizze a canotto</li>
</ul>
<blockquote>Non esiste il prefermento migliore: esiste quello adatto alla tua farina, al tuo forno e al tuo orario di lavoro.</blockquote>
<h2>Quale scegliere</h2>
<p>Se cerchi struttura e un sapore deciso, prova la biga. Se vuoi un impasto morbido che si stende da solo, scegli il poolish. Nei nostri corsi li prepariamo entrambi e li confrontiamo alla cieca.</p>`,
  },
  {
    title: 'Le temperature del forno a legna',
    intro: 'Platea, volta e brace: come leggere il forno per cuocere alla perfezione.',
    description: 'Quanto deve essere caldo il forno e come misurarlo.',
    category: 'Forno a legna',
    daysAgo: 96,
    cover: { kind: 'thermometer', seed: 203, backdrop: 'slate' },
    content: `<h2>Due temperature, non una</h2>
<p>Nel forno a legna contano due temperature diverse: quella della <strong>platea</strong>, il piano su cui appoggia la pizza, e quella della <strong>volta</strong>, che irraggia calore dall’alto. Una pizza cuoce bene solo quando le due sono in equilibrio.</p>
<h2>I valori di riferimento</h2>
<ul>
<li>Pizza napoletana: platea 430-450 °C, cottura in 60-90 secondi</li>
<li>Pizza tonda romana: platea 330-350 °C, cottura in 3-4 minuti</li>
<li>Pane e focacce: forno in calo, tra 220 e 260 °C</li>
</ul>
<h2>Come misurarle</h2>
<p>Il termometro a infrarossi è lo strumento più pratico: si punta sulla platea, lontano dal fuoco, in tre punti diversi. Per la volta si osserva il colore dei mattoni: quando da neri diventano bianchi, il forno è in temperatura.</p>
<blockquote>Il fuoco va alimentato poco e spesso: un ciocco alla volta mantiene la temperatura più stabile di una grande fiammata.</blockquote>
<h2>Errori comuni</h2>
<ol>
<li>Infornare troppo presto, con la volta ancora scura</li>
<li>Usare legna umida o resinosa</li>
<li>Non ruotare la pizza verso il fuoco a metà cottura</li>
</ol>`,
  },
  {
    title: 'Fiordilatte e bufala: scegliere la mozzarella',
    intro: 'Latte, umidità e taglio: come scegliere la mozzarella giusta per la pizza.',
    description: 'Differenze tra fiordilatte e bufala e come prepararle.',
    category: 'Pizza napoletana',
    daysAgo: 64,
    cover: { kind: 'mozzarella', seed: 204, backdrop: 'wood' },
    content: `<h2>Due latti, due mozzarelle</h2>
<p>Il <strong>fiordilatte</strong> è la mozzarella di latte vaccino: compatto, dal sapore delicato, rilascia poca acqua in cottura. La <strong>mozzarella di bufala campana DOP</strong> è più grassa e saporita, ma molto più ricca di siero.</p>
<h2>Come prepararla</h2>
<ul>
<li>Tagliala a listelli o a cubetti qualche ora prima del servizio</li>
<li>Lasciala sgocciolare in frigorifero in un colino</li>
<li>Portala a temperatura ambiente prima di condire</li>
</ul>
<blockquote>Una mozzarella troppo bagnata trasforma il centro della pizza in una piscina: l’acqua è nemica del cornicione croccante.</blockquote>
<h2>Quando usare la bufala</h2>
<p>Per non perdere il suo profumo, molti pizzaioli aggiungono la bufala a metà cottura o appena sfornata la pizza. Il fiordilatte, invece, regge bene tutta la cottura e fila in modo uniforme.</p>
<h2>In sintesi</h2>
<p>Per una Margherita classica e per chi inizia, il fiordilatte ben sgocciolato è la scelta più sicura. La bufala è perfetta per le pizze gourmet e per chi sa gestire i tempi del forno.</p>`,
  },
  {
    title: 'Idratazione: quanta acqua serve all’impasto',
    intro: 'Cosa significa idratazione al 60% o all’80% e come sceglierla.',
    description: 'Il calcolo dell’idratazione e il suo effetto sulla pizza.',
    category: 'Impasti e lievitazione',
    daysAgo: 33,
    cover: { kind: 'hydration', seed: 205, backdrop: 'cloth', color: '#2F6F8F' },
    content: `<h2>Una percentuale sul peso della farina</h2>
<p>L’idratazione è il rapporto tra l’acqua e la farina di un impasto. Con 1000 g di farina e 650 g di acqua l’idratazione è del 65%. È il numero che più di ogni altro decide la consistenza della pizza.</p>
<h2>Le idratazioni più comuni</h2>
<ul>
<li><strong>55-60%</strong>: pizza tonda romana, sottile e croccante</li>
<li><strong>60-65%</strong>: pizza napoletana classica</li>
<li><strong>70-75%</strong>: pizza contemporanea a canotto</li>
<li><strong>75-85%</strong>: pizza in teglia e alla pala</li>
</ul>
<h2>La farina decide quanto può bere</h2>
<p>Ogni farina assorbe una quantità diversa di acqua: più è forte (con un W alto), più acqua può trattenere. Alzare l’idratazione con una farina debole porta a un impasto appiccicoso e difficile da gestire.</p>
<blockquote>Aumenta l’acqua a piccoli passi, del 2-3% alla volta, e tieni un quaderno: l’impasto perfetto è quello che sai ripetere.</blockquote>
<h2>Un consiglio pratico</h2>
<p>Aggiungi l’ultima parte dell’acqua a filo, a impasto già formato (la tecnica del bassinage): la maglia glutinica assorbe meglio e l’impasto resta liscio.</p>`,
  },
  {
    title: 'Aprire una pizzeria: i primi passi',
    intro: 'Business plan, locale, permessi e squadra: da dove cominciare.',
    description: 'Una lista di controllo per chi vuole aprire una pizzeria.',
    category: 'Gestione della pizzeria',
    daysAgo: 9,
    cover: { kind: 'pizzeria', seed: 206 },
    content: `<h2>Prima il progetto, poi il forno</h2>
<p>Aprire una pizzeria è il sogno di molti allievi. Prima di firmare un contratto d’affitto, però, serve un progetto scritto: quante pizze devi vendere al giorno per coprire i costi? Quanto spende in media un cliente della zona?</p>
<h2>La lista di controllo</h2>
<ol>
<li>Analisi della zona: concorrenza, passaggio, parcheggi</li>
<li>Business plan con investimento, costi fissi e punto di pareggio</li>
<li>Scelta del locale e verifica della canna fumaria</li>
<li>SCIA, registrazione sanitaria e piano HACCP</li>
<li>Scelta del forno: legna, gas o elettrico</li>
<li>Squadra: pizzaiolo, aiuto pizzaiolo, sala</li>
</ol>
<h2>Il food cost</h2>
<p>Una Margherita costa in materie prime tra 1 e 1,50 €. Il food cost medio di una pizzeria sana resta sotto il 30% del prezzo di vendita: calcolalo per ogni voce del menu, non a occhio.</p>
<blockquote>Il locale più bello del quartiere chiude in un anno se il forno non regge il sabato sera.</blockquote>
<h2>Farsi aiutare</h2>
<p>Un consulente esperto ti fa risparmiare errori costosi. Nel nostro corso dedicato alla gestione della pizzeria costruiamo insieme il business plan del tuo progetto.</p>`,
  },
]
