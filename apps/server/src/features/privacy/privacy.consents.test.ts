import { describe, expect, it } from 'vitest'
import { consentVersion, PrivacyPaths } from '@aula/contract/privacy'
import {
  bearer,
  buildTestApp,
  engine,
  inviteCodeOf,
  loginAs,
  uniqueEmail,
  uniqueIp,
  type TestUser,
} from '#test/helper.ts'
import { adminWriteHeaders, refusedCallers } from '#test/admin.ts'

/*
 * Consents (docs/product.md#privacy): recorded with the version of the text the form showed,
 * in the registration's and the subscription's own transaction, kept as a history the member
 * reads and adds to from the profile. The policy page the versions name is the admin's.
 */

const t = await buildTestApp()
const { db } = t.deps

const records = (where: { userId?: number; email?: string }) => {
  let q = db.selectFrom('consent_record').selectAll().orderBy('id')
  if (where.userId !== undefined) q = q.where('user_id', '=', where.userId)
  if (where.email !== undefined) q = q.where('email', '=', where.email)
  return q.execute()
}

const register = async (payload: Record<string, unknown>) => {
  const referrer = await loginAs(t)
  return t.app.inject({
    method: 'POST',
    url: '/api/generate-token/',
    remoteAddress: uniqueIp(),
    payload: {
      name: 'Maria Verdi',
      password: 'una password lunga',
      usedAffiliateCode: await inviteCodeOf(t, referrer.id),
      ...payload,
    },
  })
}

const accountId = async (email: string) =>
  (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst())?.id

const consents = async (user: TestUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: PrivacyPaths.consents,
    headers: bearer(user.token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const setConsent = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: PrivacyPaths.consents, headers: bearer(user.token), payload })

const savePolicy = async (contentIt: string, contentEn: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: PrivacyPaths.savePolicy,
    headers: await adminWriteHeaders(t),
    payload: { contentIt, contentEn },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe(`consents at registration (${engine})`, () => {
  it('records the terms and the newsletter with the versions the form showed', async () => {
    const email = uniqueEmail('reg')
    const res = await register({
      email,
      termsVersion: consentVersion('terms', 0),
      newsletterVersion: consentVersion('newsletter', 0),
    })
    expect(res.statusCode, res.body).toBe(200)
    const id = await accountId(email)
    const rows = await records({ userId: id! })
    expect(rows.map((r) => [r.consent, r.given, r.version, r.source])).toEqual([
      ['terms', 1, 'terms@1/policy@0', 'registration'],
      ['newsletter', 1, 'newsletter@1/policy@0', 'registration'],
    ])
    // The newsletter still waits for the mailbox's confirmation.
    const subscriber = await db
      .selectFrom('newsletter_subscriber')
      .select('status')
      .where('email', '=', email)
      .executeTakeFirst()
    expect(subscriber?.status).toBe('pending')
  })

  it('without a version records the current terms only', async () => {
    const email = uniqueEmail('reg-api')
    expect((await register({ email })).statusCode).toBe(200)
    const rows = await records({ userId: (await accountId(email))! })
    expect(rows.map((r) => [r.consent, r.version])).toEqual([['terms', 'terms@1/policy@0']])
  })

  it('refuses an unknown version and creates no account', async () => {
    for (const termsVersion of [
      'terms@9/policy@0',
      'terms@1/policy@999',
      'newsletter@1/policy@0',
    ]) {
      const email = uniqueEmail('reg-bad')
      const res = await register({ email, termsVersion })
      expect(res.statusCode, termsVersion).toBe(400)
      expect(res.json().message).toBe('Unknown consent version')
      expect(await accountId(email)).toBeUndefined()
    }
    const malformed = await register({ email: uniqueEmail('reg-bad'), termsVersion: 'yes' })
    expect(malformed.statusCode).toBe(400)
  })
})

describe(`consents of the newsletter form (${engine})`, () => {
  it('records a visitor by e-mail and a member by id, with the version shown', async () => {
    const email = uniqueEmail('news')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe/',
      remoteAddress: uniqueIp(),
      payload: { email, consentVersion: 'newsletter@1/policy@0' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(
      (await records({ email })).map((r) => [r.user_id, r.given, r.version, r.source]),
    ).toEqual([[null, 1, 'newsletter@1/policy@0', 'newsletter-form']])

    const member = await loginAs(t)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe/',
      remoteAddress: uniqueIp(),
      headers: bearer(member.token),
      payload: { email: member.email, consentVersion: 'newsletter@1/policy@0' },
    })
    expect(signedIn.statusCode).toBe(200)
    expect((await records({ userId: member.id })).map((r) => r.consent)).toEqual(['newsletter'])
  })

  it('refuses a version of another consent and subscribes nobody', async () => {
    const email = uniqueEmail('news-bad')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe/',
      remoteAddress: uniqueIp(),
      payload: { email, consentVersion: 'marketing@1/policy@0' },
    })
    expect(res.statusCode).toBe(400)
    const row = await db
      .selectFrom('newsletter_subscriber')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst()
    expect(row).toBeUndefined()
  })

  it('an unsubscription from the mailed link is recorded as withdrawn', async () => {
    const email = uniqueEmail('news-out')
    await t.app.inject({
      method: 'POST',
      url: '/api/subscribe/',
      remoteAddress: uniqueIp(),
      payload: { email },
    })
    const row = await db
      .selectFrom('newsletter_subscriber')
      .select('unsubscribe_token')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      remoteAddress: uniqueIp(),
      payload: { token: row.unsubscribe_token },
    })
    expect(res.statusCode).toBe(200)
    expect((await records({ email })).map((r) => [r.given, r.source])).toEqual([
      [1, 'newsletter-form'],
      [0, 'newsletter-link'],
    ])
  })
})

describe(`consents in the profile (${engine})`, () => {
  it('the member gives and withdraws marketing and the newsletter; the history keeps all', async () => {
    const anna = await loginAs(t)
    const other = await loginAs(t)
    expect((await consents(anna)).current).toEqual({
      terms: null,
      newsletter: null,
      marketing: null,
    })

    const on = await setConsent(anna, {
      consent: 'marketing',
      given: true,
      version: 'marketing@1/policy@0',
    })
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json().current.marketing).toMatchObject({
      given: true,
      version: 'marketing@1/policy@0',
    })
    const off = await setConsent(anna, {
      consent: 'marketing',
      given: false,
      version: 'marketing@1/policy@0',
    })
    expect(off.json().current.marketing.given).toBe(false)

    const news = await setConsent(anna, {
      consent: 'newsletter',
      given: true,
      version: 'newsletter@1/policy@0',
    })
    expect(news.statusCode, news.body).toBe(200)
    expect(t.lastMailTo(anna.email)?.subject).toMatch(/newsletter/i)
    const newsOff = await setConsent(anna, {
      consent: 'newsletter',
      given: false,
      version: 'newsletter@1/policy@0',
    })
    expect(newsOff.json().current.newsletter.given).toBe(false)
    const subscriber = await db
      .selectFrom('newsletter_subscriber')
      .select('status')
      .where('email', '=', anna.email)
      .executeTakeFirstOrThrow()
    expect(subscriber.status).toBe('unsubscribed')

    const history = (await consents(anna)).history
    expect(history.map((h: { consent: string; given: boolean }) => [h.consent, h.given])).toEqual([
      ['newsletter', false],
      ['newsletter', true],
      ['marketing', false],
      ['marketing', true],
    ])
    // Another member's consents are theirs alone.
    expect((await consents(other)).history).toEqual([])
  })

  it('refuses terms from the profile, a bad version and a visitor', async () => {
    const anna = await loginAs(t)
    const terms = await setConsent(anna, {
      consent: 'terms',
      given: false,
      version: 'terms@1/policy@0',
    })
    expect(terms.statusCode).toBe(400)
    const wrong = await setConsent(anna, {
      consent: 'marketing',
      given: true,
      version: 'newsletter@1/policy@0',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Unknown consent version')
    const visitor = await t.app.inject({ method: 'GET', url: PrivacyPaths.consents })
    expect(visitor.statusCode).toBe(401)
  })
})

describe(`the privacy policy page (${engine})`, () => {
  it('the admin saves both languages, cleaned; visitors read the new version', async () => {
    const before = await t.app.inject({ method: 'GET', url: PrivacyPaths.policy })
    expect(before.statusCode).toBe(200)
    const first = before.json().version as number

    const saved = await savePolicy(
      '<h2>Informativa</h2><p>Titolare: Aula.</p><script>alert(1)</script>',
      '<h2>Notice</h2><p>Controller: Aula.</p>',
    )
    expect(saved.version).toBeGreaterThan(first)
    const read = await t.app.inject({ method: 'GET', url: PrivacyPaths.policy })
    expect(read.json()).toEqual(saved)
    expect(saved.content.it).toContain('<h2>Informativa</h2>')
    expect(saved.content.it).not.toContain('script')
    expect(saved.content.en).toContain('Controller: Aula.')

    // A consent may now name the new version.
    const anna = await loginAs(t)
    const res = await setConsent(anna, {
      consent: 'marketing',
      given: true,
      version: `marketing@1/policy@${saved.version}`,
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('only an admin private token may save it', async () => {
    for (const caller of await refusedCallers(t)) {
      const res = await t.app.inject({
        method: 'PUT',
        url: PrivacyPaths.savePolicy,
        headers: caller.headers,
        payload: { contentIt: '<p>x</p>', contentEn: '<p>x</p>' },
      })
      expect(res.statusCode, caller.who).toBe(caller.status)
    }
    const empty = await t.app.inject({
      method: 'PUT',
      url: PrivacyPaths.savePolicy,
      headers: await adminWriteHeaders(t),
      payload: { contentIt: ' ', contentEn: '<p>x</p>' },
    })
    expect(empty.statusCode).toBe(400)
  })
})
