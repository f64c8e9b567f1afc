import type { Language } from '@aula/contract/values/common'
import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router'
import { NewsletterPages } from '@aula/contract/values/newsletter'
import { CertificatePages } from '@aula/contract/routes/certificates'
import { isAdminPath, paths } from '#src/config/paths.ts'
import { RequireGuest, RequireUser } from '#src/features/auth/components/route-guards.tsx'
import { isAdmin, type SessionStore } from '#src/lib/session.ts'
import { loadTexts } from '#src/lib/i18n.ts'
import { routeData, withLoaders } from './route-data.ts'
import {
  articleQueries,
  articlesQueries,
  calendarQueries,
  courseQueries,
  coursesQueries,
  faqQueries,
  privacyQueries,
  homeQueries,
  infoRequestQueries,
  lessonsQueries,
  onlineCourseQueries,
  onlineCoursesQueries,
  rootQueries,
  trainersQueries,
} from './route-queries.ts'
import { HomeRoute } from './routes/home.tsx'
import { BootScreen, RootErrorBoundary, RootLayout } from './routes/root.tsx'

export const ROOT_ROUTE_ID = 'root'

/**
 * A page's component comes in its own chunk, loaded when the page is first shown; what the
 * page reads stays declared on the route (`handle`), so its data starts loading with it.
 */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() })

/** A member area page, which also loads the member area's texts (src/lib/i18n.ts). */
const memberPage = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadTexts('member')])
  return { Component }
}

/**
 * Every route (docs/product.md#routes) but the admin area, which router.tsx adds for admins.
 * A page that reads API data declares the queries it reads in `handle: routeData(xQueries)`
 * (see route-data.ts).
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: BootScreen,
    handle: routeData(rootQueries),
    children: [
      {
        index: true,
        // In the first chunk, with no loader of its own in the browser: logging out goes home
        // at once, before the session is cleared (use-logout.ts).
        Component: HomeRoute,
        handle: routeData(homeQueries, { browserLoader: false }),
      },
      {
        path: paths.about.path,
        lazy: page(async () => (await import('./routes/about.tsx')).AboutRoute),
      },
      {
        path: paths.services.path,
        lazy: page(async () => (await import('./routes/about.tsx')).ServicesRoute),
      },
      {
        path: paths.courses.path,
        lazy: page(async () => (await import('./routes/courses.tsx')).CoursesRoute),
        handle: routeData(coursesQueries),
      },
      {
        path: paths.course.path,
        lazy: page(async () => (await import('./routes/course.tsx')).CourseRoute),
        handle: routeData(courseQueries),
      },
      {
        path: paths.onlineCourses.path,
        lazy: page(async () => (await import('./routes/online-courses.tsx')).OnlineCoursesRoute),
        handle: routeData(onlineCoursesQueries),
      },
      {
        path: paths.onlineCourse.path,
        lazy: page(async () => (await import('./routes/online-course.tsx')).OnlineCourseRoute),
        handle: routeData(onlineCourseQueries),
      },
      {
        path: paths.lessons.path,
        lazy: memberPage(async () => (await import('./routes/online-course.tsx')).LessonsRoute),
        handle: routeData(lessonsQueries),
      },
      {
        path: paths.trainers.path,
        lazy: page(async () => (await import('./routes/trainers.tsx')).TrainersRoute),
        handle: routeData(trainersQueries),
      },
      {
        path: paths.articles.path,
        lazy: page(async () => (await import('./routes/articles.tsx')).ArticlesRoute),
        handle: routeData(articlesQueries),
      },
      {
        path: paths.article.path,
        lazy: page(async () => (await import('./routes/article.tsx')).ArticleRoute),
        handle: routeData(articleQueries),
      },
      {
        path: paths.contact.path,
        lazy: page(async () => (await import('./routes/contact.tsx')).ContactRoute),
      },
      {
        path: paths.calendar.path,
        lazy: page(async () => (await import('./routes/calendar.tsx')).CalendarRoute),
        handle: routeData(calendarQueries),
      },
      {
        path: paths.faq.path,
        lazy: page(async () => (await import('./routes/faq.tsx')).FaqRoute),
        handle: routeData(faqQueries),
      },
      {
        path: paths.infoRequest.path,
        lazy: page(async () => (await import('./routes/info-request.tsx')).InfoRequestRoute),
        handle: routeData(infoRequestQueries),
      },
      {
        path: paths.review.path,
        lazy: page(async () => (await import('./routes/review.tsx')).ReviewRoute),
      },
      // The pages the newsletter's mails link to (confirmation and unsubscribe).
      {
        path: NewsletterPages.confirm.path,
        lazy: page(async () => (await import('./routes/newsletter.tsx')).NewsletterConfirmRoute),
      },
      {
        path: NewsletterPages.unsubscribe.path,
        lazy: page(
          async () => (await import('./routes/newsletter.tsx')).NewsletterUnsubscribeRoute,
        ),
      },
      {
        path: paths.demoCourse.path,
        lazy: page(async () => (await import('./routes/course.tsx')).DemoCourseRoute),
      },
      {
        path: paths.demoArticle.path,
        lazy: page(async () => (await import('./routes/article.tsx')).DemoArticleRoute),
      },
      {
        path: paths.privacy.path,
        lazy: page(async () => (await import('./routes/legal.tsx')).PrivacyRoute),
        handle: routeData(privacyQueries),
      },
      {
        path: paths.cookies.path,
        lazy: page(async () => (await import('./routes/legal.tsx')).CookiesRoute),
      },
      {
        path: paths.resetRequest.path,
        lazy: page(async () => (await import('./routes/auth/reset-request.tsx')).ResetRequestRoute),
      },
      {
        path: paths.resetPassword.path,
        lazy: page(
          async () => (await import('./routes/auth/reset-password.tsx')).ResetPasswordRoute,
        ),
      },
      {
        path: paths.verifyRegistration.path,
        lazy: page(
          async () =>
            (await import('./routes/auth/verify-registration.tsx')).VerifyRegistrationRoute,
        ),
      },
      // The page printed on every certificate, confirming it is genuine.
      {
        path: CertificatePages.verify.path,
        lazy: page(async () => (await import('./routes/certificate.tsx')).CertificateCheckRoute),
      },
      {
        Component: RequireGuest,
        children: [
          {
            path: paths.login.path,
            lazy: page(async () => (await import('./routes/auth/login.tsx')).LoginRoute),
          },
          {
            path: paths.register.path,
            lazy: page(async () => (await import('./routes/auth/register.tsx')).RegisterRoute),
          },
        ],
      },
      {
        Component: RequireUser,
        children: [
          {
            path: paths.checkout.path,
            lazy: memberPage(
              async () => (await import('./routes/account/checkout.tsx')).CheckoutRoute,
            ),
          },
          {
            path: paths.profile.path,
            lazy: memberPage(
              async () => (await import('./routes/account/profile.tsx')).ProfileRoute,
            ),
          },
          {
            path: paths.changePassword.path,
            lazy: page(
              async () =>
                (await import('./routes/account/change-password.tsx')).ChangePasswordRoute,
            ),
          },
        ],
      },
      { path: '*', lazy: page(async () => (await import('./routes/not-found.tsx')).NotFoundRoute) },
    ],
  },
]

/**
 * Loads the page components an address shows into the routes: a page the server rendered
 * hydrates with its components, not with the loading screen. Awaited before the router is
 * made.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}

/**
 * The browser's router. Each route's data starts loading as the navigation begins, into the
 * app's one query client, without holding the navigation (see route-data.ts). A page the
 * server rendered starts from the server's router state (`hydrationData`), so its loaders do
 * not run again.
 */
export function createAppRouter(
  session: SessionStore,
  queryClient: QueryClient,
  hydrationData?: HydrationState,
  language?: () => Language,
) {
  let adminAreaAdded = false
  return createBrowserRouter(withLoaders(routes, queryClient, session, language), {
    hydrationData,
    /*
     * Visitors never download admin code, not even by typing an admin address: the admin
     * routes join the router the first time an admin (known once the start-up check is
     * done) goes to one. Everyone else lands on the catch-all, which redirects them.
     */
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminAreaAdded || !isAdminPath(path)) return
      if (!isAdmin(await session.ready())) return
      const { adminRoutes } = await import('./admin-routes.tsx')
      patch(ROOT_ROUTE_ID, adminRoutes)
      adminAreaAdded = true
    },
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>
