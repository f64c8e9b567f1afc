import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorMessages } from '@aula/contract/common'
import { LearningEndpoints } from '@aula/contract/learning'
import { buildCourseCalendar } from '#src/features/courses/course-calendar.ts'
import { HttpError } from '#src/lib/http-error.ts'
import { now } from '#src/lib/clock.ts'
import { absoluteUrl, pagePaths } from '#src/lib/page-urls.ts'
import { addRoute } from '#src/lib/routes.ts'
import { learningOf, upcomingEditionOf } from './learning.service.ts'

/** The member's learning overview (docs/product.md#learner-dashboard). */
const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, LearningEndpoints.progress, (request) => learningOf(app.db, request.user!.id))

  // The answer is a text/calendar file, sent on the reply; errors are {message}.
  addRoute(app, LearningEndpoints.editionCalendar, async (request, reply) => {
    const id = request.params.id
    const edition = await upcomingEditionOf(app.db, request.user!.id, id)
    if (!edition) throw new HttpError(404, ErrorMessages.notFound)
    const url = absoluteUrl(app.config.publicUrl, pagePaths.course(edition.courseTitle))
    const body = buildCourseCalendar(
      {
        // One UID per edition, so adding it twice updates the event rather than doubling it.
        uid: `edition-${id}@${new URL(app.config.publicUrl).hostname}`,
        stamp: now(),
        start: edition.startDate,
        end: edition.endDate,
        summary: edition.courseTitle,
        location: edition.location,
        description: url,
        url,
      },
      app.config.site.name,
    )
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="corso-${id}.ics"`)
      .send(body)
  })
}

export default learningRoutes
