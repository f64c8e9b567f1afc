import type { AdminWriteDeps } from '#src/lib/admin-write.ts'
import type { NewAsset } from '#src/lib/assets.ts'
import { importArticle } from '#src/features/articles/articles.admin.service.ts'
import { importCourse } from '#src/features/courses/courses.admin.service.ts'
import { importEdition } from '#src/features/editions/editions.admin.service.ts'
import { createFaq } from '#src/features/faqs/faqs.service.ts'
import { importMember } from '#src/features/members/members.admin.service.ts'
import { importOnlineCourse } from '#src/features/online-courses/online-courses.admin.service.ts'
import { publishReview, submitPendingReview } from '#src/features/reviews/reviews.service.ts'
import { importTopic } from '#src/features/topics/topics.service.ts'
import { COURSES, EDITIONS, TOPICS, TRAINERS } from './content/catalog.ts'
import { ONLINE_COURSES } from './content/online-courses.ts'
import { ARTICLES } from './content/articles.ts'
import { FAQS, REVIEWS } from './content/community.ts'
import { ARTICLES_EN, FAQS_EN, TOPICS_EN } from './content/english.ts'
import { addDays } from './dates.ts'

/*
 * The rows of the demo school, each written by the feature that owns it, as an admin would
 * add it (with its audit row): topics, trainers, courses and their editions, video courses,
 * articles, FAQ, and reviews received and approved. Lists come out in the order the content lists them, since
 * each is created after the one before; articles and courses keep the dates they show (a
 * video course's date, the sitemap's last change).
 */

/** The pictures and clips each row points at, already in storage (see media.ts). */
export interface ContentMedia {
  topicImages: { id: string }[]
  photos: { id: string }[]
  courses: { cover: { id: string }; gallery: { id: string }[] }[]
  onlineCovers: { id: string }[]
  videos: { preview: NewAsset; lessons: NewAsset[] }[]
  articleCovers: { id: string }[]
}

/** When something happened, counted back from the seed's start. */
export type At = (daysAgo: number, minutes?: number) => string

/** An edition the seed added, for the seats its members then take. */
export interface SeededEdition {
  courseId: number
  courseTitle: string
  editionId: number
}

/** Writes the catalog through its features' services, as `actor`; the editions it added. */
export async function createContent(
  deps: AdminWriteDeps,
  actor: { id: number },
  media: ContentMedia,
  at: At,
  today: string,
): Promise<SeededEdition[]> {
  const seededEditions: SeededEdition[] = []
  const topicIds = new Map<string, number>()
  for (const [i, topic] of TOPICS.entries()) {
    const created = await importTopic(deps, actor, {
      title: topic.title,
      description: topic.description,
      imageId: media.topicImages[i]!.id,
      ...TOPICS_EN[topic.title],
    })
    topicIds.set(topic.title, created.id)
  }
  const topicId = (title: string) => {
    const id = topicIds.get(title)
    if (id === undefined) throw new Error(`seed: unknown topic ${title}`)
    return id
  }

  const memberIds = new Map<string, number>()
  for (const [i, trainer] of TRAINERS.entries()) {
    const created = await importMember(deps, actor, {
      name: trainer.name,
      surname: trainer.surname,
      email: trainer.email,
      phoneNumber: trainer.phoneNumber,
      website: trainer.website,
      description: trainer.description,
      language: trainer.language,
      session: trainer.session,
      photoId: media.photos[i]!.id,
    })
    memberIds.set(trainer.email, created.id)
  }
  const memberId = (email: string) => {
    const id = memberIds.get(email)
    if (id === undefined) throw new Error(`seed: unknown trainer ${email}`)
    return id
  }

  for (const [i, course] of COURSES.entries()) {
    const start = course.startInDays === null ? null : addDays(today, course.startInDays)
    const created = await importCourse(deps, actor, {
      createdAt: at(3 * (COURSES.length - i)),
      title: course.title,
      intro: course.intro,
      categoryId: topicId(course.category),
      authorId: memberId(course.author),
      location: course.location,
      description: course.description,
      priceCents: course.priceCents,
      facilitatorPriceCents: course.facilitatorPriceCents,
      affiliatePriceCents: course.affiliatePriceCents,
      dateMode: start ? 'date' : 'tbd',
      startDate: start,
      endDate: start ? addDays(start, course.days - 1) : null,
      duration: course.duration,
      coverId: media.courses[i]!.cover.id,
      photoIds: media.courses[i]!.gallery.map((image) => image.id),
    })
    for (const edition of EDITIONS[course.title] ?? []) {
      const first = addDays(today, edition.startInDays)
      const editionId = await importEdition(deps.db, actor, created.id, {
        startDate: first,
        endDate: addDays(first, edition.days - 1),
        hours: edition.hours,
        capacity: edition.capacity,
      })
      seededEditions.push({ courseId: created.id, courseTitle: course.title, editionId })
    }
  }

  for (const [i, course] of ONLINE_COURSES.entries()) {
    const { preview, lessons } = media.videos[i]!
    await importOnlineCourse(deps, actor, {
      createdAt: at(4 * (ONLINE_COURSES.length - i) + 1),
      title: course.title,
      intro: course.intro,
      description: course.description,
      categoryId: topicId(course.category),
      authorId: memberId(course.author),
      priceCents: course.priceCents,
      facilitatorPriceCents: course.facilitatorPriceCents,
      affiliatePriceCents: course.affiliatePriceCents,
      coverId: media.onlineCovers[i]!.id,
      mainVideoId: preview.id,
      lessons: course.lessons.map((lesson, position) => ({
        title: lesson.title,
        videoId: lessons[position]!.id,
        durationSeconds: lessons[position]!.duration_seconds ?? null,
      })),
    })
  }

  for (const [i, article] of ARTICLES.entries()) {
    await importArticle(deps, actor, {
      title: article.title,
      intro: article.intro,
      description: article.description,
      content: article.content,
      categoryId: topicId(article.category),
      coverId: media.articleCovers[i]!.id,
      publishedAt: at(article.daysAgo),
      ...ARTICLES_EN[article.title],
    })
  }

  for (const faq of FAQS) {
    await createFaq(deps, actor, {
      question: faq.question,
      answer: faq.answer,
      ...FAQS_EN[faq.question],
    })
  }

  // Reviews arrive as visitors send them, then the admin approves each.
  for (const review of REVIEWS) {
    const id = await submitPendingReview(deps.db, {
      name: review.name,
      review: review.review,
      rating: review.rating,
    })
    await publishReview(deps, actor, id)
  }
  return seededEditions
}
