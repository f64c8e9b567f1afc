import { describe, expect, it } from 'vitest'
import { titleToSlug } from '@aula/contract/common'
import {
  CourseAnswerSchema,
  CourseMessages,
  CoursePaths,
  CoursesAnswerSchema,
} from '@aula/contract/courses'
import { seedDemo } from '#seed/seed.ts'
import { toSchoolDate } from '#src/lib/row-values.ts'
import { insertCourseRow } from '#test/courses.ts'
import { ODD_PATH_SEGMENTS } from '#test/odd-inputs.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'

const t = await buildTestApp()
const { db } = t.deps
await seedDemo(t.deps)

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

let extra = 0
/** A course written straight into the table, as an admin form or an old import would leave it. */
const insertCourse = (fields: {
  title: string
  description?: string
  dateMode?: 'none' | 'tbd' | 'date'
  start?: string | null
  end?: string | null
  location?: string
  intro?: string
}) => {
  extra += 1
  const createdAt = new Date(Date.now() - 1000 * 86_400_000 + extra * 60_000).toISOString()
  return insertCourseRow(t, { ...fields, price: 12_345, affiliate: 1_000, createdAt })
}

describe('GET /api/courses/', () => {
  it('answers every course keyed by title, in the contract shape', async () => {
    const res = await get(CoursePaths.courses)
    expect(res.statusCode).toBe(200)
    const { courses } = CoursesAnswerSchema.parse(res.json())
    const rows = await db.selectFrom('course').select('title').execute()
    expect(Object.keys(courses).sort()).toEqual(rows.map((r) => r.title).sort())
    for (const [title, course] of Object.entries(courses)) expect(course.title).toBe(title)
  })

  it('lists upcoming courses first, soonest first, then undated ones, then past ones, most recent first', async () => {
    const today = toSchoolDate(new Date())!
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
    // Written oldest-created first, so creation order alone would list them backwards.
    await insertCourse({ title: 'Ordine: passato remoto', dateMode: 'date', start: day(-400) })
    await insertCourse({ title: 'Ordine: tra due mesi', dateMode: 'date', start: day(60) })
    await insertCourse({
      title: 'Ordine: passato recente',
      dateMode: 'date',
      start: day(-30),
      end: day(-28),
    })
    await insertCourse({ title: 'Ordine: da definire', dateMode: 'tbd' })
    await insertCourse({ title: 'Ordine: tra una settimana', dateMode: 'date', start: day(7) })
    await insertCourse({
      title: 'Ordine: in corso',
      dateMode: 'date',
      start: day(-2),
      end: day(2),
    })

    const { courses } = CoursesAnswerSchema.parse((await get(CoursePaths.courses)).json())
    const titles = Object.keys(courses)
    expect(titles.filter((title) => title.startsWith('Ordine: '))).toEqual([
      'Ordine: in corso',
      'Ordine: tra una settimana',
      'Ordine: tra due mesi',
      'Ordine: da definire',
      'Ordine: passato recente',
      'Ordine: passato remoto',
    ])

    // The whole list, seeded courses included, follows the same rule.
    const place = (course: (typeof courses)[string]) => {
      if (!course.dataInizio) return { group: 1, key: '' }
      const end = course.dateFine ?? course.dataInizio
      return end >= today ? { group: 0, key: course.dataInizio } : { group: 2, key: end }
    }
    const places = titles.map((title) => place(courses[title]!))
    for (let i = 1; i < places.length; i += 1) {
      const [before, after] = [places[i - 1]!, places[i]!]
      expect(before.group, titles[i]).toBeLessThanOrEqual(after.group)
      if (before.group === after.group && before.group === 0)
        expect(before.key <= after.key, titles[i]).toBe(true)
      if (before.group === after.group && before.group === 2)
        expect(before.key >= after.key, titles[i]).toBe(true)
    }
  })

  it('shows prices in euros, the organizer, the topic and the pictures of a seeded course', async () => {
    const { courses } = CoursesAnswerSchema.parse((await get(CoursePaths.courses)).json())
    const course = courses['Corso professionale di pizzaiolo']!
    const row = await db
      .selectFrom('course')
      .innerJoin('member', 'member.id', 'course.author_id')
      .innerJoin('topic', 'topic.id', 'course.category_id')
      .select([
        'course.id',
        'course.price_cents',
        'course.facilitator_price_cents',
        'course.affiliate_price_cents',
        'course.start_date',
        'course.end_date',
        'member.name',
        'member.surname',
        'topic.title as topic',
      ])
      .where('course.title', '=', 'Corso professionale di pizzaiolo')
      .executeTakeFirstOrThrow()
    expect(course.id).toBe(Number(row.id))
    expect(course.price).toBe(row.price_cents / 100)
    expect(course.facilitatorPrice).toBe(
      row.facilitator_price_cents === null ? null : row.facilitator_price_cents / 100,
    )
    expect(course.affiliatePrice).toBe(
      row.affiliate_price_cents === null ? null : row.affiliate_price_cents / 100,
    )
    expect(course.author).toBe(`${row.name} ${row.surname}`)
    expect(course.category).toBe(row.topic)
    expect(course.dateMode).toBe('date')
    expect(course.date).toBe(row.start_date)
    expect(course.dataInizio).toBe(row.start_date)
    expect(course.dateFine).toBe(row.end_date)

    expect(course.images.cover).not.toBeNull()
    expect(course.immagineCopertina).toBe(course.images.cover!.url)
    expect(course.immagineCopertina).toMatch(/^\/media\/images\/.+\.webp$/)
    expect(course.images.cover!.srcset).toMatch(/ 320w, .+ 640w/)
    expect(course.images.gallery.length).toBeGreaterThan(0)
    expect(course.immaginiRappresentative.split(',')).toEqual(
      course.images.gallery.map((image) => image.url),
    )
    expect(course.fileUrl).toBe('')

    // Every picture the answer names is really served.
    const picture = await get(course.immagineCopertina)
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toMatch(/image\/webp/)
  })

  it('gives a course without a date null dates and its mode', async () => {
    const { courses } = CoursesAnswerSchema.parse((await get(CoursePaths.courses)).json())
    const tbd = Object.values(courses).find((course) => course.dateMode === 'tbd')!
    expect(tbd).toBeDefined()
    expect(tbd.date).toBeNull()
    expect(tbd.dataInizio).toBeNull()
    expect(tbd.dateFine).toBeNull()
  })
})

describe('GET /api/course/{title}', () => {
  it('finds a course by its title with spaces or hyphens, in any case', async () => {
    const title = 'Impasti indiretti: biga e poolish'
    for (const form of [
      title,
      titleToSlug(title),
      title.toUpperCase(),
      titleToSlug(title).toLowerCase(),
      `  ${title}  `,
    ]) {
      const res = await get(CoursePaths.course(form))
      expect(res.statusCode, form).toBe(200)
      const { course } = CourseAnswerSchema.parse(res.json())
      expect(course).toHaveLength(1)
      expect(course[0]!.title).toBe(title)
      expect(course[0]!.purchased).toBe(false)
    }
  })

  it('finds a title that itself contains hyphens', async () => {
    const title = 'Pizza senza-glutine - corso serale'
    const id = await insertCourse({ title })
    for (const form of [
      title,
      titleToSlug(title),
      'pizza senza glutine corso serale',
      'PIZZA-SENZA-GLUTINE-CORSO-SERALE',
    ]) {
      const res = await get(CoursePaths.course(form))
      expect(res.statusCode, form).toBe(200)
      expect(CourseAnswerSchema.parse(res.json()).course[0]!.id).toBe(id)
    }
  })

  it('answers 404 Not found for an unknown title and never a 500 for odd input', async () => {
    for (const url of [
      CoursePaths.course('Corso che non esiste'),
      CoursePaths.course('-'),
      CoursePaths.course('a\u0000b'),
      '/api/course/%20%20',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    }
    for (const url of [
      CoursePaths.course('x'.repeat(400)),
      '/api/course/%E0%A4%A',
      '/api/course/%',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toHaveProperty('message')
    }
  })

  it('says whether the signed-in caller bought the course', async () => {
    const buyer = await loginAs(t)
    const other = await loginAs(t)
    const title = 'Pizza napoletana STG'
    const course = await db
      .selectFrom('course')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('enrollment')
      .values({
        user_id: buyer.id,
        course_id: course.id,
        online_course_id: null,
        order_id: null,
        created_at: new Date().toISOString(),
      })
      .execute()

    const mine = await get(CoursePaths.course(title), bearer(buyer.token))
    expect(CourseAnswerSchema.parse(mine.json()).course[0]!.purchased).toBe(true)
    const theirs = await get(CoursePaths.course(title), bearer(other.token))
    expect(CourseAnswerSchema.parse(theirs.json()).course[0]!.purchased).toBe(false)
  })

  it('treats a garbage or expired bearer as a visitor, never a 401', async () => {
    for (const headers of [
      bearer('garbage'),
      bearer('x'.repeat(5000)),
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await get(CoursePaths.course('Pizza napoletana STG'), headers)
      expect(res.statusCode).toBe(200)
      expect(CourseAnswerSchema.parse(res.json()).course[0]!.purchased).toBe(false)
    }
    expect((await get(CoursePaths.courses, bearer('garbage'))).statusCode).toBe(200)
  })

  it('serves stored HTML cleaned of scripts, handlers and javascript: links', async () => {
    const title = 'Corso con HTML sporco'
    await insertCourse({
      title,
      description:
        '<p onclick="steal()">Programma <strong>intenso</strong></p>' +
        '<script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">link</a><a href="https://example.com" target="_blank">ok</a>' +
        '<iframe src="https://evil.example"></iframe><p style="color:red">stile</p>',
    })
    const res = await get(CoursePaths.course(title))
    const { description } = CourseAnswerSchema.parse(res.json()).course[0]!
    expect(description).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i)
    expect(description).toContain('<strong>intenso</strong>')
    expect(description).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    )
    // The list sends the same cleaned text.
    const { courses } = CoursesAnswerSchema.parse((await get(CoursePaths.courses)).json())
    expect(courses[title]!.description).toBe(description)
  })

  it('treats a stored start date that is not a real day as not dated yet', async () => {
    const title = 'Corso con data rotta'
    await insertCourse({ title, dateMode: 'date', start: '2026-02-31', end: '2026-03-02' })
    const course = CourseAnswerSchema.parse((await get(CoursePaths.course(title))).json())
      .course[0]!
    expect(course).toMatchObject({ dateMode: 'tbd', date: null, dataInizio: null, dateFine: null })
  })
})

/** The physical lines of an iCalendar file, after checking they end in CRLF. */
function icsLines(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true)
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  return body.slice(0, -2).split('\r\n')
}

/** Content lines with folding undone (RFC 5545 §3.1). */
const unfold = (lines: string[]) => lines.join('\r\n').replace(/\r\n /g, '').split('\r\n')

describe('GET /api/course/{title}/calendar.ics', () => {
  it('answers a valid all-day VEVENT for a dated course', async () => {
    const title = 'Pizza in teglia romana'
    const { course } = CourseAnswerSchema.parse((await get(CoursePaths.course(title))).json())
    const { id, dataInizio, dateFine } = course[0]!
    const res = await get(CoursePaths.calendar(titleToSlug(title)))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Pizza-in-teglia-romana.ics"',
    )
    const lines = icsLines(res.body)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const props = unfold(lines)
    expect(props[0]).toBe('BEGIN:VCALENDAR')
    expect(props.at(-1)).toBe('END:VCALENDAR')
    expect(props).toContain('VERSION:2.0')
    expect(props).toContain('BEGIN:VEVENT')
    expect(props).toContain(`UID:course-${id}@localhost`)
    expect(props.find((p) => p.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
    expect(props).toContain(`DTSTART;VALUE=DATE:${dataInizio!.replace(/-/g, '')}`)
    const dayAfterEnd = new Date(`${dateFine}T00:00:00Z`)
    dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1)
    expect(props).toContain(
      `DTEND;VALUE=DATE:${dayAfterEnd.toISOString().slice(0, 10).replace(/-/g, '')}`,
    )
    expect(props).toContain(`SUMMARY:${title}`)
    expect(props).toContain('URL:http://localhost:3000/course/Pizza-in-teglia-romana')
    const description = props.find((p) => p.startsWith('DESCRIPTION:'))!
    expect(description).not.toMatch(/<[a-z]/i)
  })

  it('escapes commas, semicolons and line breaks and folds long lines', async () => {
    const title = 'Pizza, pane; focaccia - intensivo'
    await insertCourse({
      title,
      dateMode: 'date',
      start: '2027-03-01',
      end: '2027-03-03',
      location: 'Via Roma 1, Napoli; 2° piano',
      intro:
        'Tre giorni di laboratorio con impasti diretti e indiretti, cottura in forno elettrico e a legna, e tante prove pratiche al banco.',
      description: '<p>Primo giorno</p><p>Secondo giorno, teglia</p>',
    })
    const res = await get(CoursePaths.calendar(titleToSlug(title)))
    expect(res.statusCode).toBe(200)
    const lines = icsLines(res.body)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const props = unfold(lines)
    expect(props).toContain('SUMMARY:Pizza\\, pane\\; focaccia - intensivo')
    expect(props).toContain('LOCATION:Via Roma 1\\, Napoli\\; 2° piano')
    expect(props).toContain('DTSTART;VALUE=DATE:20270301')
    expect(props).toContain('DTEND;VALUE=DATE:20270304')
    expect(props.find((p) => p.startsWith('DESCRIPTION:'))).toContain(
      '\\n\\nPrimo giorno\\nSecondo giorno\\, teglia',
    )
  })

  it('ends a course without an end date after its first day', async () => {
    const title = 'Serata di degustazione'
    await insertCourse({ title, dateMode: 'date', start: '2027-12-31', end: null })
    const props = unfold(icsLines((await get(CoursePaths.calendar(title))).body))
    expect(props).toContain('DTSTART;VALUE=DATE:20271231')
    expect(props).toContain('DTEND;VALUE=DATE:20280101')
  })

  it('answers 404 with a message for a course without a date, and for an unknown one', async () => {
    const title = 'Corso senza data'
    await insertCourse({ title, dateMode: 'none' })
    const none = await get(CoursePaths.calendar(title))
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ message: CourseMessages.noDate })

    const { courses } = CoursesAnswerSchema.parse((await get(CoursePaths.courses)).json())
    const tbd = Object.values(courses).find((course) => course.dateMode === 'tbd')!
    expect((await get(CoursePaths.calendar(tbd.title))).statusCode).toBe(404)

    const unknown = await get(CoursePaths.calendar('Nessun corso'))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Not found' })
  })
})

describe('odd course addresses', () => {
  it('answers a 4xx with a message, never a 500', async () => {
    for (const segment of ODD_PATH_SEGMENTS) {
      for (const url of [`/api/course/${segment}`, `/api/course/${segment}/calendar.ics`]) {
        const res = await get(url)
        // 400 bad input, 404 no such title, 414 longer than any path the router takes.
        expect([400, 404, 414], url).toContain(res.statusCode)
        expect(res.json()).toHaveProperty('message')
      }
    }
  })
})
