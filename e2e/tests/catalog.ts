import type { APIRequestContext } from '@playwright/test'
import { ArticleEndpoints } from '@aula/contract/articles'
import { CourseEndpoints } from '@aula/contract/courses'
import { OnlineCourseEndpoints } from '@aula/contract/online-courses'

/** A title as it appears in a page address. */
export const slug = (title: string) => encodeURIComponent(title.trim().replace(/\s+/g, '-'))

interface Titled {
  title: string
  dateMode?: string
  dataInizio?: string | null
}

/** The seeded courses, video courses and articles, as the public API lists them. */
export async function catalog(request: APIRequestContext) {
  const courses = Object.values(
    (await (await request.get(CourseEndpoints.list.path)).json()).courses as Record<string, Titled>,
  )
  const onlineCourses = Object.values(
    (await (await request.get(OnlineCourseEndpoints.list.path)).json()).onlinecourses as Record<
      string,
      Titled
    >,
  )
  const articles = Object.values(
    (await (await request.get(ArticleEndpoints.list.path)).json()).articles as Record<
      string,
      Titled
    >,
  )
  return { courses, onlineCourses, articles }
}
