import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '#src/lib/api-client.ts'
import { FormMessages } from '@aula/contract/admin-forms'
import { contractKey, failureKey, type OutcomeTexts } from './messages.ts'

/*
 * The message above a form that was not sent: the kit's defaults, and a form's own reading
 * of the server's message before them.
 */

const texts: OutcomeTexts = { failure: 'form.failed', network: 'form.network' }

describe('the message of a failed form', () => {
  it('tells the usual answers apart', () => {
    expect(failureKey(new ApiError(500, 'Internal server error'), texts)).toBe('form.failed')
    expect(failureKey(new NetworkError(new TypeError('offline')), texts)).toBe('form.network')
    expect(failureKey(new ApiError(429, 'Too many requests'), texts)).toBe('errors.tooManyRequests')
    expect(failureKey(new ApiError(401, 'Unauthorized'), texts)).toBe('adminForms.sessionExpired')
  })

  it("reads the server's message first when the form tells it apart", () => {
    const own = (error: unknown) =>
      error instanceof ApiError && error.message === 'Email not verified'
        ? 'auth.login.notVerified'
        : undefined
    const login: OutcomeTexts = { ...texts, own }
    expect(failureKey(new ApiError(403, 'Email not verified'), login)).toBe(
      'auth.login.notVerified',
    )
    // Any other answer keeps the usual message.
    expect(failureKey(new ApiError(403, 'Forbidden'), login)).toBe('adminForms.sessionExpired')
    expect(failureKey(new ApiError(500, 'Internal server error'), login)).toBe('form.failed')
    // A cancelled upload is always told as such.
    expect(
      failureKey(new DOMException('stopped', 'AbortError'), { ...texts, own: () => 'x' }),
    ).toBe('adminForms.cancelled')
  })
})

describe("the contract's words under a field", () => {
  it('are shown by their key, a form’s own table first; other texts are not', () => {
    expect(contractKey(FormMessages.required)).toBe('validation.required')
    expect(contractKey('Too big: expected string to have <=80 characters')).toBe(
      'validation.tooLong',
    )
    expect(
      contractKey('A cover is required', { messages: { 'A cover is required': 'x.cover' } }),
    ).toBe('x.cover')
    expect(contractKey('validation.required')).toBeUndefined()
  })
})
