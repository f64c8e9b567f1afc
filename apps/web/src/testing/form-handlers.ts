import { http, HttpResponse } from 'msw'
import type { ApiError } from '@aula/contract/common'
import { ContactPaths } from '@aula/contract/routes/contact'
import type { ContactMessageInput, InformationRequestInput } from '@aula/contract/contact'
import type { Course, CoursesAnswer } from '@aula/contract/courses'
import { NewsletterPaths } from '@aula/contract/routes/newsletter'
import type { NewsletterTokenInput } from '@aula/contract/newsletter'
import { ReviewSubmitPaths } from '@aula/contract/routes/review-submit'
import type { ReviewSubmitAnswer, ReviewSubmitInput } from '@aula/contract/review-submit'

/*
 * What visitors send to the school (contact, information request, review) and the
 * newsletter's confirm and unsubscribe links: by default the fake server accepts it all.
 * The course titles the information request offers come from the catalog's handlers.
 */
type Success = { message: 'Success' }

/** An in-person course as GET /api/courses/ lists it. */
export function courseFixture(id: number, title: string): Course {
  return {
    id,
    title,
    intro: `${title}: impasti, forno e servizio.`,
    category: 'Pizza',
    categoryId: 1,
    date: null,
    dateMode: 'tbd',
    location: 'Roma',
    price: 890,
    immagineCopertina: '',
    author: '',
    authorId: null,
    description: '<p>Il corso.</p>',
    facilitatorPrice: null,
    affiliatePrice: null,
    dataInizio: null,
    dateFine: null,
    duration: '',
    immaginiRappresentative: '',
    fileUrl: '',
    images: { cover: null, gallery: [] },
    languages: { title: 'it', intro: 'it', description: 'it' },
    titles: { it: title, en: null },
  }
}

/** GET /api/courses/ with just these courses: keyed by title, newest first. */
export const coursesAnswer = (...titles: string[]): CoursesAnswer => ({
  courses: Object.fromEntries(titles.map((title, i) => [title, courseFixture(i + 1, title)])),
})

export const formHandlers = [
  http.post<never, ContactMessageInput, Success | ApiError>(`*${ContactPaths.contact}`, () =>
    HttpResponse.json({ message: 'Success' }),
  ),

  http.post<never, InformationRequestInput, Success | ApiError>(`*${ContactPaths.module}`, () =>
    HttpResponse.json({ message: 'Success' }),
  ),

  http.post<never, ReviewSubmitInput, ReviewSubmitAnswer | ApiError>(
    `*${ReviewSubmitPaths.review}`,
    () => HttpResponse.json({ message: 'Success', status: 'pending' }),
  ),

  http.post<never, NewsletterTokenInput, Success | ApiError>(`*${NewsletterPaths.confirm}`, () =>
    HttpResponse.json({ message: 'Success' }),
  ),

  http.post<never, NewsletterTokenInput, Success | ApiError>(
    `*${NewsletterPaths.unsubscribe}`,
    () => HttpResponse.json({ message: 'Success' }),
  ),
]
