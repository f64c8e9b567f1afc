import { describe, expect, it } from 'vitest'
import { titleKey } from '@aula/contract/common'
import { head, href, seoApp, SITE } from '#test/fixtures/seo.ts'

const { t, page, courses, onlineCourses, articles } = await seoApp()
const { db } = t.deps

describe('page meta of a course', () => {
  const course = Object.values(courses).find((c) => c.dateMode === 'date')!

  it('names the course, describes it with its intro and shows its cover', async () => {
    const res = await page(href('/course', course.title))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toMatch(/^<!doctype html><html lang="it">/)
    const meta = head(res.body)
    expect(meta.title).toBe(`${course.title} | Aula`)
    expect(meta.ogTitle).toBe(course.title)
    expect(meta.canonical).toBe(`${SITE}${href('/course', course.title)}`)
    expect(meta.description).toBe(course.intro)
    expect(meta.ogImage).toBe(`${SITE}${course.images.cover!.url}`)
    expect(meta.robots).toBeUndefined()
  })

  it('gives one canonical address whatever case or separators the link used', async () => {
    const odd = `/course/${encodeURIComponent(course.title.toUpperCase().replace(/ /g, '%20'))}`
    const res = await page(odd.replace(/%2520/g, '%20'))
    expect(res.statusCode).toBe(200)
    expect(head(res.body).canonical).toBe(`${SITE}${href('/course', course.title)}`)
  })

  it('describes it as a schema.org Course and, being dated, as an EducationEvent', async () => {
    const { jsonLd } = head((await page(href('/course', course.title))).body)
    const schema = jsonLd.find((ld) => ld['@type'] === 'Course')!
    const url = `${SITE}${href('/course', course.title)}`
    expect(schema).toMatchObject({
      '@context': 'https://schema.org',
      name: course.title,
      url,
      provider: { '@type': 'Organization', name: 'Aula', url: `${SITE}/` },
      offers: [{ '@type': 'Offer', price: course.price.toFixed(2), priceCurrency: 'EUR' }],
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          startDate: course.dataInizio,
          endDate: course.dateFine,
          instructor: { '@type': 'Person', name: course.author },
        },
      ],
    })
    const event = jsonLd.find((ld) => ld['@type'] === 'EducationEvent')!
    expect(event).toMatchObject({
      name: course.title,
      startDate: course.dataInizio,
      endDate: course.dateFine,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: course.location, address: course.location },
      offers: { '@type': 'Offer', price: course.price.toFixed(2), priceCurrency: 'EUR', url },
      image: [`${SITE}${course.images.cover!.url}`],
    })
  })

  it('finds the course however the title is written in the address', async () => {
    const res = await page(`/course/${encodeURIComponent(course.title.toLowerCase())}`)
    expect(head(res.body).ogTitle).toBe(course.title)
  })

  it('has no Event for a course without a date', async () => {
    const tbd = Object.values(courses).find((c) => c.dateMode !== 'date')!
    const { jsonLd, title } = head((await page(href('/course', tbd.title))).body)
    expect(title).toBe(`${tbd.title} | Aula`)
    expect(jsonLd.map((ld) => ld['@type'])).toEqual(['Course'])
    expect(jsonLd[0]!.hasCourseInstance).toEqual([
      expect.not.objectContaining({ startDate: expect.anything() }),
    ])
  })

  it('escapes a hostile title everywhere in the head', async () => {
    const title = 'Corso "speciale" </script><script>alert(1)</script> & <b>pizza</b>'
    const created = new Date().toISOString()
    await db
      .insertInto('course')
      .values({
        title,
        title_key: titleKey(title),
        intro: '<img src=x onerror=alert(1)> intro "tra virgolette"',
        category_id: null,
        author_id: null,
        location: 'Roma </script>',
        description: '<p>x</p>',
        price_cents: 100,
        facilitator_price_cents: null,
        affiliate_price_cents: null,
        date_mode: 'date',
        start_date: '2027-05-01',
        end_date: '2027-05-02',
        duration: null,
        cover_id: null,
        created_at: created,
        updated_at: created,
      })
      .execute()
    const res = await page(href('/course', title))
    expect(res.statusCode).toBe(200)
    const headHtml = res.body.slice(0, res.body.indexOf('</head>'))
    expect(headHtml).not.toContain('<script>alert')
    expect(headHtml).not.toContain('<img')
    expect(headHtml).not.toContain('<b>')
    const meta = head(res.body)
    expect(meta.ogTitle).toBe(title)
    expect(meta.jsonLd).toHaveLength(2)
    for (const ld of meta.jsonLd) expect(ld.name).toBe(title)
    // Without a cover there is no image to announce.
    expect(meta.ogImage).toBeUndefined()
  })

  it('marks an unknown course noindex', async () => {
    const meta = head((await page('/course/Corso-che-non-esiste')).body)
    expect(meta.robots).toBe('noindex')
    expect(meta.jsonLd).toEqual([])
  })
})

describe('page meta of a video course and an article', () => {
  it('describes a video course as an online schema.org Course', async () => {
    const course = Object.values(onlineCourses)[0]!
    const meta = head((await page(href('/videocorso', course.title))).body)
    expect(meta.title).toBe(`${course.title} | Aula`)
    expect(meta.description).toBe(course.intro)
    expect(meta.ogImage).toBe(`${SITE}${course.images.cover!.url}`)
    expect(meta.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        name: course.title,
        provider: expect.objectContaining({ name: 'Aula' }),
        hasCourseInstance: [expect.objectContaining({ courseMode: 'Online' })],
        offers: [expect.objectContaining({ price: course.price.toFixed(2) })],
      }),
    ])
  })

  it('describes an article as a schema.org Article', async () => {
    const article = Object.values(articles)[1]!
    const meta = head((await page(href('/articolo', article.title))).body)
    expect(meta.title).toBe(`${article.title} | Aula`)
    expect(meta.ogType).toBe('article')
    expect(meta.description).toBe(article.intro)
    expect(meta.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        datePublished: article.date,
        image: [`${SITE}${article.images.cover!.url}`],
        author: { '@type': 'Organization', name: 'Aula', url: `${SITE}/` },
        publisher: { '@type': 'Organization', name: 'Aula', url: `${SITE}/` },
      }),
    ])
  })
})

describe('page meta of the fixed pages', () => {
  it('names each public page and describes the school on the home page', async () => {
    const home = head((await page('/')).body)
    expect(home.title).toBe('Aula')
    expect(home.description).toBeTruthy()
    expect(home.jsonLd.map((ld) => ld['@type'])).toEqual(['EducationalOrganization', 'WebSite'])

    const titles: Record<string, string> = {
      '/chisiamo': 'Chi siamo',
      '/servizi': 'Servizi',
      '/corsi': 'Corsi in presenza',
      '/videocorsi': 'Videocorsi',
      '/formatori': 'Formatori',
      '/articoli': 'Articoli',
      '/contatti': 'Contatti',
      '/calendario': 'Calendario dei corsi',
      '/faq': 'Domande frequenti',
      '/modulo': 'Richiedi informazioni',
      '/review': 'Lascia una recensione',
    }
    for (const [url, title] of Object.entries(titles)) {
      const meta = head((await page(url)).body)
      expect(meta.title, url).toBe(`${title} | Aula`)
      expect(meta.description, url).toBeTruthy()
      expect(meta.canonical).toBe(`${SITE}${url}`)
      expect(meta.robots, url).toBeUndefined()
    }
  })

  it('keeps personal, checkout, lesson and admin pages out of search results', async () => {
    for (const url of [
      '/utente',
      '/changepassword',
      '/checkout/course/Pizza-napoletana-STG',
      '/video/Pizza-napoletana-a-casa',
      '/pannello',
      '/aggiungicorso',
      '/aggiungivideocorso',
      '/modifica-corso/Pizza-napoletana-STG',
      '/modifica-faq/3',
      '/visualizzaclienti',
      '/invianewsletter',
      '/reset-password/abc',
      '/verifica-registrazione/abc',
      '/attestato/ABCD-EFGH-JK',
      '/login',
      '/register',
    ]) {
      expect(head((await page(url)).body).robots, url).toBe('noindex')
    }
    // A certificate's verification page is a page of the site, whatever the code.
    expect((await page('/attestato/ABCD-EFGH-JK')).statusCode).toBe(200)
  })

  it('never answers 500 for an odd page address', async () => {
    for (const url of ['/course/%E0%A4%A', '/course/%00', '/articolo/', '/course/a/b', '/%']) {
      const res = await page(url)
      expect(res.statusCode, url).toBeLessThan(500)
    }
  })
})
