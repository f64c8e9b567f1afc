/* The demo FAQ and the reviews of past students. */

export interface SeedFaq {
  question: string
  answer: string
}

/** In the order the FAQ page shows them. */
export const FAQS: SeedFaq[] = [
  {
    question: 'Come mi iscrivo a un corso in presenza?',
    answer:
      'Scegli il corso dalla pagina Corsi, accedi o registrati con un codice invito e completa il pagamento con carta. Riceverai subito una e-mail di conferma con il programma e l’indirizzo della sede.',
  },
  {
    question: 'Posso pagare solo un acconto?',
    answer:
      'Sì, per i corsi che lo prevedono puoi versare l’acconto indicato nella scheda del corso e saldare il resto il primo giorno di lezione, con carta o bonifico.',
  },
  {
    question: 'Posso chiedere un rimborso?',
    answer:
      'Sì. Puoi chiedere il rimborso entro 30 giorni dall’acquisto, a meno che il servizio non sia già iniziato: per un corso in presenza, la prima lezione; per un videocorso, la visione della prima lezione. Scrivici dalla pagina Contatti e ti rimborsiamo sulla stessa carta.',
  },
  {
    question: 'Per quanto tempo posso vedere un videocorso?',
    answer:
      'Per sempre. Una volta acquistato, il videocorso resta nel tuo profilo e puoi rivedere le lezioni quando vuoi, da computer, tablet o smartphone.',
  },
  {
    question: 'Serve esperienza per partecipare?',
    answer:
      'No. Il corso professionale di pizzaiolo parte da zero; i corsi tecnici, come quello sugli impasti indiretti, sono indicati per chi sa già impastare. Ogni scheda indica a chi è rivolto il corso.',
  },
  {
    question: 'Come posso contattare l’assistenza?',
    answer:
      'Il nostro servizio di assistenza è attivo 24/7: scrivici dal modulo Contatti, via e-mail o con il pulsante della chat in basso a destra. Rispondiamo a ogni richiesta, anche di notte e nei giorni festivi.',
  },
]

export interface SeedReview {
  name: string
  review: string
  rating: number
  /** Days before the seed day it was left. */
  daysAgo: number
}

/** Oldest first. */
export const REVIEWS: SeedReview[] = [
  {
    name: 'Luca M.',
    review:
      'Ho fatto il corso professionale partendo da zero: dopo un mese lavoravo già in una pizzeria del mio quartiere. Antonio è un maestro paziente e preciso.',
    rating: 5,
    daysAgo: 140,
  },
  {
    name: 'Federica P.',
    review:
      'Il corso su biga e poolish mi ha cambiato il modo di impastare. Tanta pratica e schede chiarissime da portare a casa.',
    rating: 5,
    daysAgo: 110,
  },
  {
    name: 'Giorgio T.',
    review:
      'Ottimo il videocorso sulla napoletana: lezioni brevi e concrete. Avrei voluto una lezione in più sulla cottura in forno elettrico.',
    rating: 4,
    daysAgo: 75,
  },
  {
    name: 'Valentina R.',
    review:
      'Due giorni intensi sulla teglia romana con Sara: finalmente la mia pizza è croccante sotto e soffice dentro. Consigliatissimo!',
    rating: 5,
    daysAgo: 48,
  },
  {
    name: 'Andrea C.',
    review:
      'Sto aprendo il mio locale e il corso di gestione mi ha evitato parecchi errori sul food cost. Franco risponde a ogni domanda.',
    rating: 5,
    daysAgo: 20,
  },
  {
    name: 'Sofia B.',
    review:
      'Laboratorio attrezzato e gruppo piccolo, si lavora davvero al banco. Unico neo: il parcheggio vicino alla sede è difficile.',
    rating: 4,
    daysAgo: 6,
  },
]
