import type { CallsOf } from '../route.ts'
import type { HealthEndpoints } from '../health.ts'

/* Where the calls of `health.ts` live and who may make them, without their schemas (route.ts). */

export const HealthRoutes = {
  check: { method: 'GET', path: '/api/health', access: 'public' },
  ready: { method: 'GET', path: '/api/ready', access: 'public' },
  metrics: { method: 'GET', path: '/metrics', access: 'public' },
} as const

export const HealthCalls: CallsOf<typeof HealthEndpoints> = HealthRoutes
