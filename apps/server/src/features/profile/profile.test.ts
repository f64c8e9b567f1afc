import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import {
  AffiliateAnswerSchema,
  ProfilePaths,
  UserProfileAnswerSchema,
} from '@aula/contract/profile'
import { buildApp } from '#src/app.ts'
import { bearer, buildTestApp, loginAs, type TestUser } from '#test/helper.ts'
import { expectRefused, privateTokenOf } from '#test/admin.ts'
import { ODD_PATH_SEGMENTS } from '#test/odd-inputs.ts'
import {
  GOOD_CF,
  GOOD_IBAN,
  earnCommission,
  getProfile,
  storedInClear,
} from '#test/fixtures/profile.ts'

const t = await buildTestApp({ AFFILIATE_HOLD_DAYS: '0' })
const { db } = t.deps

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  user?: TestUser | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

describe('GET /api/user/', () => {
  it('answers the member’s own profile', async () => {
    const anna = await loginAs(t)
    const res = await call('GET', ProfilePaths.user, anna)
    expect(res.statusCode, res.body).toBe(200)
    const { user } = UserProfileAnswerSchema.parse(res.json())
    const row = await db
      .selectFrom('app_user')
      .select(['affiliate_code'])
      .where('id', '=', anna.id)
      .executeTakeFirstOrThrow()
    expect(user).toEqual({
      name: 'Test user',
      email: anna.email,
      phoneNumber: null,
      address: null,
      affiliateCode: row.affiliate_code,
      usedAffiliateCode: null,
      earnings: 0,
      pendingEarnings: 0,
      referrals: 0,
      iban: null,
      CF: null,
      veryfing: false,
      docVerified: false,
      group: 'user',
      document: null,
    })
  })

  it('refuses a visitor, a garbage token and a private token', async () => {
    const anna = await loginAs(t)
    expectRefused(await call('GET', ProfilePaths.user), 401)
    expectRefused(
      await t.app.inject({ method: 'GET', url: ProfilePaths.user, headers: bearer('nope') }),
      401,
    )
    const res = await t.app.inject({
      method: 'GET',
      url: ProfilePaths.user,
      headers: bearer(await privateTokenOf(t, anna)),
    })
    expectRefused(res, 401)
  })
})

describe('PUT /api/user/', () => {
  it('updates name, phone and address, with the caller’s own e-mail or none', async () => {
    const anna = await loginAs(t)
    const res = await call('PUT', ProfilePaths.user, anna, {
      name: '  Anna Rossi ',
      phoneNumber: '+39 333 1234567',
      address: 'Via Roma 1, Milano',
      email: anna.email.toUpperCase(),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      message: 'Success',
      user: { name: 'Anna Rossi', phoneNumber: '+39 333 1234567', address: 'Via Roma 1, Milano' },
    })
    // Empty fields are cleared; the e-mail is never changed here.
    const cleared = await call('PUT', ProfilePaths.user, anna, {
      name: 'Anna',
      phoneNumber: '',
      address: '',
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    const profile = await getProfile(t, anna)
    expect(profile).toMatchObject({
      name: 'Anna',
      phoneNumber: null,
      address: null,
      email: anna.email,
    })
  })

  it('refuses another user’s e-mail, visitors and bad input, changing nothing', async () => {
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    const before = await getProfile(t, anna)
    expectRefused(
      await call('PUT', ProfilePaths.user, anna, { name: 'X', email: bruno.email }),
      403,
    )
    expectRefused(await call('PUT', ProfilePaths.user, null, { name: 'X' }), 401)
    for (const payload of [
      {},
      { name: '' },
      { name: 42 },
      { name: 'A', phoneNumber: 'call me maybe' },
      { name: 'x'.repeat(121) },
      { name: 'A', address: 'x'.repeat(301) },
    ]) {
      const res = await call('PUT', ProfilePaths.user, anna, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
    expect(await getProfile(t, anna)).toEqual(before)
    expect((await getProfile(t, bruno)).name).toBe('Test user')
  })
})

describe('GET /api/user/affiliate/:email', () => {
  it('counts referrals and earnings (no hold in this app)', async () => {
    const anna = await loginAs(t)
    await earnCommission(t, anna, 1250)
    await earnCommission(t, anna, 500)
    const res = await call('GET', ProfilePaths.affiliate(anna.email), anna)
    expect(res.statusCode, res.body).toBe(200)
    const answer = AffiliateAnswerSchema.parse(res.json())
    expect(answer).toMatchObject({ earnings: 17.5, pendingEarnings: 0, referrals: 2 })
    expect(await getProfile(t, anna)).toMatchObject({ earnings: 17.5, referrals: 2 })
  })

  it('answers one’s own data, refuses another’s to a user, and lets an admin read anyone', async () => {
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    const admin = await loginAs(t, 'admin')
    expect(
      (await call('GET', ProfilePaths.affiliate(anna.email.toUpperCase()), anna)).statusCode,
    ).toBe(200)
    expectRefused(await call('GET', ProfilePaths.affiliate(bruno.email), anna), 403)
    expectRefused(await call('GET', ProfilePaths.affiliate('nobody@example.com'), anna), 403)
    expectRefused(await call('GET', ProfilePaths.affiliate(anna.email)), 401)
    const byAdmin = await call('GET', ProfilePaths.affiliate(anna.email), admin)
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    const code = await db
      .selectFrom('app_user')
      .select('affiliate_code')
      .where('id', '=', anna.id)
      .executeTakeFirstOrThrow()
    expect(byAdmin.json().affiliateCode).toBe(code.affiliate_code)
    const unknown = await call('GET', ProfilePaths.affiliate('nobody@example.com'), admin)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Not found' })
    const tooLong = await call('GET', ProfilePaths.affiliate(`${'a'.repeat(260)}@x.it`), anna)
    expect(tooLong.statusCode).toBe(400)
  })
})

describe('odd paths', () => {
  it('answer a 4xx, never a 500, to a member and to an admin', async () => {
    const anna = await loginAs(t)
    const admin = await loginAs(t, 'admin')
    for (const segment of ODD_PATH_SEGMENTS) {
      for (const [user, url] of [
        [anna, `/api/user/affiliate/${segment}`],
        [admin, `/api/user/affiliate/${segment}`],
        [admin, `/api/document-file/${segment}/front`],
        [admin, `/api/document-file/1/${segment}`],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) })
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, url).toBeLessThan(500)
      }
    }
  })
})

describe('PUT /api/iban/ and PUT /api/cf/', () => {
  it('store valid values encrypted and show them to their owner only', async () => {
    const anna = await loginAs(t)
    const iban = await call('PUT', ProfilePaths.iban, anna, {
      iban: 'it60 x054 2811 1010 0000 0123 456',
      email: anna.email,
    })
    expect(iban.statusCode, iban.body).toBe(200)
    expect(iban.json()).toEqual({ message: 'Success', iban: GOOD_IBAN })
    const cf = await call('PUT', ProfilePaths.cf, anna, { CF: 'rssmra85t10a56nh' })
    expect(cf.statusCode, cf.body).toBe(200)
    expect(cf.json()).toEqual({ message: 'Success', CF: 'RSSMRA85T10A56NH' })
    expect(await getProfile(t, anna)).toMatchObject({ iban: GOOD_IBAN, CF: 'RSSMRA85T10A56NH' })

    const row = await db
      .selectFrom('app_user')
      .select(['iban_enc', 'cf_enc'])
      .where('id', '=', anna.id)
      .executeTakeFirstOrThrow()
    expect(row.iban_enc).toBeTruthy()
    expect(row.cf_enc).toBeTruthy()
    expect(row.iban_enc).not.toContain(GOOD_IBAN)
    expect(row.cf_enc).not.toContain('RSSMRA85T10A56NH')
    // Nothing in the database (nor anywhere under DATA_DIR) holds them in clear.
    const everything = JSON.stringify(await db.selectFrom('app_user').selectAll().execute())
    expect(everything).not.toContain(GOOD_IBAN)
    expect(everything).not.toContain('RSSMRA85T10A56NH')
    expect(storedInClear(t, GOOD_IBAN)).toBe(false)
    expect(storedInClear(t, 'RSSMRA85T10A56NH')).toBe(false)

    // Another member sees neither; an admin's affiliate view carries neither.
    const bruno = await loginAs(t)
    expect(await getProfile(t, bruno)).toMatchObject({ iban: null, CF: null })
    const admin = await loginAs(t, 'admin')
    const adminView = await call('GET', ProfilePaths.affiliate(anna.email), admin)
    expect(adminView.body).not.toContain(GOOD_IBAN)
  })

  it('refuse values whose check digits fail with the product’s messages', async () => {
    const anna = await loginAs(t)
    for (const iban of [
      'IT60X0542811101000000123457',
      'IT60X054281110100000012345',
      'GB82WEST12345698765431',
      'XX82WEST12345698765432',
      'not an iban',
      '',
    ]) {
      const res = await call('PUT', ProfilePaths.iban, anna, { iban })
      expect(res.statusCode, iban).toBe(400)
      expect(res.json().message).toBe('Invalid IBAN')
      expect(res.body).not.toContain(iban || '\u0000')
    }
    for (const payload of [{}, { iban: 12 }, null]) {
      const res = await call('PUT', ProfilePaths.iban, anna, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    for (const CF of ['RSSMRA85T10A562T', 'RSSMRA85T10A56NX', 'RSSMRA85Z10A562S', 'RSSMRA', '']) {
      const res = await call('PUT', ProfilePaths.cf, anna, { CF })
      expect(res.statusCode, CF).toBe(400)
      expect(res.json().message).toBe('Invalid CF')
    }
    expect(await getProfile(t, anna)).toMatchObject({ iban: null, CF: null })
  })

  it('refuse another user’s e-mail and visitors', async () => {
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    expectRefused(
      await call('PUT', ProfilePaths.iban, anna, { iban: GOOD_IBAN, email: bruno.email }),
      403,
    )
    expectRefused(
      await call('PUT', ProfilePaths.cf, anna, { CF: GOOD_CF, email: bruno.email }),
      403,
    )
    expectRefused(await call('PUT', ProfilePaths.iban, null, { iban: GOOD_IBAN }), 401)
    expectRefused(await call('PUT', ProfilePaths.cf, null, { CF: GOOD_CF }), 401)
    expect(await getProfile(t, anna)).toMatchObject({ iban: null, CF: null })
    expect(await getProfile(t, bruno)).toMatchObject({ iban: null, CF: null })
  })

  it('never write them to the log, even at trace level and on a refusal', async () => {
    let logged = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk)
        done()
      },
    })
    const app = await buildApp(t.deps, { loggerInstance: pino({ level: 'trace' }, sink) })
    await app.ready()
    try {
      const anna = await loginAs(t)
      const headers = bearer(anna.token)
      const put = (url: string, payload: object) =>
        app.inject({ method: 'PUT', url, headers, payload })
      expect((await put(ProfilePaths.iban, { iban: GOOD_IBAN })).statusCode).toBe(200)
      expect((await put(ProfilePaths.cf, { CF: GOOD_CF })).statusCode).toBe(200)
      expect(
        (await put(ProfilePaths.iban, { iban: 'IT60X0542811101000000123457' })).statusCode,
      ).toBe(400)
      expect((await put(ProfilePaths.cf, { CF: 'RSSMRA85T10A562T' })).statusCode).toBe(400)
      const profile = await app.inject({ method: 'GET', url: ProfilePaths.user, headers })
      expect(profile.json().user.iban).toBe(GOOD_IBAN)
      expect(logged).toContain(ProfilePaths.iban)
      for (const secret of [
        GOOD_IBAN,
        GOOD_CF,
        'IT60X0542811101000000123457',
        'RSSMRA85T10A562T',
      ]) {
        expect(logged).not.toContain(secret)
      }
      expect(logged).not.toContain(anna.token)
    } finally {
      await app.close()
    }
  })
})
