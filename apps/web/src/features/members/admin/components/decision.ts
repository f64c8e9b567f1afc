import { ProfileMessages } from '@aula/contract/profile'
import { isApiError, NetworkError } from '#src/lib/api-client.ts'

export type Decision = 'approve' | 'reject'
export type Kind = 'withdrawals' | 'documents'

/** What an approve or reject tells on its row; `key` is a translation key. */
export interface Outcome {
  tone: 'success' | 'error'
  key: string
}

/*
 * The admin client screen's outcomes: 'Withdrawal request {status} successfully', 'Error during
 * the {status} operation' and 'Network error: could not …', and the same for documents.
 */
const messages = {
  withdrawals: {
    approve: {
      done: 'adminClients.withdrawals.approved',
      error: 'adminClients.withdrawals.approveError',
      network: 'adminClients.withdrawals.approveNetworkError',
    },
    reject: {
      done: 'adminClients.withdrawals.rejected',
      error: 'adminClients.withdrawals.rejectError',
      network: 'adminClients.withdrawals.rejectNetworkError',
    },
    alreadyDecided: 'adminClients.withdrawals.alreadyDecided',
  },
  documents: {
    approve: {
      done: 'adminClients.documents.approved',
      error: 'adminClients.documents.approveError',
      network: 'adminClients.documents.approveNetworkError',
    },
    reject: {
      done: 'adminClients.documents.rejected',
      error: 'adminClients.documents.rejectError',
      network: 'adminClients.documents.rejectNetworkError',
    },
    alreadyDecided: 'adminClients.documents.alreadyDecided',
  },
} as const

export const successOutcome = (kind: Kind, decision: Decision): Outcome => ({
  tone: 'success',
  key: messages[kind][decision].done,
})

/** A failed decision: the server not reached, decided already, the session over, or else. */
export function failureOutcome(kind: Kind, decision: Decision, error: unknown): Outcome {
  let key: string = messages[kind][decision].error
  if (error instanceof NetworkError) key = messages[kind][decision].network
  else if (isApiError(error, undefined, ProfileMessages.alreadyDecided))
    key = messages[kind].alreadyDecided
  else if (isApiError(error, 401) || isApiError(error, 403)) key = 'adminClients.sessionExpired'
  return { tone: 'error', key }
}

export const isAlreadyDecided = (error: unknown) =>
  isApiError(error, undefined, ProfileMessages.alreadyDecided)
