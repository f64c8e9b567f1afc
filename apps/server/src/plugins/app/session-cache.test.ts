import { describe, expect, it } from 'vitest'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { updateUserById } from '#src/features/auth/user.repository.ts'

/*
 * Signed-in lookups are kept for a moment (docs/architecture.md#sessions), but a change made
 * through this server shows on the very next request, even right after the session was used.
 */

const t = await buildTestApp()
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/check/', headers: bearer(token) })

describe('signed-in lookups kept for a moment', () => {
  it('end at once when the session logs out', async () => {
    const user = await loginAs(t)
    expect((await check(user.token)).statusCode).toBe(200)
    expect((await check(user.token)).statusCode).toBe(200)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: bearer(user.token),
    })
    expect(out.statusCode).toBe(200)
    expect((await check(user.token)).statusCode).toBe(401)
  })

  it('follow a change of role at once', async () => {
    const admin = await loginAs(t, 'admin')
    expect((await check(admin.token)).json().user.group).toBe('admin')
    await updateUserById(t.deps.db, admin.id, { group: 'user' })
    expect((await check(admin.token)).json().user.group).toBe('user')
  })

  it('end at once when the account is no longer verified', async () => {
    const user = await loginAs(t)
    expect((await check(user.token)).statusCode).toBe(200)
    await updateUserById(t.deps.db, user.id, { verified: 0 })
    expect((await check(user.token)).statusCode).toBe(401)
  })
})
