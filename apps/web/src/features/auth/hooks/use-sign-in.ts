import { useMutation } from '@tanstack/react-query'
import { AuthMessages, type LoginInput } from '@aula/contract/auth'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { useSessionStore, type SessionUser } from '#src/lib/session.ts'
import { login } from '#src/features/auth/api/login.ts'
import { getCurrentGroup } from '#src/features/auth/api/get-current-group.ts'

/** What went wrong, as the translation key the login screen shows. */
export class SignInError extends Error {
  readonly messageKey: string
  constructor(messageKey: string) {
    super(messageKey)
    this.name = 'SignInError'
    this.messageKey = messageKey
  }
}

/** The right password of an account whose e-mail is not verified yet. */
export const NOT_VERIFIED = 'auth.login.notVerified'

function loginFailureKey(error: unknown): string {
  if (isApiError(error, 401, AuthMessages.invalidCredentials)) return 'invalidCredentials2'
  if (isApiError(error, 403, AuthMessages.emailNotVerified)) return NOT_VERIFIED
  if (isTooManyRequests(error)) return 'errors.tooManyRequests'
  if (error instanceof NetworkError) return 'casual2'
  return 'failed2'
}

/**
 * Logs in, then asks for the group the session needs to know (docs/product.md#roles). The
 * server sets the session cookie; the token in its answer is for API clients and is not
 * kept (docs/decisions/016-session-cookie.md).
 */
async function signIn(input: LoginInput): Promise<SessionUser> {
  // The server compares e-mails trimmed and in lower case.
  const email = input.email.trim().toLowerCase()
  try {
    await login({ email, password: input.password })
  } catch (error) {
    throw new SignInError(loginFailureKey(error))
  }
  try {
    return { email, group: await getCurrentGroup(email) }
  } catch {
    throw new SignInError('casual2')
  }
}

export function useSignIn() {
  const session = useSessionStore()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => session.signIn(user),
  })
}
