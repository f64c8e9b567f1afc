import type { Article } from '@aula/contract/articles'
import type { Course } from '@aula/contract/courses'
import type { Edition } from '@aula/contract/editions'
import type { Faq } from '@aula/contract/faqs'
import type { Member } from '@aula/contract/members'
import type { CurriculumLesson, OnlineCourse } from '@aula/contract/online-courses'
import type { Review } from '@aula/contract/reviews'
import type { Topic } from '@aula/contract/topics'
import {
  articleFixture,
  courseFixture,
  datedCourse,
  faqFixture,
  imageFixture,
  memberFixture,
  onlineCourseFixture,
  reviewFixture,
  topicFixture,
} from './catalog-fixtures.ts'

/*
 * The school's public catalog the fake server holds unless a test replaces part of it:
 * courses, video courses, articles, categories, trainers, FAQs and reviews.
 */

/** What the fake server holds: each list newest first, as the real one answers. */
export interface CatalogData {
  courses: Course[]
  onlineCourses: OnlineCourse[]
  articles: Article[]
  topics: Topic[]
  members: Member[]
  faqs: Faq[]
  reviews: Review[]
  /** Titles the logged-in test users have bought (courses and video courses alike). */
  purchased: string[]
  /** The curriculum of a video course, by title (else curriculumFixture's default). */
  curricula?: Record<string, CurriculumLesson[]>
  /** Editions of in-person courses with their seats (none unless a test gives some). */
  editions?: Edition[]
}

export const catalog: CatalogData = {
  courses: [
    datedCourse(
      {
        id: 4,
        title: 'Pizza napoletana STG',
        category: 'Pizza napoletana',
        categoryId: 1,
        location: 'Napoli',
        price: 490,
        facilitatorPrice: 150,
        author: 'Antonio Esposito',
        duration: '3 giorni (24 ore)',
        images: {
          cover: imageFixture('napoletana-cover'),
          gallery: [
            imageFixture('napoletana-banco', 960, 640),
            imageFixture('napoletana-forno', 960, 640),
          ],
        },
        description: '<h2>Il programma</h2><p>Impasto diretto e cottura a legna.</p>',
      },
      '2026-12-16',
      '2026-12-18',
    ),
    datedCourse(
      {
        id: 3,
        title: 'Pizza in teglia romana',
        intro: 'Alta idratazione, pieghe e cottura in teglia.',
        category: 'Pizza in teglia',
        categoryId: 2,
        location: 'Roma',
        price: 390,
      },
      '2026-12-29',
      '2027-01-02',
    ),
    datedCourse(
      {
        id: 2,
        title: 'Gestione del forno a legna',
        intro: 'Accendere, alimentare e leggere il forno.',
        category: 'Forno a legna',
        categoryId: 3,
        location: 'Roma',
        price: 190,
      },
      '2027-01-29',
    ),
    courseFixture({
      id: 1,
      title: 'Aprire e gestire una pizzeria',
      intro: 'Dal business plan al primo servizio.',
      category: 'Gestione della pizzeria',
      categoryId: 4,
      location: 'Milano',
      price: 890,
      facilitatorPrice: 250,
    }),
  ],
  onlineCourses: [
    onlineCourseFixture({
      id: 2,
      title: 'Pizza in teglia alla romana',
      category: 'Pizza in teglia',
      categoryId: 2,
      author: 'Sara Marino',
      price: 39,
      mainVideo: '/media/videos/teglia.mp4',
      immagineCopertina: '/media/images/teglia-1280.webp',
      images: { cover: imageFixture('teglia') },
      date: '2026-11-17',
    }),
    onlineCourseFixture({
      id: 1,
      title: 'Lievitazione e impasti indiretti',
      intro: 'Biga, poolish e maturazione in frigo.',
      category: 'Pizza napoletana',
      categoryId: 1,
      price: 69,
      lessonCount: 1,
      date: '2026-10-13',
    }),
  ],
  articles: [
    articleFixture({
      id: 3,
      title: 'Idratazione: quanta acqua serve all’impasto',
      intro: 'Cosa significa idratazione al 60% o all’80%.',
      category: 'Pizza napoletana',
      categoryId: 1,
      date: '2026-03-12T09:30:00.000Z',
      images: { cover: imageFixture('idratazione') },
    }),
    articleFixture({
      id: 2,
      title: 'Fiordilatte e bufala',
      intro: 'Come scegliere la mozzarella giusta.',
      category: 'Pizza napoletana',
      categoryId: 1,
      date: '2026-02-20T09:30:00.000Z',
    }),
    articleFixture({
      id: 1,
      title: 'La teglia perfetta',
      intro: 'Pieghe, riposo e cottura a doppio piano.',
      category: 'Pizza in teglia',
      categoryId: 2,
      date: '2026-01-05T09:30:00.000Z',
    }),
  ],
  topics: [
    topicFixture(1, 'Pizza napoletana', imageFixture('topic-napoletana', 960, 640)),
    topicFixture(2, 'Pizza in teglia'),
    topicFixture(3, 'Forno a legna'),
  ],
  members: [
    memberFixture({
      id: 1,
      name: 'Antonio',
      surname: 'Esposito',
      description: 'Pizzaiolo napoletano di terza generazione.',
      session: 'Campania',
      language: 'Italiano, Inglese',
      website: 'https://antonio.example.com',
      image: imageFixture('antonio', 640, 640),
    }),
    memberFixture({
      id: 2,
      name: 'Chiara',
      surname: 'Romano',
      description: 'Tecnologa alimentare e pizzaiola.',
      session: 'Lazio',
    }),
  ],
  faqs: [
    faqFixture(1, 'Come mi iscrivo a un corso?', 'Scegli il corso e completa il pagamento.'),
    faqFixture(2, 'Posso pagare solo un acconto?', 'Sì, per i corsi che lo prevedono.'),
    faqFixture(3, 'Posso avere un rimborso?', 'Entro 30 giorni, se il corso non è iniziato.'),
  ],
  reviews: [
    reviewFixture(7, 'Sofia B.', 'Gruppo piccolo, si lavora davvero al banco.', 4),
    reviewFixture(5, 'Andrea C.', 'Il corso di gestione mi ha evitato parecchi errori.'),
  ],
  purchased: [],
}
