import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { RequireAdmin } from '#src/features/auth/components/route-guards.tsx'
import { loadTexts } from '#src/lib/i18n.ts'

/*
 * The admin area, added to the router only once the session is an admin's (see
 * router.tsx); each screen is its own chunk on top of that.
 */
const admin = paths.admin

/** An admin screen's chunk, with the admin panel's texts (src/lib/i18n.ts). */
const adminPage = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadTexts('admin')])
  return { Component }
}

export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    Component: RequireAdmin,
    children: [
      {
        path: admin.panel.path,
        lazy: adminPage(async () => (await import('./routes/admin/panel.tsx')).AdminPanelRoute),
      },
      {
        path: admin.addTrainer.path,
        lazy: adminPage(async () => (await import('./routes/admin/trainers.tsx')).AddTrainerRoute),
      },
      {
        path: admin.editTrainer.path,
        lazy: adminPage(async () => (await import('./routes/admin/trainers.tsx')).EditTrainerRoute),
      },
      {
        path: admin.addCourse.path,
        lazy: adminPage(async () => (await import('./routes/admin/courses.tsx')).AddCourseRoute),
      },
      {
        path: admin.editCourse.path,
        lazy: adminPage(async () => (await import('./routes/admin/courses.tsx')).EditCourseRoute),
      },
      {
        // An admin form like the others, so guarded like them.
        path: admin.addOnlineCourse.path,
        lazy: adminPage(
          async () => (await import('./routes/admin/online-courses.tsx')).AddOnlineCourseRoute,
        ),
      },
      {
        path: admin.editOnlineCourse.path,
        lazy: adminPage(
          async () => (await import('./routes/admin/online-courses.tsx')).EditOnlineCourseRoute,
        ),
      },
      {
        path: admin.addArticle.path,
        lazy: adminPage(async () => (await import('./routes/admin/articles.tsx')).AddArticleRoute),
      },
      {
        path: admin.editArticle.path,
        lazy: adminPage(async () => (await import('./routes/admin/articles.tsx')).EditArticleRoute),
      },
      {
        path: admin.addFaq.path,
        lazy: adminPage(async () => (await import('./routes/admin/faqs.tsx')).AddFaqRoute),
      },
      {
        path: admin.editFaq.path,
        lazy: adminPage(async () => (await import('./routes/admin/faqs.tsx')).EditFaqRoute),
      },
      {
        path: admin.privacyPolicy.path,
        lazy: adminPage(
          async () => (await import('./routes/admin/privacy.tsx')).PrivacyPolicyRoute,
        ),
      },
      {
        path: admin.addTopic.path,
        lazy: adminPage(async () => (await import('./routes/admin/topics.tsx')).AddTopicRoute),
      },
      {
        path: admin.editTopic.path,
        lazy: adminPage(async () => (await import('./routes/admin/topics.tsx')).EditTopicRoute),
      },
      {
        path: admin.editReview.path,
        lazy: adminPage(async () => (await import('./routes/admin/reviews.tsx')).EditReviewRoute),
      },
      {
        path: admin.reviews.path,
        lazy: adminPage(
          async () => (await import('./routes/admin/reviews.tsx')).PendingReviewsRoute,
        ),
      },
      {
        path: admin.inbox.path,
        lazy: adminPage(async () => (await import('./routes/admin/inbox.tsx')).InboxRoute),
      },
      {
        path: admin.orders.path,
        lazy: adminPage(async () => (await import('./routes/admin/orders.tsx')).OrdersRoute),
      },
      {
        path: admin.coupons.path,
        lazy: adminPage(async () => (await import('./routes/admin/coupons.tsx')).CouponsRoute),
      },
      {
        path: admin.fiscalData.path,
        lazy: adminPage(
          async () => (await import('./routes/admin/fiscal-data.tsx')).FiscalDataRoute,
        ),
      },
      {
        path: admin.sendNewsletter.path,
        lazy: adminPage(
          async () => (await import('./routes/admin/newsletter.tsx')).SendNewsletterRoute,
        ),
      },
    ],
  },
  {
    id: 'admin-clients',
    // Non-admins are sent home from here, not to /login (docs/product.md#routes).
    element: <RequireAdmin otherwise="home" />,
    children: [
      {
        path: admin.clients.path,
        lazy: adminPage(async () => (await import('./routes/admin/clients.tsx')).ClientsRoute),
      },
    ],
  },
]
