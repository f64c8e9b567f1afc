import { z } from './zod.ts'
import { endpoint } from './endpoint.ts'
import { HealthRoutes } from './routes/health.ts'

/** The database answers: the server can serve. */
export const HealthAnswerSchema = z.object({ status: z.literal('ok') })
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>

/** The 503 answer while the database does not answer: not an error `{message}`. */
export const HealthUnavailableSchema = z.object({ status: z.literal('unavailable') })
export type HealthUnavailable = z.infer<typeof HealthUnavailableSchema>

/** For the load balancer, the start script and the end-to-end tests: 200, or 503. */
export const HealthEndpoints = {
  check: endpoint({
    ...HealthRoutes.check,
    response: HealthAnswerSchema,
    otherAnswers: { 503: HealthUnavailableSchema },
  }),
}
