import { http, HttpResponse } from 'msw'
import type { z } from 'zod/mini'
import { CheckoutPaths } from '@aula/contract/routes/checkout'
import type { UserCoursesAnswer } from '@aula/contract/checkout'
import type { ApiError } from '@aula/contract/common'
import { ProfilePaths } from '@aula/contract/routes/profile'
import { LearningRoutes } from '@aula/contract/routes/learning'
import type { LearningAnswer } from '@aula/contract/learning'
import {
  AdminClientPaths,
  DecideDocumentSchema,
  DecideWithdrawalSchema,
  ProfileMessages,
  UpdateCfSchema,
  UpdateIbanSchema,
  UpdateUserSchema,
  type AdminDocumentsAnswer,
  type AdminWithdrawal,
  type EarningsAnswer,
  type UserProfile,
  type UpdateUserAnswer,
  type UserProfileAnswer,
  type WithdrawAnswer,
  type WithdrawalsAnswer,
} from '@aula/contract/profile'
import { isAdminWrite, refused } from './admin-handlers.ts'
import { testUsers } from './users.ts'
import { credentialOf } from './session-cookie.ts'
import {
  giuliaProfile,
  profileData,
  withdrawalFixture,
  type ProfileData,
  type ReceivedForm,
} from './profile-fixtures.ts'

/*
 * The member profile and the admin client screen on the fake server: the profile and its
 * edits, IBAN and CF (checked by their check digits, as the server does), the identity
 * documents, the withdrawals and the admin's decisions. The state lives in one object a
 * test creates with profileData(), so a change shows in what is read afterwards.
 */

type Success = { message: 'Success' }

const adminProfile: UserProfile = giuliaProfile({
  name: 'Direzione',
  email: testUsers.admin.email,
  affiliateCode: 'DIREZIONE',
  usedAffiliateCode: null,
  earnings: 0,
  pendingEarnings: 0,
  referrals: 0,
  group: 'admin',
})

const error = (status: number, message: string) =>
  HttpResponse.json<ApiError>({ message }, { status })

const bearerOf = credentialOf

const isAdminSession = (request: Request) => bearerOf(request) === testUsers.admin.token
const isMember = (request: Request) => bearerOf(request) === testUsers.user.token

function invalid(result: { error: z.core.$ZodError }) {
  return error(400, result.error.issues[0]?.message ?? 'Invalid input')
}

/**
 * The calls of the profile and of /visualizzaclienti, on `data`. `uploadHeld` keeps the
 * document upload on its way until that promise settles, for a test to see its progress.
 */
export function profileHandlers(
  data: ProfileData = profileData(),
  { uploadHeld }: { uploadHeld?: Promise<unknown> } = {},
) {
  const profileOf = (request: Request) =>
    isMember(request) ? data.user : isAdminSession(request) ? adminProfile : null

  return [
    http.get<never, never, UserProfileAnswer | ApiError>(`*${ProfilePaths.user}`, ({ request }) => {
      const user = profileOf(request)
      return user ? HttpResponse.json({ user }) : error(401, 'Unauthorized')
    }),

    http.put<never, Record<string, unknown>, UpdateUserAnswer | ApiError>(
      `*${ProfilePaths.user}`,
      async ({ request }) => {
        if (!isMember(request)) return error(401, 'Unauthorized')
        const parsed = UpdateUserSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        data.user = {
          ...data.user,
          name: parsed.data.name,
          phoneNumber: parsed.data.phoneNumber ?? null,
          address: parsed.data.address ?? null,
        }
        return HttpResponse.json({ message: 'Success', user: data.user })
      },
    ),

    http.get<never, never, UserCoursesAnswer | ApiError>(
      `*${CheckoutPaths.userCourses}`,
      ({ request }) =>
        profileOf(request)
          ? HttpResponse.json({ courses: isMember(request) ? data.courses : [] })
          : error(401, 'Unauthorized'),
    ),

    http.get<never, never, LearningAnswer | ApiError>(
      `*${LearningRoutes.progress.path}`,
      ({ request }) =>
        profileOf(request)
          ? HttpResponse.json(
              isMember(request)
                ? { courses: data.learning, upcoming: data.upcoming }
                : { courses: [], upcoming: [] },
            )
          : error(401, 'Unauthorized'),
    ),

    http.put<never, Record<string, unknown>, { message: 'Success'; iban: string } | ApiError>(
      `*${ProfilePaths.iban}`,
      async ({ request }) => {
        if (!isMember(request)) return error(401, 'Unauthorized')
        const parsed = UpdateIbanSchema.safeParse(await request.json())
        if (!parsed.success) return error(400, ProfileMessages.invalidIban)
        data.user = { ...data.user, iban: parsed.data.iban }
        return HttpResponse.json({ message: 'Success', iban: parsed.data.iban })
      },
    ),

    http.put<never, Record<string, unknown>, { message: 'Success'; CF: string } | ApiError>(
      `*${ProfilePaths.cf}`,
      async ({ request }) => {
        if (!isMember(request)) return error(401, 'Unauthorized')
        const parsed = UpdateCfSchema.safeParse(await request.json())
        if (!parsed.success) return error(400, ProfileMessages.invalidCf)
        data.user = { ...data.user, CF: parsed.data.CF }
        return HttpResponse.json({ message: 'Success', CF: parsed.data.CF })
      },
    ),

    http.post<never, never, Success | ApiError>(
      `*${ProfilePaths.document}`,
      async ({ request }) => {
        if (!isMember(request)) return error(401, 'Unauthorized')
        await uploadHeld
        const form = await request.formData()
        const received: ReceivedForm = {}
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') received[name] = value
          else {
            const files = Array.isArray(received[name]) ? received[name] : []
            files.push({ name: value.name, size: value.size, type: value.type })
            received[name] = files
          }
        }
        data.uploads.push(received)
        const documents = received.document
        if (!Array.isArray(documents) || documents.length !== 2) {
          return error(400, ProfileMessages.twoFiles)
        }
        if (data.user.veryfing || data.user.docVerified) {
          return error(409, ProfileMessages.documentPending)
        }
        data.user = {
          ...data.user,
          veryfing: true,
          document: { status: 'pending', reason: null, uploadDate: new Date().toISOString() },
        }
        return HttpResponse.json({ message: 'Success' })
      },
    ),

    // One page, after the entry `before`, as the server answers it.
    http.get<never, never, EarningsAnswer | ApiError>(
      `*${ProfilePaths.earnings}`,
      ({ request }) => {
        const user = profileOf(request)
        if (!user) return error(401, 'Unauthorized')
        const query = new URL(request.url).searchParams
        const limit = Number(query.get('limit') ?? 20)
        const before = query.get('before')
        const mine = isMember(request) ? data.ledger : []
        const after = before === null ? mine : mine.filter((e) => e.id < Number(before))
        const entries = after.slice(0, limit)
        return HttpResponse.json({
          earnings: user.earnings,
          pendingEarnings: user.pendingEarnings,
          entries,
          next: after.length > limit ? (entries.at(-1)?.id ?? null) : null,
        })
      },
    ),

    // Every request without parameters; one page with page or limit.
    http.get<never, never, WithdrawalsAnswer | ApiError>(
      `*${ProfilePaths.withdrawals}`,
      ({ request }) => {
        const user = profileOf(request)
        if (!user) return error(401, 'Unauthorized')
        const mine = data.withdrawals
          .filter((withdrawal) => withdrawal.email === user.email)
          .map(({ email: _email, ...withdrawal }) => withdrawal)
        const query = new URL(request.url).searchParams
        if (!query.has('page') && !query.has('limit')) {
          return HttpResponse.json({ withdrawals: mine })
        }
        const page = Number(query.get('page') ?? 1)
        const pageSize = Number(query.get('limit') ?? 20)
        return HttpResponse.json({
          withdrawals: mine.slice((page - 1) * pageSize, page * pageSize),
          page,
          pageSize,
          total: mine.length,
          hasMore: page * pageSize < mine.length,
        })
      },
    ),

    http.post<never, Record<string, unknown>, WithdrawAnswer | ApiError>(
      `*${ProfilePaths.withdraw}`,
      ({ request }) => {
        if (!isMember(request)) return error(401, 'Unauthorized')
        const user = data.user
        if (!user.iban || !user.CF || !user.docVerified) return error(400, ProfileMessages.noData)
        if (user.earnings <= 0) return error(400, ProfileMessages.insufficientBalance)
        const withdrawal = withdrawalFixture({
          idWithdraw: Math.max(0, ...data.withdrawals.map((w) => w.idWithdraw)) + 1,
          name: user.name,
          email: user.email,
          amount: user.earnings,
          requestDate: new Date().toISOString(),
        })
        data.withdrawals = [withdrawal, ...data.withdrawals]
        data.user = { ...user, earnings: 0 }
        const { email: _email, ...newWithdrawal } = withdrawal
        return HttpResponse.json({ message: 'Success', newWithdrawal })
      },
    ),

    // The admin's screen: reads with the session, decisions with the private token.
    http.get<never, never, { withdrawals: AdminWithdrawal[] } | ApiError>(
      `*${AdminClientPaths.withdrawals}`,
      ({ request }) =>
        isAdminSession(request)
          ? HttpResponse.json({ withdrawals: data.withdrawals })
          : error(isMember(request) ? 403 : 401, isMember(request) ? 'Forbidden' : 'Unauthorized'),
    ),

    http.put<
      never,
      Record<string, unknown>,
      { message: 'Success'; withdrawal: AdminWithdrawal } | ApiError
    >(`*${AdminClientPaths.withdraw}`, async ({ request }) => {
      if (!isAdminWrite(request)) return refused(request)
      const parsed = DecideWithdrawalSchema.safeParse(await request.json())
      if (!parsed.success) return invalid(parsed)
      const found = data.withdrawals.find((w) => w.idWithdraw === parsed.data.id)
      if (!found) return error(404, 'Not found')
      if (found.status !== 'In attesa') return error(409, ProfileMessages.alreadyDecided)
      if (parsed.data.status === 'Approvato' && parsed.data.reason !== null) {
        return error(400, ProfileMessages.reasonWithApproval)
      }
      const withdrawal: AdminWithdrawal = {
        ...found,
        status: parsed.data.status,
        reason: parsed.data.reason,
        payee: null,
      }
      data.withdrawals = data.withdrawals.map((w) => (w === found ? withdrawal : w))
      return HttpResponse.json({ message: 'Success', withdrawal })
    }),

    http.get<never, never, AdminDocumentsAnswer | ApiError>(
      `*${AdminClientPaths.documents}`,
      ({ request }) =>
        isAdminSession(request)
          ? HttpResponse.json({ documents: data.documents })
          : error(isMember(request) ? 403 : 401, isMember(request) ? 'Forbidden' : 'Unauthorized'),
    ),

    http.put<never, Record<string, unknown>, Success | ApiError>(
      `*${AdminClientPaths.document}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const parsed = DecideDocumentSchema.safeParse(await request.json())
        if (!parsed.success) return invalid(parsed)
        const found = data.documents.find((d) => d.idDoc === parsed.data.id)
        if (!found) return error(404, 'Not found')
        if (found.status !== 'pending') return error(409, ProfileMessages.alreadyDecided)
        const approved = parsed.data.status === 1
        if (approved && parsed.data.reason !== null) {
          return error(400, ProfileMessages.reasonWithApproval)
        }
        data.documents = data.documents.map((d) =>
          d === found
            ? {
                ...d,
                valid: approved,
                status: approved ? 'approved' : 'rejected',
                reason: parsed.data.reason,
              }
            : d,
        )
        return HttpResponse.json({ message: 'Success' })
      },
    ),

    http.get<{ id: string; side: string }>(
      '*/api/document-file/:id/:side',
      ({ request, params }) => {
        if (!isAdminSession(request)) return error(401, 'Unauthorized')
        const file =
          data.files[ProfilePaths.documentFile(Number(params.id), params.side as 'front')]
        if (!file) return error(404, 'Not found')
        return new HttpResponse(file.body, { headers: { 'Content-Type': file.type } })
      },
    ),
  ]
}
