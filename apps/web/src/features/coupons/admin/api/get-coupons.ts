import { CouponCalls } from '@aula/contract/routes/coupons'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '#src/lib/api-client.ts'

/** GET /api/admin/coupons: every code with its uses, and the items a code may be limited to. */
export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'coupons'] as const,
    queryFn: () => call(CouponCalls.list),
  })

export const useCoupons = () => useQuery(couponsQueryOptions())
