import type { APIRequestContext } from '@playwright/test'

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
    (await (await request.get('/api/courses/')).json()).courses as Record<string, Titled>,
  )
  const onlineCourses = Object.values(
    (await (await request.get('/api/onlinecourses/')).json()).onlinecourses as Record<
      string,
      Titled
    >,
  )
  const articles = Object.values(
    (await (await request.get('/api/articles/')).json()).articles as Record<string, Titled>,
  )
  return { courses, onlineCourses, articles }
}
