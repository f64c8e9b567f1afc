import { ADMIN_PAGE_PATTERNS, CHECKOUT_PAGE_TYPES, type WebPagePattern } from '@aula/contract/pages'
import type { Language } from '@aula/contract/common'
import type { Config } from '#src/config.ts'
import type { Db } from '#src/db/connect.ts'
import type { PageMeta, PageMetaResolver } from '#src/plugins/app/web.ts'
import { absoluteUrl, itemAlternates, pagePaths } from '#src/lib/page-urls.ts'
import { pageLanguage } from '#src/plugins/app/ssr.ts'
import { htmlToText, truncateText } from '#src/lib/sanitize.ts'
import { getArticleByTitle } from '#src/features/articles/articles.service.ts'
import { getCourseByTitle } from '#src/features/courses/courses.service.ts'
import { getOnlineCourseByTitle } from '#src/features/online-courses/online-courses.service.ts'

/*
 * What the served HTML says about each public page: title, description, image
 * and schema.org JSON-LD, so a shared link previews well and search engines read the
 * courses as courses and events. Texts are Italian, the site's default language.
 */

export interface SeoDeps {
  db: Db
  config: Pick<Config, 'publicUrl' | 'site' | 'contactEmail'>
}

interface StaticPage {
  title: string
  description: string
}

/** The public pages with fixed content, and what they say about themselves. */
export const STATIC_PAGES: Partial<Record<WebPagePattern, StaticPage>> = {
  '/chisiamo': {
    title: 'Chi siamo',
    description:
      'La missione, la visione e i valori della nostra scuola di formazione pratica, e perché sceglierci.',
  },
  '/servizi': {
    title: 'Servizi',
    description:
      'Formazione pratica in laboratorio, videocorsi, assistenza 24/7 e rimborso entro 30 giorni: i nostri servizi e le nostre promesse.',
  },
  '/corsi': {
    title: 'Corsi in presenza',
    description: 'Tutti i corsi in presenza: programmi, date, sedi, prezzi e acconti.',
  },
  '/videocorsi': {
    title: 'Videocorsi',
    description: 'Videocorsi da seguire quando vuoi, con lezioni pratiche passo dopo passo.',
  },
  '/formatori': {
    title: 'Formatori',
    description: 'I formatori della scuola: la loro esperienza, il loro territorio, le lingue.',
  },
  '/articoli': {
    title: 'Articoli',
    description: 'Guide, tecniche e storie dal mondo della pizza, scritte dai nostri formatori.',
  },
  '/contatti': {
    title: 'Contatti',
    description: 'Scrivici, chiamaci o vieni a trovarci: i recapiti e l’indirizzo della scuola.',
  },
  '/calendario': {
    title: 'Calendario dei corsi',
    description: 'Il calendario dei prossimi corsi in presenza, mese per mese.',
  },
  '/faq': {
    title: 'Domande frequenti',
    description: 'Risposte alle domande più frequenti su corsi, pagamenti, rimborsi e assistenza.',
  },
  '/modulo': {
    title: 'Richiedi informazioni',
    description: 'Raccontaci i tuoi obiettivi: ti aiutiamo a scegliere il corso giusto.',
  },
  '/review': {
    title: 'Lascia una recensione',
    description: 'Hai seguito un nostro corso? Raccontaci com’è andata.',
  },
  '/corso-base-di-pizzaiolo': {
    title: 'Corso base di pizzaiolo',
    description: 'Il corso base per imparare il mestiere del pizzaiolo, dall’impasto alla cottura.',
  },
  '/la-pizza': {
    title: 'La pizza',
    description: 'Storia, ingredienti e segreti della pizza.',
  },
  '/privacy': {
    title: 'Privacy policy',
    description: 'Come trattiamo i tuoi dati personali.',
  },
  '/cookie-policy': {
    title: 'Cookie policy',
    description: 'Quali cookie usa il sito e perché.',
  },
}

/** Pages of a signed-in person, admin screens and one-time links: never in search results. */
const PRIVATE_PAGES: Partial<Record<WebPagePattern, string>> = {
  '/login': 'Accedi',
  '/register': 'Registrati',
  '/resetpassword': 'Recupera la password',
  '/reset-password/:token': 'Nuova password',
  '/verifica-registrazione/:token': 'Verifica della registrazione',
  '/newsletter/conferma/:token': 'Conferma l’iscrizione alla newsletter',
  '/newsletter/disiscriviti/:token': 'Disiscriviti dalla newsletter',
  '/attestato/:code': 'Verifica dell’attestato',
  '/checkout/:type/:title': 'Pagamento',
  '/utente': 'Il tuo profilo',
  '/changepassword': 'Cambia la password',
  '/video/:title': 'Lezioni',
  '/pannello': 'Pannello di amministrazione',
  '/visualizzaclienti': 'Clienti',
  '/invianewsletter': 'Newsletter',
}

const isAdminPage = (pattern: WebPagePattern) =>
  (ADMIN_PAGE_PATTERNS as readonly string[]).includes(pattern)

const DESCRIPTION_MAX = 200

function describe(intro: string, html: string): string | undefined {
  const text = intro.trim() || htmlToText(html)
  return text ? truncateText(text, DESCRIPTION_MAX) : undefined
}

export function createPageMetaResolver({ db, config }: SeoDeps): PageMetaResolver {
  const siteUrl = config.publicUrl
  const organization = {
    '@type': 'Organization',
    name: config.site.name,
    url: `${siteUrl}/`,
  }

  async function coursePage(title: string, language: Language): Promise<PageMeta> {
    const found = await getCourseByTitle(db, title, language)
    if (!found) return { title: 'Corso non trovato', noindex: true, notFound: true }
    const { course } = found
    const alternates = itemAlternates(pagePaths.course, course.titles)
    const url = absoluteUrl(siteUrl, alternates[language])
    const image = course.images.cover ? absoluteUrl(siteUrl, course.images.cover.url) : undefined
    const description = describe(course.intro, course.description)
    const price = course.price.toFixed(2)
    const offer = {
      '@type': 'Offer',
      category: 'Paid',
      price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
    }
    const place = {
      '@type': 'Place',
      name: course.location || config.site.name,
      address: course.location || config.site.contactAddress,
    }
    const instructor = course.author ? { '@type': 'Person', name: course.author } : undefined
    const dated = course.dateMode === 'date' && course.dataInizio !== null
    const endDate = course.dateFine ?? course.dataInizio
    const jsonLd: unknown[] = [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description,
        url,
        image: image ? [image] : undefined,
        inLanguage: course.languages.title,
        provider: organization,
        offers: [offer],
        hasCourseInstance: [
          {
            '@type': 'CourseInstance',
            courseMode: 'Onsite',
            location: place,
            instructor,
            ...(dated ? { startDate: course.dataInizio, endDate } : {}),
          },
        ],
      },
    ]
    if (dated) {
      jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'EducationEvent',
        name: course.title,
        description,
        url,
        image: image ? [image] : undefined,
        startDate: course.dataInizio,
        endDate,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: place,
        organizer: organization,
        performer: instructor,
        inLanguage: course.languages.title,
        offers: { ...offer, category: undefined },
      })
    }
    return {
      title: course.title,
      description,
      image,
      type: 'website',
      jsonLd,
      canonicalPath: alternates[language],
      alternates,
    }
  }

  async function onlineCoursePage(title: string, language: Language): Promise<PageMeta> {
    const found = await getOnlineCourseByTitle(db, title, language)
    if (!found) return { title: 'Videocorso non trovato', noindex: true, notFound: true }
    const { onlineCourse: course } = found
    const alternates = itemAlternates(pagePaths.onlineCourse, course.titles)
    const url = absoluteUrl(siteUrl, alternates[language])
    const image = course.images.cover ? absoluteUrl(siteUrl, course.images.cover.url) : undefined
    const description = describe(course.intro, course.description)
    return {
      title: course.title,
      description,
      image,
      type: 'website',
      canonicalPath: alternates[language],
      alternates,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.title,
          description,
          url,
          image: image ? [image] : undefined,
          inLanguage: course.languages.title,
          provider: organization,
          offers: [
            {
              '@type': 'Offer',
              category: 'Paid',
              price: course.price.toFixed(2),
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
              url,
            },
          ],
          hasCourseInstance: [
            {
              '@type': 'CourseInstance',
              courseMode: 'Online',
              instructor: course.author ? { '@type': 'Person', name: course.author } : undefined,
            },
          ],
        },
      ],
    }
  }

  async function articlePage(title: string, language: Language): Promise<PageMeta> {
    const found = await getArticleByTitle(db, title, language)
    if (!found) return { title: 'Articolo non trovato', noindex: true, notFound: true }
    const { article, updatedAt } = found
    const alternates = itemAlternates(pagePaths.article, article.titles)
    const url = absoluteUrl(siteUrl, alternates[language])
    const image = article.images.cover ? absoluteUrl(siteUrl, article.images.cover.url) : undefined
    const description = describe(article.intro || article.description, article.content)
    return {
      title: article.title,
      description,
      image,
      type: 'article',
      canonicalPath: alternates[language],
      alternates,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          // Search engines show at most 110 characters of a headline.
          headline: truncateText(article.title, 110),
          description,
          url,
          mainEntityOfPage: url,
          image: image ? [image] : undefined,
          datePublished: article.date,
          dateModified: updatedAt,
          inLanguage: article.languages.title,
          articleSection: article.category || undefined,
          author: organization,
          publisher: organization,
        },
      ],
    }
  }

  function homePage(): PageMeta {
    return {
      title: config.site.name,
      description:
        'Scuola di formazione pratica per pizzaioli: corsi in presenza, videocorsi, formatori esperti e articoli.',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'EducationalOrganization',
          name: config.site.name,
          url: `${siteUrl}/`,
          email: config.contactEmail,
          telephone: config.site.contactPhone,
          address: { '@type': 'PostalAddress', streetAddress: config.site.contactAddress },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: config.site.name,
          url: `${siteUrl}/`,
          inLanguage: 'it',
        },
      ],
    }
  }

  return async ({ pattern, params }, request) => {
    if (pattern === '/') return homePage()
    const fixed = STATIC_PAGES[pattern]
    if (fixed) return { ...fixed }
    const title = params.title ?? ''
    if (pattern === '/course/:title') return coursePage(title, pageLanguage(request))
    if (pattern === '/videocorso/:title') return onlineCoursePage(title, pageLanguage(request))
    if (pattern === '/articolo/:title') return articlePage(title, pageLanguage(request))
    if (pattern === '/checkout/:type/:title') {
      const known = (CHECKOUT_PAGE_TYPES as readonly string[]).includes(params.type ?? '')
      if (!known) return { title: 'Pagina non trovata', noindex: true, notFound: true }
    }
    const closed = PRIVATE_PAGES[pattern] ?? (isAdminPage(pattern) ? 'Amministrazione' : null)
    return closed ? { title: closed, noindex: true } : null
  }
}
