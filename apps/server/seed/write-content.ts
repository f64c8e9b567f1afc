import { titleKey } from '@aula/contract/common'
import type { Db } from '#src/db/connect.ts'
import type { NewAsset } from '#src/lib/assets.ts'
import { COURSES, TOPICS, TRAINERS } from './content/catalog.ts'
import { ONLINE_COURSES } from './content/online-courses.ts'
import { ARTICLES } from './content/articles.ts'
import { FAQS, REVIEWS } from './content/community.ts'
import { addDays } from './dates.ts'

/*
 * The rows of the demo school. These write the tables directly: the admin use cases of
 * topics, trainers, courses, video courses, articles, FAQ and reviews take an admin and an
 * audit trail, while the seed sets its own creation dates so that lists come out in order.
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

/** When a row was created, counted back from the seed's start. */
export type At = (daysAgo: number, minutes?: number) => string

/** Inserts the catalog and answers the ids of the video courses by title. */
export async function insertContent(
  trx: Db,
  media: ContentMedia,
  at: At,
  today: string,
): Promise<Map<string, number>> {
  const topicIds = new Map<string, number>()
  for (const [i, topic] of TOPICS.entries()) {
    const row = await trx
      .insertInto('topic')
      .values({
        title: topic.title,
        title_key: titleKey(topic.title),
        description: topic.description,
        image_id: media.topicImages[i]!.id,
        created_at: at(200, i),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    topicIds.set(topic.title, row.id)
  }
  const topicId = (title: string) => {
    const id = topicIds.get(title)
    if (id === undefined) throw new Error(`seed: unknown topic ${title}`)
    return id
  }

  const memberIds = new Map<string, number>()
  for (const [i, trainer] of TRAINERS.entries()) {
    const row = await trx
      .insertInto('member')
      .values({
        name: trainer.name,
        surname: trainer.surname,
        email: trainer.email,
        phone_number: trainer.phoneNumber,
        website: trainer.website,
        description: trainer.description,
        language: trainer.language,
        session: trainer.session,
        photo_id: media.photos[i]!.id,
        created_at: at(190, i),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    memberIds.set(trainer.email, row.id)
  }
  const memberId = (email: string) => {
    const id = memberIds.get(email)
    if (id === undefined) throw new Error(`seed: unknown trainer ${email}`)
    return id
  }

  for (const [i, course] of COURSES.entries()) {
    const created = at(3 * (COURSES.length - i))
    const start = course.startInDays === null ? null : addDays(today, course.startInDays)
    const row = await trx
      .insertInto('course')
      .values({
        title: course.title,
        title_key: titleKey(course.title),
        intro: course.intro,
        category_id: topicId(course.category),
        author_id: memberId(course.author),
        location: course.location,
        description: course.description,
        price_cents: course.priceCents,
        facilitator_price_cents: course.facilitatorPriceCents,
        affiliate_price_cents: course.affiliatePriceCents,
        date_mode: start ? 'date' : 'tbd',
        start_date: start,
        end_date: start ? addDays(start, course.days - 1) : null,
        duration: course.duration,
        cover_id: media.courses[i]!.cover.id,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('course_media')
      .values(
        media.courses[i]!.gallery.map((image, position) => ({
          course_id: row.id,
          asset_id: image.id,
          kind: 'image' as const,
          position,
        })),
      )
      .execute()
  }

  const onlineCourseIds = new Map<string, number>()
  for (const [i, course] of ONLINE_COURSES.entries()) {
    const created = at(4 * (ONLINE_COURSES.length - i) + 1)
    const { preview, lessons } = media.videos[i]!
    const row = await trx
      .insertInto('online_course')
      .values({
        title: course.title,
        title_key: titleKey(course.title),
        intro: course.intro,
        description: course.description,
        category_id: topicId(course.category),
        author_id: memberId(course.author),
        price_cents: course.priceCents,
        facilitator_price_cents: course.facilitatorPriceCents,
        affiliate_price_cents: course.affiliatePriceCents,
        cover_id: media.onlineCovers[i]!.id,
        main_video_id: preview.id,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    onlineCourseIds.set(course.title, Number(row.id))
    await trx
      .insertInto('lesson')
      .values(
        course.lessons.map((lesson, position) => ({
          online_course_id: row.id,
          position,
          title: lesson.title,
          video_id: lessons[position]!.id,
          duration_seconds: lessons[position]!.duration_seconds ?? null,
        })),
      )
      .execute()
  }

  for (const [i, article] of ARTICLES.entries()) {
    const published = at(article.daysAgo)
    await trx
      .insertInto('article')
      .values({
        title: article.title,
        title_key: titleKey(article.title),
        intro: article.intro,
        description: article.description,
        content: article.content,
        category_id: topicId(article.category),
        cover_id: media.articleCovers[i]!.id,
        published_at: published,
        created_at: published,
        updated_at: published,
      })
      .execute()
  }

  await trx
    .insertInto('faq')
    .values(
      FAQS.map((faq, position) => ({
        question: faq.question,
        answer: faq.answer,
        position,
        created_at: at(180, position),
      })),
    )
    .execute()

  await trx
    .insertInto('review')
    .values(
      REVIEWS.map((review) => ({
        name: review.name,
        review: review.review,
        rating: review.rating,
        status: 'approved' as const,
        created_at: at(review.daysAgo),
      })),
    )
    .execute()

  return onlineCourseIds
}
