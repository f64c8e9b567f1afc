import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReceiptCalls } from '@aula/contract/routes/receipts'
import { call } from '#src/lib/api-client.ts'
import { useSession } from '#src/lib/session.ts'

/** GET /api/user/receipts with the session: the member's numbered receipts, newest first. */
export const getMyReceipts = async () => (await call(ReceiptCalls.mine)).receipts

export const myReceiptsQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['receipts', email], queryFn: getMyReceipts })

export function useMyReceipts() {
  const email = useSession().user?.email ?? ''
  return useQuery(myReceiptsQueryOptions(email))
}
