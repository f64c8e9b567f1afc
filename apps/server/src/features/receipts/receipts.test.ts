import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ProfilePaths } from '@aula/contract/profile'
import { ReceiptPaths } from '@aula/contract/receipts'
import { decryptText } from '#src/lib/data-key.ts'
import { rotateDataKey } from '#src/rotate-data-key.ts'
import { GOOD_CF } from '#test/fixtures/profile.ts'
import { insertOnlineCourse } from '#test/fixtures/checkout.ts'
import { createCoupon } from '#test/fixtures/coupons.ts'
import { CheckoutPaths } from '@aula/contract/checkout'
import { bearer, loginAs } from '#test/helper.ts'
import { adminWriteHeaders, refusedCallers } from '#test/admin.ts'
import { FISCAL, pdfText, receiptsApp } from '#test/fixtures/receipts.ts'

/*
 * Numbered receipts (docs/product.md#receipts): every paid order gets the next number of
 * its year, the member downloads its PDF, the receipt mail carries it.
 */

const { t, buy, receiptsOf, pdfOf, get, post, pay } = await receiptsApp()
/** Today on the school's calendar (Europe/Rome), 'YYYY-MM-DD': receipts are dated by it. */
const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date())
const year = Number(romeToday().slice(0, 4))

describe('a paid order gets a numbered receipt', () => {
  it('numbers receipts one after another and lists them, newest first, to their owner only', async () => {
    const anna = await loginAs(t)
    const bruno = await loginAs(t)
    const first = await buy(anna, 4_900)
    await buy(bruno, 2_000)
    const third = await buy(anna, 12_500)

    const mine = await receiptsOf(anna)
    expect(mine.map((r) => r.title)).toEqual([third.title, first.title])
    expect(mine.map((r) => r.amount)).toEqual([125, 49])
    const numbers = (await receiptsOf(bruno)).map((r) => r.number)
    expect(numbers).toHaveLength(1)
    const [n3, n1] = mine.map((r) => Number(r.number.split('/')[1]))
    const n2 = Number(numbers[0]!.split('/')[1])
    expect([n2 - n1!, n3! - n2]).toEqual([1, 1])
    expect(mine[0]!.number).toMatch(new RegExp(`^${year}/\\d{6}$`))
  })

  it('lets the owner and an admin download the PDF, refuses anyone else', async () => {
    const owner = await loginAs(t)
    const other = await loginAs(t)
    const admin = await loginAs(t, 'admin')
    await buy(owner, 3_500)
    const [receipt] = await receiptsOf(owner)

    const res = await pdfOf(receipt!.id, owner)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(
      `ricevuta-${receipt!.number.replace('/', '-')}.pdf`,
    )
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(res.rawPayload)
    expect(text).toContain(`Ricevuta n. ${receipt!.number}`)
    expect(text).toContain('Test user')
    expect(text).toContain(receipt!.title)
    expect(text).toContain('35,00')
    expect(text).toMatch(/non è una fattura elettronica/)

    expect((await pdfOf(receipt!.id, admin)).statusCode).toBe(200)
    expect((await pdfOf(receipt!.id, other)).statusCode).toBe(403)
    expect((await pdfOf(receipt!.id)).statusCode).toBe(401)
    expect((await pdfOf(999_999, owner)).statusCode).toBe(404)
    expect((await get('/api/receipts/abc/pdf', owner)).statusCode).toBe(400)
  })

  it('writes the receipt in the buyer language', async () => {
    const james = await loginAs(t)
    await t.deps.db
      .updateTable('app_user')
      .set({ language: 'en' })
      .where('id', '=', james.id)
      .execute()
    await buy(james, 1_000)
    const [receipt] = await receiptsOf(james)
    const res = await pdfOf(receipt!.id, james)
    expect(res.headers['content-disposition']).toContain('receipt-')
    const text = pdfText(res.rawPayload)
    expect(text).toContain(`Receipt no. ${receipt!.number}`)
    expect(text).toContain('not an Italian electronic invoice')
  })

  it('sends the receipt mail with the PDF attached', async () => {
    const buyer = await loginAs(t)
    await buy(buyer, 6_000)
    const [receipt] = await receiptsOf(buyer)
    const mail = t.lastMailTo(buyer.email, /Ricevuta/)
    expect(mail, 'receipt mail').toBeDefined()
    expect(mail!.text).toContain(`ricevuta n. ${receipt!.number}`)
    expect(mail!.attachments).toHaveLength(1)
    const [file] = mail!.attachments
    expect(file!.contentType).toBe('application/pdf')
    expect(file!.filename).toBe(`ricevuta-${receipt!.number.replace('/', '-')}.pdf`)
    expect(pdfText(file!.content)).toContain(`Ricevuta n. ${receipt!.number}`)
  })

  it('prints the school fiscal data in force when the receipt was issued', async () => {
    const headers = await adminWriteHeaders(t)
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/school-fiscal-data',
      headers,
      payload: FISCAL,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const buyer = await loginAs(t)
    await buy(buyer, 2_500)
    const [receipt] = await receiptsOf(buyer)
    const before = pdfText((await pdfOf(receipt!.id, buyer)).rawPayload)
    expect(before).toContain(FISCAL.companyName)
    expect(before).toContain(`P. IVA ${FISCAL.vatNumber}`)
    expect(before).toContain(FISCAL.address)
    expect(before).toContain(`PEC ${FISCAL.pec}`)

    // A later change does not rewrite a receipt already issued.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/school-fiscal-data',
      headers,
      payload: { ...FISCAL, companyName: 'Altro Nome S.r.l.' },
    })
    const after = pdfText((await pdfOf(receipt!.id, buyer)).rawPayload)
    expect(after).toContain(FISCAL.companyName)
    expect(after).not.toContain('Altro Nome')
  })
})

describe("the school's fiscal data", () => {
  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/school-fiscal-data',
      headers,
      payload: payload as object,
    })

  it('refuses a partita IVA whose check digit is wrong, and other bad fields, naming them', async () => {
    const headers = await adminWriteHeaders(t)
    const wrongCheck = await put(headers, { ...FISCAL, vatNumber: '01234567890' })
    expect(wrongCheck.statusCode).toBe(400)
    expect(wrongCheck.json().errors).toContainEqual(
      expect.objectContaining({ path: 'vatNumber', message: 'Invalid VAT number' }),
    )
    const short = await put(headers, { ...FISCAL, vatNumber: '123' })
    expect(short.statusCode).toBe(400)
    const badCf = await put(headers, { ...FISCAL, taxCode: 'ABC' })
    expect(badCf.json().errors).toContainEqual(
      expect.objectContaining({ path: 'taxCode', message: 'Invalid tax code' }),
    )
    const badPec = await put(headers, { ...FISCAL, pec: 'not-an-address' })
    expect(badPec.json().errors).toContainEqual(
      expect.objectContaining({ path: 'pec', message: 'Invalid PEC address' }),
    )
    const missing = await put(headers, { vatNumber: FISCAL.vatNumber })
    expect(missing.statusCode).toBe(400)
  })

  it('keeps it as typed (spaces and IT out), optional REA and PEC empty', async () => {
    const headers = await adminWriteHeaders(t)
    const res = await put(headers, {
      ...FISCAL,
      vatNumber: 'IT 123 456 789 03',
      taxCode: '12345678903',
      rea: '',
      pec: '',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().fiscalData).toMatchObject({
      vatNumber: '12345678903',
      rea: null,
      pec: null,
    })
    const admin = await loginAs(t, 'admin')
    const read = await get('/api/admin/school-fiscal-data', admin)
    expect(read.json().fiscalData.vatNumber).toBe('12345678903')
  })

  it('is read by admins only and written with an admin private token only', async () => {
    const member = await loginAs(t)
    expect((await get('/api/admin/school-fiscal-data', member)).statusCode).toBe(403)
    expect((await get('/api/admin/school-fiscal-data')).statusCode).toBe(401)
    for (const caller of await refusedCallers(t)) {
      const res = await put(caller.headers, FISCAL)
      expect(res.statusCode, caller.who).toBe(caller.status)
    }
  })
})

describe('the CSV of the orders of a period', () => {
  const csv = (query: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/admin/orders/export.csv?${query}`, headers })

  it('lists each receipt of the period with its number, buyer, amounts, provider and reference', async () => {
    const buyer = await loginAs(t)
    const { title } = await buy(buyer, 8_750)
    const [receipt] = await receiptsOf(buyer)
    const admin = await loginAs(t, 'admin')
    const today = romeToday()
    const res = await csv(`from=${year}-01-01&to=${year}-12-31`, bearer(admin.token))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toContain(`ordini-${year}-01-01-${year}-12-31.csv`)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Numero ricevuta;Data;Acquirente;Codice fiscale;Articolo;Prezzo di listino;Sconto;Pagato;Metodo di pagamento;Riferimento ordine',
    )
    const line = lines.find((l) => l.startsWith(receipt!.number))
    expect(line, res.body).toBeDefined()
    const cells = line!.split(';')
    expect(cells[2]).toBe('Test user')
    expect(cells[4]).toBe(title)
    expect(cells.slice(5, 9)).toEqual(['87,50', '0,00', '87,50', 'demo'])
    expect(cells[9]).toMatch(/^AULA-/)
    expect(cells[1]).toBe(today.split('-').reverse().join('/'))

    const empty = await csv(`from=2001-01-01&to=2001-12-31`, bearer(admin.token))
    expect(
      empty.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1)
  })

  it('answers a clear 400 for bad dates and periods, and refuses members and visitors', async () => {
    const admin = await loginAs(t, 'admin')
    const as = bearer(admin.token)
    const notDate = await csv('from=01/02/2026&to=2026-02-01', as)
    expect(notDate.statusCode).toBe(400)
    expect(notDate.json().message).toContain('Give the dates as YYYY-MM-DD')
    const noDay = await csv('from=2026-02-30&to=2026-03-01', as)
    expect(noDay.statusCode).toBe(400)
    expect(noDay.json().errors).toContainEqual({
      path: 'from',
      message: 'Give the dates as YYYY-MM-DD',
    })
    const reversed = await csv('from=2026-03-01&to=2026-02-01', as)
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().message).toBe('The start date comes after the end date')
    const long = await csv('from=2024-01-01&to=2026-01-01', as)
    expect(long.json().message).toBe('Export at most 366 days at a time')
    expect((await csv('to=2026-01-01', as)).statusCode).toBe(400)

    const member = await loginAs(t)
    expect((await csv('from=2026-01-01&to=2026-01-31', bearer(member.token))).statusCode).toBe(403)
    expect((await csv('from=2026-01-01&to=2026-01-31', {})).statusCode).toBe(401)
  })
})

describe('links', () => {
  it('builds the download addresses the web uses', () => {
    expect(ReceiptPaths.pdf(7)).toBe('/api/receipts/7/pdf')
    expect(ReceiptPaths.ordersCsv('2026-01-01', '2026-01-31')).toBe(
      '/api/admin/orders/export.csv?from=2026-01-01&to=2026-01-31',
    )
  })
})

describe('an order bought with a discount code', () => {
  it('shows the list price and the discount on the receipt and in the CSV', async () => {
    const buyer = await loginAs(t)
    const online = await insertOnlineCourse(t, { price: 4_999 })
    const coupon = await createCoupon(t, { percent: '20' })
    const opened = await post(
      CheckoutPaths.create,
      { title: online.title, type: 'online', coupon: coupon.code },
      buyer,
    )
    expect(opened.statusCode, opened.body).toBe(200)
    expect((await pay(buyer, opened.json().id)).statusCode).toBe(200)
    const [receipt] = await receiptsOf(buyer)
    expect(receipt!.amount).toBe(39.99)
    const text = pdfText((await pdfOf(receipt!.id, buyer)).rawPayload)
    expect(text).toContain('Prezzo di listino')
    expect(text).toContain('49,99')
    expect(text).toContain('Sconto')
    expect(text).toContain('10,00')
    expect(text).toContain('39,99')
    const admin = await loginAs(t, 'admin')
    const res = await get(ReceiptPaths.ordersCsv(`${year}-01-01`, `${year}-12-31`), admin)
    const line = res.body.split('\r\n').find((l) => l.startsWith(receipt!.number))
    expect(line!.split(';').slice(5, 8)).toEqual(['49,99', '10,00', '39,99'])
  })
})

describe("the buyer's codice fiscale", () => {
  it('is printed on the receipt and in the CSV, and stays readable after the data key is rotated', async () => {
    const buyer = await loginAs(t)
    const saved = await t.app.inject({
      method: 'PUT',
      url: ProfilePaths.cf,
      headers: bearer(buyer.token),
      payload: { CF: GOOD_CF },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await buy(buyer, 1_500)
    const [receipt] = await receiptsOf(buyer)
    expect(pdfText((await pdfOf(receipt!.id, buyer)).rawPayload)).toContain(`C.F. ${GOOD_CF}`)
    const admin = await loginAs(t, 'admin')
    const res = await get(ReceiptPaths.ordersCsv(`${year}-01-01`, `${year}-12-31`), admin)
    const line = res.body.split('\r\n').find((l) => l.startsWith(receipt!.number))
    expect(line!.split(';')[3]).toBe(GOOD_CF)

    // Last in this file: the app keeps the old key, the database now has the new one.
    const newKey = crypto.randomBytes(32)
    await rotateDataKey(t.deps, t.deps.dataKey, newKey)
    const row = await t.deps.db
      .selectFrom('receipt')
      .select('buyer_tax_code_enc')
      .where('id', '=', receipt!.id)
      .executeTakeFirstOrThrow()
    expect(decryptText(newKey, row.buyer_tax_code_enc!)).toBe(GOOD_CF)
  })
})
