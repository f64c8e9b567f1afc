import { http } from 'msw'
import type { ApiError } from '@aula/contract/common'
import type { AdminContentData } from './admin-content-data.ts'
import { error } from './admin-content-support.ts'
import { adminFaqHandlers } from './admin-faqs-handlers.ts'
import { adminInboxWriteHandlers, adminPanelReadHandlers } from './admin-panel-handlers.ts'
import { adminReviewHandlers } from './admin-reviews-handlers.ts'
import { adminTopicHandlers } from './admin-topics-handlers.ts'
import { adminTrainerHandlers } from './admin-trainers-handlers.ts'
import { catalogHandlers } from './catalog-handlers.ts'

/*
 * The admin's content calls on the fake server: FAQ, topic, trainer and review writes, the
 * review queue, the inbox and the paid orders. Every write wants the admin's private token
 * and checks its body with the contract's schema, as the real server does. The state lives
 * in one object a test creates with adminContentData(), so a delete or an edit shows on the
 * public lists read afterwards. That object and its fixtures are in admin-content-data.ts;
 * each domain's calls have their own file, composed here in the order the server matches them.
 */

/** Every admin content call on `data`, with the public lists (faqs, topics…) read from it too. */
export function adminContentHandlers(data: AdminContentData) {
  return [
    ...catalogHandlers({
      faqs: data.faqs,
      topics: data.topics,
      members: data.members,
      reviews: data.reviews,
    }),
    ...adminFaqHandlers(data),
    ...adminTopicHandlers(data),
    ...adminTrainerHandlers(data),
    ...adminReviewHandlers(data),
    ...adminPanelReadHandlers(data),
    ...adminInboxWriteHandlers(data),
  ]
}

/** A call that the server refuses with `status`, `message` and, for a 400, the fields. */
export function failing(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  message = 'Internal server error',
  errors?: ApiError['errors'],
) {
  return http[method](`*${path}`, () => error(status, message, errors))
}
