import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages, titleToSlug } from '@aula/contract/common'
import { CourseEndpoints, CourseMessages } from '@aula/contract/courses'
import { isPagedQuery, pagedListRoute } from '@aula/contract/list-query'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute, publicRead } from '#src/lib/routes.ts'
import { absoluteUrl, pagePaths } from '#src/lib/page-urls.ts'
import { htmlToText } from '#src/lib/sanitize.ts'
import { isEnrolled } from '#src/features/enrollment/enrollment.service.ts'
import { getCourseByTitle, getCoursePage, getCourses } from './courses.service.ts'
import { buildCourseCalendar } from './course-calendar.ts'
import courseAdminRoutes from './admin.ts'

/** A file name any system accepts: the title's letters and digits, accents dropped. */
function calendarFileName(title: string): string {
  const base = titleToSlug(title)
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return `${base || 'corso'}.ics`
}

/** The in-person courses, plus each dated course as a calendar file. */
const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route answers the whole list and its pages (docs/product.md#paged-lists).
  addRoute(
    app,
    publicRead(pagedListRoute(CourseEndpoints.list, CourseEndpoints.page)),
    async (request) => {
      // Keyed by title, upcoming first: object keys keep the order they are added in.
      const keyed = <T extends { title: string }>(list: T[]) =>
        Object.fromEntries(list.map((course) => [course.title, course]))
      // The language alone asks for the whole list in it (docs/product.md#content-languages-and-urls).
      const { lang, ...filters } = request.query
      if (isPagedQuery(filters)) {
        const { items, paging } = await getCoursePage(app.db, request.query)
        return { courses: keyed(items), ...paging }
      }
      return { courses: keyed(await getCourses(app.db, new Date(), lang)) }
    },
  )

  addRoute(app, publicRead(CourseEndpoints.one), async (request) => {
    const found = await getCourseByTitle(app.db, request.params.title, request.query.lang)
    if (!found) throw new HttpError(404, ErrorMessages.notFound)
    const user = request.user
    const item = { courseId: found.course.id, onlineCourseId: null }
    const purchased = user ? await isEnrolled(app.db, user.id, item) : false
    // The answer wraps the course in a list; the web uses the first item.
    return { course: [{ ...found.course, purchased }] }
  })

  // The answer is a text/calendar file, sent on the reply; errors are {message}.
  addRoute(app, CourseEndpoints.calendar, async (request, reply) => {
    const found = await getCourseByTitle(app.db, request.params.title)
    if (!found) throw new HttpError(404, ErrorMessages.notFound)
    const { course, updatedAt } = found
    if (course.dateMode !== 'date' || !course.dataInizio) {
      throw new HttpError(404, CourseMessages.noDate)
    }
    const url = absoluteUrl(app.config.publicUrl, pagePaths.course(course.title))
    const body = buildCourseCalendar(
      {
        uid: `course-${course.id}@${new URL(app.config.publicUrl).hostname}`,
        stamp: updatedAt,
        start: course.dataInizio,
        end: course.dateFine,
        summary: course.title,
        location: course.location,
        description: [course.intro, htmlToText(course.description), url]
          .filter(Boolean)
          .join('\n\n'),
        url,
      },
      app.config.site.name,
    )
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${calendarFileName(course.title)}"`)
      .send(body)
  })

  await app.register(courseAdminRoutes)
}

export default courseRoutes
