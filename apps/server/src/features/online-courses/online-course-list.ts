import { sql, type SqlBool } from 'kysely'
import type { Language } from '@aula/contract/common'
import type { Paging } from '@aula/contract/list-query'
import type { OnlineCourse, OnlineCourseCard } from '@aula/contract/online-courses'
import type { Db } from '#src/db/connect.ts'
import {
  allOf,
  nextMonthStart,
  pageWindow,
  pagingOf,
  schoolDayStart,
  searchCondition,
  topicCondition,
  topicIdsNamed,
} from '#src/lib/list-page.ts'
import { onlineCourseQuery } from './online-courses.repository.ts'
import { toOnlineCourseDto } from './online-courses.mapper.ts'

/* One page of the video courses, filtered and ordered in SQL (docs/product.md#paged-lists). */

export interface OnlineCoursePageQuery {
  page?: number | undefined
  limit?: number | undefined
  fields?: 'lean' | undefined
  q?: string | undefined
  /** A topic's title. */
  category?: string | undefined
  /** 'YYYY-MM': published that month, on Rome's calendar. */
  month?: string | undefined
  lang?: Language | undefined
  /** 'en': only the video courses with no English title (the admin's list). */
  missing?: 'en' | undefined
}

/** What a list's card shows of a video course. */
export function toOnlineCourseCard(course: OnlineCourse): OnlineCourseCard {
  return {
    id: course.id,
    title: course.title,
    category: course.category,
    categoryId: course.categoryId,
    intro: course.intro,
    price: course.price,
    immagineCopertina: course.immagineCopertina,
    lessonCount: course.lessonCount,
    date: course.date,
    images: course.images,
    languages: course.languages,
    titles: course.titles,
  }
}

/** One page of the video courses the filters keep, newest first, and its paging facts. */
export async function getOnlineCoursePage(
  db: Db,
  query: OnlineCoursePageQuery,
): Promise<{ items: (OnlineCourse | OnlineCourseCard)[]; paging: Paging }> {
  const window = pageWindow(query)
  const topicIds = query.category ? await topicIdsNamed(db, query.category) : undefined
  const where = allOf([
    searchCondition(
      query.q,
      'online_course.search_text',
      sql`online_course.title || ' ' || online_course.intro`,
    ),
    topicCondition('online_course.category_id', topicIds),
    query.month
      ? sql<SqlBool>`(online_course.created_at >= ${schoolDayStart(`${query.month}-01`)} and online_course.created_at < ${schoolDayStart(nextMonthStart(query.month))})`
      : null,
    query.missing === 'en' ? sql<SqlBool>`coalesce(online_course.title_en, '') = ''` : null,
  ])
  const [count, rows] = await Promise.all([
    db
      .selectFrom('online_course')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
    onlineCourseQuery(db)
      .where(where)
      .orderBy('online_course.created_at', 'desc')
      .orderBy('online_course.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  const courses = rows.map((row) => toOnlineCourseDto(row, query.lang))
  return {
    items: query.fields === 'lean' ? courses.map(toOnlineCourseCard) : courses,
    paging: pagingOf(window, Number(count.n)),
  }
}
