import { http, HttpResponse } from 'msw'
import { titleKey } from '@aula/contract/common'
import {
  ArticlePaths,
  type Article,
  type ArticleAnswer,
  type ArticlesAnswer,
} from '@aula/contract/articles'
import type { ApiError } from '@aula/contract/common'
import {
  CoursePaths,
  type Course,
  type CourseAnswer,
  type CoursesAnswer,
} from '@aula/contract/courses'
import { FaqPaths, type Faq, type FaqsAnswer } from '@aula/contract/faqs'
import { MemberPaths, type Member, type MembersAnswer } from '@aula/contract/members'
import {
  OnlineCoursePaths,
  type CurriculumLesson,
  type OnlineCourse,
  type OnlineCourseAnswer,
  type OnlineCoursesAnswer,
} from '@aula/contract/online-courses'
import { ReviewPaths, type Review, type ReviewsAnswer } from '@aula/contract/reviews'
import { TopicPaths, type ImageView, type Topic, type TopicsAnswer } from '@aula/contract/topics'
import { testUsers } from './users.ts'
import { credentialOf } from './session-cookie.ts'

/*
 * The school's public catalog as the fake server serves it: courses, video courses,
 * articles, categories, trainers, FAQs and reviews. Answers are typed from the contract;
 * a test passes its own items to catalogHandlers() and server.use()s them.
 */

/** A picture as the server describes an upload: one URL per WebP width. */
export function imageFixture(name: string, width = 1280, height = 720): ImageView {
  const widths = [320, 640, 960, 1280].filter((w) => w <= width)
  return {
    url: `/media/images/${name}-${width}.webp`,
    srcset: widths.map((w) => `/media/images/${name}-${w}.webp ${w}w`).join(', '),
    width,
    height,
  }
}

export function courseFixture(overrides: Partial<Course> & Pick<Course, 'id' | 'title'>): Course {
  const cover = overrides.images?.cover ?? null
  return {
    intro: `${overrides.title}: impasti, forno e servizio.`,
    category: '',
    categoryId: null,
    date: null,
    dateMode: 'tbd',
    location: 'Roma',
    price: 390,
    immagineCopertina: cover?.url ?? '',
    author: '',
    authorId: null,
    description: '<p>Il programma del corso.</p>',
    facilitatorPrice: null,
    affiliatePrice: null,
    dataInizio: null,
    dateFine: null,
    duration: '',
    immaginiRappresentative: '',
    fileUrl: '',
    images: { cover, gallery: [] },
    ...overrides,
  }
}

/** A course with start and end days. */
export const datedCourse = (
  overrides: Partial<Course> & Pick<Course, 'id' | 'title'>,
  start: string,
  end: string | null = start,
) =>
  courseFixture({ dateMode: 'date', date: start, dataInizio: start, dateFine: end, ...overrides })

export function onlineCourseFixture(
  overrides: Partial<OnlineCourse> & Pick<OnlineCourse, 'id' | 'title'>,
): OnlineCourse {
  return {
    author: '',
    authorId: null,
    category: '',
    categoryId: null,
    intro: `${overrides.title}, lezione dopo lezione.`,
    description: '<p>Le lezioni del videocorso.</p>',
    price: 49,
    facilitatorPrice: null,
    affiliatePrice: null,
    immagineCopertina: '',
    mainVideo: '',
    fileUrl: '',
    lessonCount: 3,
    date: '2026-11-01',
    images: { cover: null },
    ...overrides,
  }
}

/**
 * The public curriculum of a video course: the given titles and lengths in minutes, or as
 * many "Lezione N" of 10 minutes as the course has lessons.
 */
export function curriculumFixture(
  course: Pick<OnlineCourse, 'lessonCount'>,
  lessons?: [title: string, minutes: number | null][],
): CurriculumLesson[] {
  const rows =
    lessons ??
    Array.from({ length: course.lessonCount }, (_, i): [string, number] => [`Lezione ${i + 1}`, 10])
  return rows.map(([title, minutes], index) => ({
    index,
    title,
    durationSeconds: minutes === null ? null : minutes * 60,
  }))
}

export function articleFixture(
  overrides: Partial<Article> & Pick<Article, 'id' | 'title'>,
): Article {
  return {
    intro: `${overrides.title} in breve.`,
    description: '',
    content: '<p>Il testo dell’articolo.</p>',
    category: '',
    categoryId: null,
    date: '2026-01-15T10:00:00.000Z',
    fileUrl: '',
    images: { cover: null },
    ...overrides,
  }
}

export const topicFixture = (id: number, title: string, image: ImageView | null = null): Topic => ({
  idTopic: id,
  id,
  title,
  description: `Tutto su ${title.toLowerCase()}.`,
  fileUrl: image?.url ?? '',
  image,
})

export function memberFixture(
  overrides: Partial<Member> & Pick<Member, 'id' | 'name' | 'surname'>,
): Member {
  return {
    idMember: overrides.id,
    email: `${overrides.name.toLowerCase()}@example.com`,
    phoneNumber: '',
    website: '',
    description: '',
    language: 'Italiano',
    session: '',
    fileUrl: '',
    image: null,
    ...overrides,
  }
}

export const faqFixture = (id: number, question: string, answer: string): Faq => ({
  idFaq: id,
  id,
  question,
  answer,
})

export const reviewFixture = (id: number, name: string, review: string, rating = 5): Review => ({
  idReview: id,
  id,
  name,
  review,
  rating,
})

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

const notFound = () => HttpResponse.json<ApiError>({ message: 'Not found' }, { status: 404 })

const isLoggedIn = (request: Request) => {
  const token = credentialOf(request)
  return Object.values(testUsers).some((user) => user.token === token)
}

const byTitle = <T extends { title: string }>(items: T[]) =>
  Object.fromEntries(items.map((item) => [item.title, item]))

const findByTitle = <T extends { title: string }>(items: T[], title: string) =>
  items.find((item) => titleKey(item.title) === titleKey(title))

/** The catalog's GET calls, answering with `data` (the default catalog unless replaced). */
export function catalogHandlers(replace: Partial<CatalogData> = {}) {
  const data: CatalogData = { ...catalog, ...replace }
  const bought = (request: Request, title: string) =>
    isLoggedIn(request) && data.purchased.some((item) => titleKey(item) === titleKey(title))

  return [
    http.get<never, never, CoursesAnswer>(`*${CoursePaths.courses}`, () =>
      HttpResponse.json({ courses: byTitle(data.courses) }),
    ),
    http.get<{ title: string }, never, CourseAnswer | ApiError>(
      '*/api/course/:title',
      ({ request, params }) => {
        const course = findByTitle(data.courses, params.title)
        if (!course) return notFound()
        return HttpResponse.json({
          course: [{ ...course, purchased: bought(request, course.title) }],
        })
      },
    ),
    http.get<never, never, OnlineCoursesAnswer>(`*${OnlineCoursePaths.onlineCourses}`, () =>
      HttpResponse.json({ onlinecourses: byTitle(data.onlineCourses) }),
    ),
    http.get<{ title: string }, never, OnlineCourseAnswer | ApiError>(
      '*/api/onlinecourse/:title',
      ({ request, params }) => {
        const course = findByTitle(data.onlineCourses, params.title)
        if (!course) return notFound()
        const curriculum = Object.entries(data.curricula ?? {}).find(
          ([title]) => titleKey(title) === titleKey(course.title),
        )?.[1]
        return HttpResponse.json({
          onlinecourse: {
            ...course,
            purchased: bought(request, course.title),
            curriculum: curriculum ?? curriculumFixture(course),
          },
        })
      },
    ),
    // Not built on the server yet: it answers 404 like any unknown address.
    http.get<never, never, ApiError>('*/api/user/onlinecourses', () => notFound()),
    http.get<never, never, ArticlesAnswer>(`*${ArticlePaths.articles}`, () =>
      HttpResponse.json({ articles: byTitle(data.articles) }),
    ),
    http.get<{ title: string }, never, ArticleAnswer | ApiError>(
      '*/api/article/:title',
      ({ params }) => {
        const article = findByTitle(data.articles, params.title)
        return article ? HttpResponse.json({ article }) : notFound()
      },
    ),
    http.get<never, never, TopicsAnswer>(`*${TopicPaths.topics}`, () =>
      HttpResponse.json(data.topics),
    ),
    http.get<never, never, MembersAnswer>(`*${MemberPaths.members}`, () =>
      HttpResponse.json({ members: data.members }),
    ),
    http.get<never, never, FaqsAnswer>(`*${FaqPaths.faqs}`, () =>
      HttpResponse.json({ faqs: data.faqs }),
    ),
    http.get<never, never, ReviewsAnswer>(`*${ReviewPaths.reviews}`, () =>
      HttpResponse.json({ reviews: data.reviews }),
    ),
  ]
}
