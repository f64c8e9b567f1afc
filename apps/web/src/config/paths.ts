import { matchPath } from 'react-router'
import { titleToSlug } from '@aula/contract/values/common'

/** A title in a URL has its spaces as hyphens (docs/product.md#titles-in-urls). */
const slug = (title: string) => encodeURIComponent(titleToSlug(title))
const id = (value: string | number) => encodeURIComponent(String(value))

export type CheckoutType = 'course' | 'onlinecourse'
export const CHECKOUT_TYPES: readonly CheckoutType[] = ['course', 'onlinecourse']

/** Every route of the web app (docs/product.md#routes), the legal pages included. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/chisiamo', getHref: () => '/chisiamo' },
  services: { path: '/servizi', getHref: () => '/servizi' },
  courses: { path: '/corsi', getHref: () => '/corsi' },
  course: { path: '/course/:title', getHref: (title: string) => `/course/${slug(title)}` },
  onlineCourses: { path: '/videocorsi', getHref: () => '/videocorsi' },
  onlineCourse: {
    path: '/videocorso/:title',
    getHref: (title: string) => `/videocorso/${slug(title)}`,
  },
  lessons: { path: '/video/:title', getHref: (title: string) => `/video/${slug(title)}` },
  trainers: { path: '/formatori', getHref: () => '/formatori' },
  articles: { path: '/articoli', getHref: () => '/articoli' },
  article: { path: '/articolo/:title', getHref: (title: string) => `/articolo/${slug(title)}` },
  contact: { path: '/contatti', getHref: () => '/contatti' },
  calendar: { path: '/calendario', getHref: () => '/calendario' },
  faq: { path: '/faq', getHref: () => '/faq' },
  infoRequest: { path: '/modulo', getHref: () => '/modulo' },
  review: { path: '/review', getHref: () => '/review' },
  demoCourse: { path: '/corso-base-di-pizzaiolo', getHref: () => '/corso-base-di-pizzaiolo' },
  demoArticle: { path: '/la-pizza', getHref: () => '/la-pizza' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  cookies: { path: '/cookie-policy', getHref: () => '/cookie-policy' },

  login: { path: '/login', getHref: () => '/login' },
  register: {
    path: '/register',
    getHref: (invite?: string) =>
      invite ? `/register?${new URLSearchParams({ invite }).toString()}` : '/register',
  },
  resetRequest: { path: '/resetpassword', getHref: () => '/resetpassword' },
  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${id(token)}`,
  },
  verifyRegistration: {
    path: '/verifica-registrazione/:token',
    getHref: (token: string) => `/verifica-registrazione/${id(token)}`,
  },

  checkout: {
    path: '/checkout/:type/:title',
    getHref: (type: CheckoutType, title: string) => `/checkout/${type}/${slug(title)}`,
  },
  profile: { path: '/utente', getHref: () => '/utente' },
  changePassword: { path: '/changepassword', getHref: () => '/changepassword' },

  admin: {
    panel: { path: '/pannello', getHref: () => '/pannello' },
    addTrainer: { path: '/aggiungiistruttore', getHref: () => '/aggiungiistruttore' },
    addCourse: { path: '/aggiungicorso', getHref: () => '/aggiungicorso' },
    addOnlineCourse: { path: '/aggiungivideocorso', getHref: () => '/aggiungivideocorso' },
    addFaq: { path: '/aggiungifaq', getHref: () => '/aggiungifaq' },
    addTopic: { path: '/aggiungiargomento', getHref: () => '/aggiungiargomento' },
    addArticle: { path: '/aggiungiarticolo', getHref: () => '/aggiungiarticolo' },
    sendNewsletter: { path: '/invianewsletter', getHref: () => '/invianewsletter' },
    editTrainer: {
      path: '/modifica-istruttore/:id',
      getHref: (memberId: string | number) => `/modifica-istruttore/${id(memberId)}`,
    },
    editFaq: {
      path: '/modifica-faq/:id',
      getHref: (faqId: string | number) => `/modifica-faq/${id(faqId)}`,
    },
    editCourse: {
      path: '/modifica-corso/:title',
      getHref: (title: string) => `/modifica-corso/${slug(title)}`,
    },
    editTopic: {
      path: '/modifica-argomento/:id',
      getHref: (topicId: string | number) => `/modifica-argomento/${id(topicId)}`,
    },
    editReview: {
      path: '/modifica-recensione/:id',
      getHref: (reviewId: string | number) => `/modifica-recensione/${id(reviewId)}`,
    },
    editArticle: {
      path: '/modifica-articolo/:title',
      getHref: (title: string) => `/modifica-articolo/${slug(title)}`,
    },
    editOnlineCourse: {
      path: '/modifica-corso-online/:title',
      getHref: (title: string) => `/modifica-corso-online/${slug(title)}`,
    },
    clients: { path: '/visualizzaclienti', getHref: () => '/visualizzaclienti' },
    /** Moderation, the inbox and the paid orders, each a panel tile. */
    reviews: { path: '/pannello/recensioni', getHref: () => '/pannello/recensioni' },
    inbox: { path: '/pannello/messaggi', getHref: () => '/pannello/messaggi' },
    orders: { path: '/pannello/ordini', getHref: () => '/pannello/ordini' },
    privacyPolicy: { path: '/pannello/privacy', getHref: () => '/pannello/privacy' },
    /** The discount codes (docs/product.md#coupons). */
    coupons: { path: '/pannello/codici-sconto', getHref: () => '/pannello/codici-sconto' },
    /** The school's fiscal data the receipts print (docs/product.md#receipts). */
    fiscalData: { path: '/pannello/dati-fiscali', getHref: () => '/pannello/dati-fiscali' },
  },
} as const

/** Route patterns of the admin area: its code is fetched only for admins. */
export const adminPathPatterns: readonly string[] = Object.values(paths.admin).map((p) => p.path)

export const isAdminPath = (pathname: string) =>
  adminPathPatterns.some((pattern) => matchPath(pattern, pathname) !== null)
