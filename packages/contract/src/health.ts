import { z } from './zod.ts'
import { endpoint } from './endpoint.ts'
import { HealthRoutes } from './routes/health.ts'

/** The database answers: the server can serve. */
export const HealthAnswerSchema = z.object({ status: z.literal('ok') })
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>

/** The 503 answer while the database does not answer: not an error `{message}`. */
export const HealthUnavailableSchema = z.object({ status: z.literal('unavailable') })
export type HealthUnavailable = z.infer<typeof HealthUnavailableSchema>

/** Whether one dependency (`database`, `storage`, `redis`…) answered in time. */
export const CheckOutcomeSchema = z.enum(['ok', 'unavailable'])

/**
 * Whether the process may take traffic: `ok` (200) when every dependency answered,
 * `unavailable` (503) when one did not, `draining` (503) while it stops after SIGTERM.
 */
export const ReadyAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  checks: z.record(z.string(), CheckOutcomeSchema),
})
export type ReadyAnswer = z.infer<typeof ReadyAnswerSchema>

export const HealthEndpoints = {
  /** For the load balancer, the start script and the end-to-end tests: 200, or 503. */
  check: endpoint({
    ...HealthRoutes.check,
    response: HealthAnswerSchema,
    otherAnswers: { 503: HealthUnavailableSchema },
  }),
  /** For a proxy or orchestrator deciding where to send traffic: 200, or 503 naming the cause. */
  ready: endpoint({
    ...HealthRoutes.ready,
    response: ReadyAnswerSchema,
    otherAnswers: { 503: ReadyAnswerSchema },
  }),
  /**
   * Prometheus text for `Authorization: Bearer METRICS_TOKEN` (401 otherwise); 404 when
   * METRICS_TOKEN is not set.
   */
  metrics: endpoint({ ...HealthRoutes.metrics, errors: [401, 404] }),
}
