import { describe, expect, it } from 'vitest'
import { bearer, buildTestApp, loginAs, uniqueEmail, uniqueIp } from '#test/helper.ts'
import { bootstrapAdmin } from './auth.service.ts'

const ADMIN_PASSWORD = 'admin del primo avvio'
const adminEmail = uniqueEmail('boot-admin')
const t = await buildTestApp({ ADMIN_EMAIL: adminEmail.toUpperCase(), ADMIN_PASSWORD })

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } })

const rowsWithEmail = (email: string) =>
  t.deps.db.selectFrom('app_user').selectAll().where('email', '=', email).execute()

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start', () => {
  it('creates one admin when several processes start at once, and every one of them starts', async () => {
    const admin = { email: uniqueEmail('boot-together'), password: ADMIN_PASSWORD }
    const created = await Promise.all([
      bootstrapAdmin(t.deps.db, admin),
      bootstrapAdmin(t.deps.db, admin),
      bootstrapAdmin(t.deps.db, admin),
    ])
    expect(created.filter(Boolean)).toHaveLength(1)
    expect(await rowsWithEmail(admin.email)).toHaveLength(1)
    expect((await login(admin.email, ADMIN_PASSWORD)).statusCode).toBe(200)
  })

  it('creates a verified admin who can sign in, once', async () => {
    expect(t.config.admin).toEqual({ email: adminEmail, password: ADMIN_PASSWORD })
    expect(await bootstrapAdmin(t.deps.db, t.config.admin)).toBe(true)

    const res = await login(adminEmail, ADMIN_PASSWORD)
    expect(res.statusCode).toBe(200)
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check/',
      headers: bearer(res.json().token),
    })
    expect(check.json().user).toEqual({ email: adminEmail, group: 'admin' })

    // A restart finds the admin there and creates nobody.
    expect(await bootstrapAdmin(t.deps.db, t.config.admin)).toBe(false)
    expect(await rowsWithEmail(adminEmail)).toHaveLength(1)
  })

  it('gives the admin an invite code that newcomers can register with', async () => {
    const [admin] = await rowsWithEmail(adminEmail)
    expect(admin!.affiliate_code).toMatch(/^[A-Z2-9]{8}$/)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-token/',
      payload: {
        name: 'Primo Iscritto',
        email: uniqueEmail('first'),
        password: 'una password valida',
        usedAffiliateCode: admin!.affiliate_code,
      },
      remoteAddress: uniqueIp(),
    })
    expect(res.statusCode).toBe(200)
  })

  it('leaves an existing account with that e-mail as it is', async () => {
    const user = await loginAs(t)
    const created = await bootstrapAdmin(t.deps.db, {
      email: user.email,
      password: 'una password diversa',
    })
    expect(created).toBe(false)
    const rows = await rowsWithEmail(user.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.group).toBe('user')
    expect((await login(user.email, user.password)).statusCode).toBe(200)
    expect((await login(user.email, 'una password diversa')).statusCode).toBe(401)
  })

  it('does nothing when no admin is configured', async () => {
    const before = await t.deps.db.selectFrom('app_user').select('id').execute()
    expect(await bootstrapAdmin(t.deps.db, undefined)).toBe(false)
    const after = await t.deps.db.selectFrom('app_user').select('id').execute()
    expect(after).toHaveLength(before.length)
  })
})
