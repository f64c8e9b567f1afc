import type { Course } from '@aula/contract/courses'
import type { LearningCourse, UpcomingEdition } from '@aula/contract/learning'
import { ProfilePaths } from '@aula/contract/routes/profile'
import type {
  AdminDocument,
  AdminWithdrawal,
  LedgerEntry,
  UserProfile,
} from '@aula/contract/profile'
import { testUsers } from './users.ts'

/*
 * The state of the fake server's member profile and admin client screen (profile-handlers.ts):
 * Giulia's profile, her earnings, every member's withdrawals and identity documents, each
 * made with the values a test does not care about.
 */

/** A multipart body as the server received it: text fields, and files by name and size. */
export type ReceivedForm = Record<string, string | { name: string; size: number; type: string }[]>

export interface ProfileData {
  /** Giulia, the member (testUsers.user). */
  user: UserProfile
  courses: Course[]
  /** Her video courses with her progress, as GET /api/user/learning answers. */
  learning: LearningCourse[]
  /** Her paid in-person editions still to come. */
  upcoming: UpcomingEdition[]
  /** Giulia's earnings history, newest first (the totals are her profile's). */
  ledger: LedgerEntry[]
  /** Every member's requests; Giulia reads hers. */
  withdrawals: AdminWithdrawal[]
  documents: AdminDocument[]
  /** The stored sides of each document, by their URL. */
  files: Record<string, { type: string; body: string }>
  /** The identity documents uploaded, in order. */
  uploads: ReceivedForm[]
}

export const giuliaProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  name: 'Giulia Bianchi',
  email: testUsers.user.email,
  phoneNumber: '+39 333 111 2222',
  address: 'Via Roma 1, 70121 Bari',
  affiliateCode: 'GIULIA26',
  usedAffiliateCode: 'MARIO2026',
  earnings: 42.5,
  pendingEarnings: 15,
  referrals: 3,
  iban: null,
  CF: null,
  veryfing: false,
  docVerified: false,
  group: 'user',
  document: null,
  ...overrides,
})

export const withdrawalFixture = (
  overrides: Partial<AdminWithdrawal> & Pick<AdminWithdrawal, 'idWithdraw'>,
): AdminWithdrawal => ({
  name: 'Giulia Bianchi',
  email: testUsers.user.email,
  amount: 25,
  requestDate: '2026-02-10T10:00:00.000Z',
  status: 'In attesa',
  reason: null,
  payee: null,
  ...overrides,
})

/** Commissions of 5 € each, ids `count` down to 1 (newest first), as the server lists them. */
export const ledgerFixture = (count: number): LedgerEntry[] =>
  Array.from({ length: count }, (_, i) => {
    const id = count - i
    const date = new Date(Date.UTC(2026, 0, 1) + id * 86_400_000).toISOString()
    return { id, kind: 'commission', amount: 5, date, availableAt: date, onHold: false }
  })

export const documentFixture = (
  overrides: Partial<AdminDocument> & Pick<AdminDocument, 'idDoc' | 'name' | 'email'>,
): AdminDocument => ({
  idDocument: overrides.idDoc,
  valid: false,
  status: 'pending',
  fileurl: `${ProfilePaths.documentFile(overrides.idDoc, 'front')},${ProfilePaths.documentFile(overrides.idDoc, 'back')}`,
  types: ['image/jpeg', 'application/pdf'],
  uploadDate: '2026-03-02T09:30:00.000Z',
  documentName: null,
  reason: null,
  ...overrides,
})

export function profileData(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    user: giuliaProfile(),
    courses: [],
    learning: [],
    upcoming: [],
    ledger: [],
    withdrawals: [],
    documents: [],
    files: {},
    uploads: [],
    ...overrides,
  }
}
