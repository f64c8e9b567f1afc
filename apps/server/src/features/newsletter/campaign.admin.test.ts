import { describe, expect, it } from 'vitest'
import {
  CampaignsAnswerSchema,
  NewsletterAdminPaths,
  NewsletterLimits,
  SendNewsletterAnswerSchema,
} from '@aula/contract/newsletter'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import {
  adminWriteHeaders,
  auditRows,
  expectClientError,
  expectRefused,
  privateTokenOf,
  refusedCallers,
  snapshot,
} from '#test/admin.ts'
import { ODD_PATH_SEGMENTS } from '#test/odd-inputs.ts'
import {
  addSubscriber,
  deliveries,
  goodNewsletter,
  queueNewsletter,
  sendNewsletter,
  waitForCampaign,
  withSender,
} from '#test/fixtures/campaign.ts'

const t = await buildTestApp({}, { plugins: [withSender({ pauseMs: 0 })] })
const admin = await loginAs(t, 'admin')
const user = await loginAs(t)
const callers = await refusedCallers(t)

/** Campaigns and audit, plus how many deliveries exist: compared before and after. */
async function state() {
  const count = await t.deps.db
    .selectFrom('newsletter_delivery')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return [await snapshot(t, ['newsletter_campaign']), Number(count.n)]
}

/** Waits until the sender has nothing left, so the tables hold still for a comparison. */
async function settled() {
  const active = await t.deps.db
    .selectFrom('newsletter_campaign')
    .select('id')
    .where('status', 'in', ['queued', 'sending'])
    .execute()
  for (const { id } of active) await waitForCampaign(t, id)
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers })

describe('POST /api/sendnewsletter/ with nobody to send to', () => {
  it('answers 409 and stores nothing while no subscriber has confirmed', async () => {
    await addSubscriber(t, { status: 'pending' })
    await addSubscriber(t, { status: 'unsubscribed' })
    const before = await state()
    const res = await sendNewsletter(t)
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toEqual({ message: 'There are no confirmed subscribers to send to' })
    expect(await state()).toEqual(before)
  })
})

describe('POST /api/sendnewsletter/', () => {
  it('queues the campaign for the confirmed subscribers only and answers 202 at once', async () => {
    const confirmed = [await addSubscriber(t), await addSubscriber(t, { language: 'en' })]
    await addSubscriber(t, { status: 'pending' })
    await addSubscriber(t, { status: 'unsubscribed' })
    const headers = bearer(await privateTokenOf(t, admin))
    const res = await sendNewsletter(
      t,
      {
        oggetto: '  Novità\r\ndi giugno  ',
        contenuto:
          '<p onclick="steal()">Ciao <b>a tutti</b></p><script>alert(1)</script>' +
          '<img src="/media/forno.webp" style="width:9000px" onerror="x()">',
        posizioneImmagine: 'right',
      },
      headers,
    )
    expect(res.statusCode, res.body).toBe(202)
    const { campaign } = SendNewsletterAnswerSchema.parse(res.json())
    expect(res.json()).toEqual({
      message: 'Success',
      campaign: {
        id: campaign.id,
        subject: 'Novità di giugno',
        status: 'queued',
        total: 2,
        sent: 0,
        failed: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        finishedAt: null,
      },
    })

    const stored = await t.deps.db
      .selectFrom('newsletter_campaign')
      .selectAll()
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      subject: 'Novità di giugno',
      image_position: 'right',
      total: 2,
      created_by: admin.id,
    })
    // Stored as the allow-list leaves it: no script, no handler, no inline style.
    expect(stored.content).toBe(
      '<p>Ciao <strong>a tutti</strong></p><img src="/media/forno.webp" alt="" />',
    )

    const rows = await deliveries(t, campaign.id)
    expect(rows.map((d) => Number(d.subscriber_id))).toEqual(confirmed.map((s) => s.id))

    const [audit] = await auditRows(t, 'newsletter.send', campaign.id)
    expect(audit).toMatchObject({ target_type: 'newsletter_campaign' })
    expect(Number(audit!.actor_user_id)).toBe(admin.id)
    expect(JSON.parse(audit!.detail!)).toEqual({ subject: 'Novità di giugno', recipients: 2 })

    const done = await waitForCampaign(t, campaign.id)
    expect(done).toMatchObject({ status: 'sent', total: 2, sent: 2, failed: 0 })
  })

  it('defaults the image position to the left', async () => {
    await addSubscriber(t)
    const campaign = await queueNewsletter(t, {
      oggetto: 'Foto',
      contenuto: '<img src="https://cdn.example.com/pizza.jpg" alt="Pizza">',
    })
    const stored = await t.deps.db
      .selectFrom('newsletter_campaign')
      .select('image_position')
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow()
    expect(stored.image_position).toBe('left')
    await settled()
  })

  it("accepts only an admin's private token", async () => {
    await addSubscriber(t)
    await settled()
    const before = await state()
    for (const caller of callers) {
      expectRefused(await sendNewsletter(t, goodNewsletter(), caller.headers), caller.status)
    }
    expect(await state()).toEqual(before)
    expect((await sendNewsletter(t, goodNewsletter(), await adminWriteHeaders(t))).statusCode).toBe(
      202,
    )
    await settled()
  })
})

describe('GET /api/admin/newsletters and /api/admin/newsletters/{id}', () => {
  it('lists campaigns newest first and shows one campaign', async () => {
    await addSubscriber(t)
    const older = await queueNewsletter(t, { ...goodNewsletter(), oggetto: 'Prima' })
    const newer = await queueNewsletter(t, { ...goodNewsletter(), oggetto: 'Seconda' })
    await settled()
    const res = await get(NewsletterAdminPaths.campaigns, bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
    const { campaigns } = CampaignsAnswerSchema.parse(res.json())
    const ids = campaigns.map((c) => c.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const shown = campaigns.find((c) => c.id === newer.id)!
    expect(shown).toMatchObject({ subject: 'Seconda', status: 'sent', failed: 0 })
    expect(shown.sent).toBe(shown.total)
    expect(Date.parse(shown.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(shown.createdAt))

    const one = await get(NewsletterAdminPaths.campaign(older.id), bearer(admin.token))
    expect(one.statusCode).toBe(200)
    expect(one.json()).toEqual({ campaign: campaigns.find((c) => c.id === older.id) })
  })

  it('answers 404 for an unknown campaign and 400 for an id that is not one', async () => {
    const missing = await get(NewsletterAdminPaths.campaign(2_000_000_000), bearer(admin.token))
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Not found' })
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', ...ODD_PATH_SEGMENTS]) {
      const res = await get(`${NewsletterAdminPaths.campaigns}/${id}`, bearer(admin.token))
      expectClientError(res)
      expect(res.statusCode, id).not.toBe(200)
    }
  })

  it('are for admins, with their session or private token', async () => {
    await addSubscriber(t)
    const campaign = await queueNewsletter(t)
    for (const url of [
      NewsletterAdminPaths.campaigns,
      NewsletterAdminPaths.campaign(campaign.id),
    ]) {
      expectRefused(await get(url, {}), 401)
      expectRefused(await get(url, bearer('stale-token')), 401)
      expectRefused(await get(url, bearer(user.token)), 403)
      expectRefused(await get(url, bearer(await privateTokenOf(t, user))), 403)
      expect((await get(url, bearer(await privateTokenOf(t, admin)))).statusCode).toBe(200)
      expect((await get(url, bearer(admin.token))).statusCode).toBe(200)
    }
    await settled()
  })
})

describe('POST /api/sendnewsletter/: bad input is a 4xx and queues nothing', () => {
  const good = goodNewsletter()
  const bad: [string, unknown, string?][] = [
    ['an empty body', {}, 'oggetto'],
    ['no subject', { contenuto: good.contenuto }, 'oggetto'],
    ['a blank subject', { ...good, oggetto: '   ' }, 'oggetto'],
    ['a subject too long', { ...good, oggetto: 'x'.repeat(NewsletterLimits.subject + 1) }],
    ['a number as subject', { ...good, oggetto: 42 }, 'oggetto'],
    ['a list as subject', { ...good, oggetto: ['a'] }, 'oggetto'],
    ['no content', { oggetto: good.oggetto }, 'contenuto'],
    ['a blank content', { ...good, contenuto: '  ' }, 'contenuto'],
    ['content of empty tags', { ...good, contenuto: '<p> </p><br>' }, 'contenuto'],
    ['content that is only a script', { ...good, contenuto: '<script>alert(1)</script>' }],
    ['an image with a script source', { ...good, contenuto: '<img src="javascript:alert(1)">' }],
    ['content too long', { ...good, contenuto: 'x'.repeat(NewsletterLimits.content + 1) }],
    ['content as an object', { ...good, contenuto: { html: 'x' } }, 'contenuto'],
    ['an unknown image position', { ...good, posizioneImmagine: 'center' }],
    ['a null image position', { ...good, posizioneImmagine: null }],
    ['a list body', [good]],
    ['a null body', null],
  ]
  for (const [name, payload, path] of bad) {
    it(name, async () => {
      await addSubscriber(t)
      await settled()
      const before = await state()
      const res = await sendNewsletter(t, payload)
      expectClientError(res, 400)
      if (path) expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path)
      expect(await state()).toEqual(before)
    })
  }

  it('malformed JSON, a form body and a body over 1 MB', async () => {
    const headers = await adminWriteHeaders(t)
    await settled()
    const before = await state()
    const raw = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: NewsletterAdminPaths.send,
        headers: { ...headers, 'content-type': contentType },
        payload,
      })
    expectClientError(await raw('application/json', '{"oggetto":'), 400)
    expectClientError(await raw('application/x-www-form-urlencoded', 'oggetto=a&contenuto=b'), 415)
    expectClientError(
      await raw(
        'application/json',
        JSON.stringify({ ...good, contenuto: 'x'.repeat(1024 * 1024 + 1) }),
      ),
      413,
    )
    expect(await state()).toEqual(before)
  })
})
