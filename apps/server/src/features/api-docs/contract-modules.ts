import * as adminClients from '@aula/contract/admin-clients'
import * as admin from '@aula/contract/admin'
import * as articles from '@aula/contract/articles'
import * as auth from '@aula/contract/auth'
import * as captions from '@aula/contract/captions'
import * as editions from '@aula/contract/editions'
import * as certificates from '@aula/contract/certificates'
import * as checkout from '@aula/contract/checkout'
import * as coupons from '@aula/contract/coupons'
import * as contact from '@aula/contract/contact'
import * as courses from '@aula/contract/courses'
import * as faqs from '@aula/contract/faqs'
import * as health from '@aula/contract/health'
import * as learning from '@aula/contract/learning'
import * as lessons from '@aula/contract/lessons'
import * as members from '@aula/contract/members'
import * as newsletter from '@aula/contract/newsletter'
import * as onlineCourses from '@aula/contract/online-courses'
import * as pages from '@aula/contract/pages'
import * as privacy from '@aula/contract/privacy'
import * as profile from '@aula/contract/profile'
import * as receipts from '@aula/contract/receipts'
import * as reviewSubmit from '@aula/contract/review-submit'
import * as reviews from '@aula/contract/reviews'
import * as site from '@aula/contract/site'
import * as topics from '@aula/contract/topics'
import * as uploads from '@aula/contract/uploads'

/**
 * The contract's modules whose `…Endpoints` the API document lists, by the tag that groups
 * their calls. A module that declares calls and is missing here leaves its routes out of the
 * document, which the API docs test notices (every registered route must be listed).
 */
export const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  health,
  site,
  auth,
  // Before profile, which passes its calls on: each call is listed once, first come.
  'admin-clients': adminClients,
  profile,
  privacy,
  courses,
  'online-courses': onlineCourses,
  lessons,
  captions,
  editions,
  certificates,
  learning,
  checkout,
  receipts,
  coupons,
  articles,
  topics,
  members,
  faqs,
  reviews,
  'review-submit': reviewSubmit,
  contact,
  newsletter,
  admin,
  uploads,
  seo: pages,
}
