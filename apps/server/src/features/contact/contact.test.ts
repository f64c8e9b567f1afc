import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { bearer, buildTestApp, loginAs, uniqueEmail, uniqueIp, type TestApp } from '#test/helper.ts'
import { goodContact, goodModule } from '#test/fixtures/contact.ts'
import { contentChanged } from '#src/lib/public-cache.ts'

const t = await buildTestApp({ CONTACT_EMAIL: 'scuola@aula.example', SITE_NAME: 'Aula Pizza' })

const post = (app: TestApp, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: uniqueIp(),
    ...extra,
  })

const mailsTo = (app: TestApp, to: string) =>
  app.outbox().filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))

describe('POST /api/contact/', () => {
  it('stores every field and mails the school with Reply-To the sender', async () => {
    const before = mailsTo(t, 'scuola@aula.example').length
    const input = goodContact()
    const res = await post(t, '/api/contact/', {
      ...input,
      name: `  ${input.name}  `,
      email: ` ${input.email} `,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    const row = await t.deps.db
      .selectFrom('contact_message')
      .selectAll()
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      name: 'Giulia Rossi',
      email: input.email,
      phone_number: '+39 333 123 4567',
      gender: 'donna',
      stato_lavorativo: 'disoccupato',
      message: input.message,
      read_at: null,
    })
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000)

    const mails = mailsTo(t, 'scuola@aula.example')
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toBe('[Aula Pizza] Nuovo messaggio da Giulia Rossi')
    expect(mail.headers['reply-to']).toBe(input.email)
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Giulia Rossi')
      expect(part).toContain(input.email)
      expect(part).toContain('+39 333 123 4567')
      expect(part).toContain('donna')
      expect(part).toContain('disoccupato')
      expect(part).toContain('Vorrei sapere quando parte il prossimo corso base.')
      expect(part).toContain('Grazie!')
    }
    expect(mail.text).toContain('Stato lavorativo: disoccupato')
  })

  it('escapes what the visitor typed in the HTML mail', async () => {
    const input = {
      ...goodContact(),
      name: '<b>Mario</b> & "figli"',
      message: '<script>alert(1)</script><img src=x onerror=alert(2)>',
    }
    expect((await post(t, '/api/contact/', input)).statusCode).toBe(200)
    const mail = mailsTo(t, 'scuola@aula.example').at(-1)!
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<b>Mario')
    expect(mail.html).toContain('&#60;script&#62;')
    expect(mail.html).toContain('&#60;b&#62;Mario&#60;/b&#62; &#38; &#34;figli&#34;')
    // The plain text part keeps the words exactly as typed.
    expect(mail.text).toContain('<b>Mario</b> & "figli"')
  })

  it('keeps a line break in the name out of the subject', async () => {
    const input = { ...goodContact(), name: 'Mario\r\nBcc: spam@example.com' }
    expect((await post(t, '/api/contact/', input)).statusCode).toBe(200)
    const mail = mailsTo(t, 'scuola@aula.example').at(-1)!
    expect(mail.subject).toBe('[Aula Pizza] Nuovo messaggio da Mario Bcc: spam@example.com')
    expect(mail.headers.bcc).toBeUndefined()
  })

  it('accepts every gender and work status of the form', async () => {
    for (const gender of ['uomo', 'donna', 'altro']) {
      for (const statoLavorativo of ['lavoratore', 'disoccupato']) {
        const res = await post(t, '/api/contact/', { ...goodContact(), gender, statoLavorativo })
        expect(res.statusCode).toBe(200)
      }
    }
  })
})

describe('POST /api/module/', () => {
  it('stores every field, the surname too, and mails the school', async () => {
    const input = goodModule()
    const res = await post(t, '/api/module/', input)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success' })

    const row = await t.deps.db
      .selectFrom('information_request')
      .selectAll()
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow()
    expect({ ...row, spending: Number(row.spending) }).toMatchObject({
      name: 'Luca',
      surname: 'Bianchi',
      email: input.email,
      birth_date: '1995-04-23',
      city: 'Napoli',
      phone_number: '081 555 1234',
      interested_in: 'Corso base di pizzaiolo',
      objective: 'Aprire una pizzeria',
      spending: 1500,
      message: 'Ci sono date a giugno?',
      read_at: null,
    })

    const mail = mailsTo(t, 'scuola@aula.example').at(-1)!
    expect(mail.subject).toBe('[Aula Pizza] Richiesta di informazioni da Luca Bianchi')
    expect(mail.headers['reply-to']).toBe(input.email)
    for (const part of [mail.text, mail.html]) {
      for (const value of [
        'Luca',
        'Bianchi',
        input.email,
        '23/04/1995',
        'Napoli',
        '081 555 1234',
        'Corso base di pizzaiolo',
        'Aprire una pizzeria',
        '1500 €',
        'Ci sono date a giugno?',
      ]) {
        expect(part).toContain(value)
      }
    }
    expect(mail.text).toContain('Cognome: Bianchi')
    expect(mail.text).not.toContain('Account del sito')
  })

  it('takes the budget as a numeric string and zero as a budget', async () => {
    const a = goodModule()
    expect((await post(t, '/api/module/', { ...a, spending: ' 2500 ' })).statusCode).toBe(200)
    const b = goodModule()
    expect((await post(t, '/api/module/', { ...b, spending: 0 })).statusCode).toBe(200)
    const rows = await t.deps.db
      .selectFrom('information_request')
      .select(['email', 'spending'])
      .where('email', 'in', [a.email, b.email])
      .execute()
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, Number(r.spending)]))
    expect(byEmail).toEqual({ [a.email]: 2500, [b.email]: 0 })
  })

  it('works with a session token, naming the account, and with a stale one', async () => {
    const user = await loginAs(t)
    const signedIn = goodModule()
    const res = await post(t, '/api/module/', signedIn, { headers: bearer(user.token) })
    expect(res.statusCode).toBe(200)
    const mail = mailsTo(t, 'scuola@aula.example').at(-1)!
    expect(mail.text).toContain(`Account del sito: ${user.email}`)

    const stale = await post(t, '/api/module/', goodModule(), {
      headers: bearer('not-a-real-token'),
    })
    expect(stale.statusCode).toBe(200)
  })

  it('accepts someone aged 14 and someone aged 110', async () => {
    const today = new Date()
    const iso = (years: number, days = 0) => {
      const d = new Date(
        Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days),
      )
      return d.toISOString().slice(0, 10)
    }
    for (const birth_date of [iso(14), iso(111, -1)]) {
      const res = await post(t, '/api/module/', { ...goodModule(), birth_date })
      expect(res.statusCode, birth_date).toBe(200)
    }
  })
})

describe('POST /api/review/', () => {
  it('stores a pending review and says it waits for approval', async () => {
    const name = `Recensore ${uniqueEmail('r')}`
    const res = await post(t, '/api/review/', {
      name: ` ${name} `,
      review: 'Corso fantastico, impasto perfetto.',
      rating: 4,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Success', status: 'pending' })
    const row = await t.deps.db
      .selectFrom('review')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    expect({ ...row, rating: Number(row.rating) }).toMatchObject({
      name,
      review: 'Corso fantastico, impasto perfetto.',
      rating: 4,
      status: 'pending',
    })

    // The school hears of it, so a review does not wait unseen.
    const mail = mailsTo(t, 'scuola@aula.example').at(-1)!
    expect(mail.subject).toBe(`[Aula Pizza] Nuova recensione da approvare: ${name}`)
    expect(mail.text).toContain('Voto: 4 su 5')
    expect(mail.text).toContain('Corso fantastico, impasto perfetto.')
    expect(mail.text).toContain('http://localhost:3000/pannello')
  })

  it('shows a review on the site only once an admin approves it', async () => {
    const name = `In attesa ${uniqueEmail('r')}`
    const res = await post(t, '/api/review/', { name, review: 'Maestri pazienti.', rating: 5 })
    expect(res.statusCode).toBe(200)
    const listed = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/reviews/' })).json().reviews as {
          name: string
        }[]
      ).filter((r) => r.name === name)
    expect(await listed()).toEqual([])

    // What the admin's approval does to the row.
    await t.deps.db
      .updateTable('review')
      .set({ status: 'approved' })
      .where('name', '=', name)
      .execute()
    // Written straight into the database, where no admin write tells the kept public reads.
    await contentChanged(t.deps.db)
    expect(await listed()).toEqual([
      expect.objectContaining({ name, review: 'Maestri pazienti.', rating: 5 }),
    ])
  })

  it('counts a missing rating as 5 stars and takes the select value "3"', async () => {
    const a = `Senza voto ${uniqueEmail('r')}`
    const b = `Voto testo ${uniqueEmail('r')}`
    expect((await post(t, '/api/review/', { name: a, review: 'Bene' })).statusCode).toBe(200)
    expect((await post(t, '/api/review/', { name: b, review: 'Ok', rating: '3' })).statusCode).toBe(
      200,
    )
    const rows = await t.deps.db
      .selectFrom('review')
      .select(['name', 'rating'])
      .where('name', 'in', [a, b])
      .execute()
    expect(Object.fromEntries(rows.map((r) => [r.name, Number(r.rating)]))).toEqual({
      [a]: 5,
      [b]: 3,
    })
  })

  it('takes every rating from 1 to 5, with or without a session token', async () => {
    const user = await loginAs(t)
    for (const rating of [1, 2, 3, 4, 5]) {
      const res = await post(
        t,
        '/api/review/',
        { name: 'Stelle', review: `Voto ${rating}`, rating },
        { headers: rating % 2 ? bearer(user.token) : {} },
      )
      expect(res.statusCode).toBe(200)
    }
  })
})

describe('when the mail server is down', () => {
  it('still keeps and accepts contact messages, information requests and reviews', async () => {
    // Nothing listens on port 1: the relay is down.
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' })
    const contact = goodContact()
    const info = goodModule()
    expect((await post(down, '/api/contact/', contact)).statusCode).toBe(200)
    expect((await post(down, '/api/module/', info)).statusCode).toBe(200)
    const review = await post(down, '/api/review/', { name: 'Posta ferma', review: 'Ottimo' })
    expect(review.statusCode).toBe(200)

    const db = down.deps.db
    expect(
      await db
        .selectFrom('contact_message')
        .select('id')
        .where('email', '=', contact.email)
        .execute(),
    ).toHaveLength(1)
    expect(
      await db
        .selectFrom('information_request')
        .select('id')
        .where('email', '=', info.email)
        .execute(),
    ).toHaveLength(1)
    expect(
      await db.selectFrom('review').select('id').where('name', '=', 'Posta ferma').execute(),
    ).toHaveLength(1)
    expect(down.outbox()).toHaveLength(0)
  })
})
