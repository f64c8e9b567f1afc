import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'
import { DEMO_LOGINS } from '#seed/logins.ts'
import { runSeed } from '#seed/seed.ts'
import { prepareData } from './boot.ts'

const silent = pino({ level: 'silent' })
const admin = { email: 'direzione@example.com', password: 'a-long-admin-password' }

async function count(t: Awaited<ReturnType<typeof buildTestApp>>, table: 'course' | 'article') {
  return (await t.deps.db.selectFrom(table).select('id').execute()).length
}

async function signIn(
  t: Awaited<ReturnType<typeof buildTestApp>>,
  email: string,
  password: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
  })
  return res.statusCode
}

/** What `npm start` does before serving: the seed, then the server's own preparation. */
async function start(t: Awaited<ReturnType<typeof buildTestApp>>) {
  const seed = await runSeed(t.deps, silent)
  const server = await prepareData(t.deps, silent)
  return { seeded: seed.seeded, logins: [...server.logins, ...seed.logins] }
}

describe('a start with SEED=demo and ADMIN_EMAIL set', async () => {
  const t = await buildTestApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  const first = await start(t)

  it('creates the admin and the demo content, but no demo admin', async () => {
    expect(first.seeded).toBe(true)
    expect(await count(t, 'course')).toBe(6)
    expect(await count(t, 'article')).toBe(6)
    expect(await t.deps.db.selectFrom('member').select('id').execute()).toHaveLength(4)
    expect(await signIn(t, admin.email, admin.password)).toBe(200)
    expect(await signIn(t, DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password)).toBe(401)
    expect(await signIn(t, DEMO_LOGINS.user.email, DEMO_LOGINS.user.password)).toBe(200)
  })

  it('prints only the logins that exist, and never the admin password', () => {
    expect(first.logins).toEqual([
      `Admin:      ${admin.email}`,
      `Demo user:  ${DEMO_LOGINS.user.email} / ${DEMO_LOGINS.user.password}`,
    ])
    expect(first.logins.join('\n')).not.toContain(admin.password)
  })

  it('does not seed again at the next start', async () => {
    const again = await start(t)
    expect(again).toEqual({ seeded: false, logins: first.logins })
    expect(await count(t, 'course')).toBe(6)
  })
})

describe('a start with SEED=none and ADMIN_EMAIL set', async () => {
  const t = await buildTestApp({
    SEED: 'none',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  })
  const prepared = await start(t)

  it('creates the admin only, and prints no demo login', async () => {
    expect(prepared).toEqual({ seeded: false, logins: [`Admin:      ${admin.email}`] })
    expect(await count(t, 'course')).toBe(0)
    expect(await signIn(t, admin.email, admin.password)).toBe(200)
  })
})

describe('a start of the server alone', async () => {
  const t = await buildTestApp()
  const prepared = await prepareData(t.deps, silent)

  it('seeds nothing: the demo content is the seed run’s', async () => {
    expect(prepared).toEqual({ logins: [] })
    expect(await count(t, 'course')).toBe(0)
    expect(await signIn(t, DEMO_LOGINS.user.email, DEMO_LOGINS.user.password)).toBe(401)
  })
})
