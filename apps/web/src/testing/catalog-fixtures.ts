import type { Article } from '@aula/contract/articles'
import type { Course } from '@aula/contract/courses'
import type { Faq } from '@aula/contract/faqs'
import type { Member } from '@aula/contract/members'
import type { CurriculumLesson, OnlineCourse } from '@aula/contract/online-courses'
import type { Review } from '@aula/contract/reviews'
import type { ImageView, Topic } from '@aula/contract/topics'

/*
 * The school's public items as the fake server describes them: one factory per kind, typed
 * from the contract, with plausible defaults a test overrides where it cares.
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
    languages: { title: 'it', intro: 'it', description: 'it' },
    titles: { it: overrides.title, en: null },
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
    languages: { title: 'it', intro: 'it', description: 'it' },
    titles: { it: overrides.title, en: null },
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
    languages: { title: 'it', intro: 'it', description: 'it', content: 'it' },
    titles: { it: overrides.title, en: null },
    ...overrides,
  }
}

export const topicFixture = (id: number, title: string, image: ImageView | null = null): Topic => ({
  idTopic: id,
  id,
  title,
  description: `Tutto su ${title.toLowerCase()}.`,
  languages: { title: 'it', description: 'it' },
  titles: { it: title, en: null },
  fileUrl: image?.url ?? '',
  image,
})

export function memberFixture(
  overrides: Partial<Member> & Pick<Member, 'id' | 'name' | 'surname'>,
): Member {
  return {
    idMember: overrides.id,
    languages: { description: 'it', session: 'it' },
    translated: false,
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
  languages: { question: 'it', answer: 'it' },
  translated: false,
})

export const reviewFixture = (id: number, name: string, review: string, rating = 5): Review => ({
  idReview: id,
  id,
  name,
  review,
  rating,
})
