import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router'
import { NewsletterPages } from '@aula/contract/newsletter'
import { isAdminPath, paths } from '#src/config/paths.ts'
import { RequireGuest, RequireUser } from '#src/features/auth/components/route-guards.tsx'
import { isAdmin, type SessionStore } from '#src/lib/session.ts'
import { AboutRoute, ServicesRoute } from './routes/about.tsx'
import { ChangePasswordRoute } from './routes/account/change-password.tsx'
import { CheckoutRoute } from './routes/account/checkout.tsx'
import { ProfileRoute } from './routes/account/profile.tsx'
import { routeData, withLoaders } from './route-data.ts'
import {
  ArticleRoute,
  ArticlesRoute,
  DemoArticleRoute,
  articleQueries,
  articlesQueries,
} from './routes/articles.tsx'
import { LoginRoute } from './routes/auth/login.tsx'
import { RegisterRoute } from './routes/auth/register.tsx'
import { ResetPasswordRoute } from './routes/auth/reset-password.tsx'
import { ResetRequestRoute } from './routes/auth/reset-request.tsx'
import { VerifyRegistrationRoute } from './routes/auth/verify-registration.tsx'
import { CalendarRoute, calendarQueries } from './routes/calendar.tsx'
import { ContactRoute } from './routes/contact.tsx'
import {
  CourseRoute,
  CoursesRoute,
  DemoCourseRoute,
  courseQueries,
  coursesQueries,
} from './routes/courses.tsx'
import { FaqRoute, faqQueries } from './routes/faq.tsx'
import { HomeRoute, homeQueries } from './routes/home.tsx'
import { InfoRequestRoute, infoRequestQueries } from './routes/info-request.tsx'
import { CookiesRoute, PrivacyRoute } from './routes/legal.tsx'
import { NewsletterConfirmRoute, NewsletterUnsubscribeRoute } from './routes/newsletter.tsx'
import { NotFoundRoute } from './routes/not-found.tsx'
import {
  LessonsRoute,
  lessonsQueries,
  onlineCourseQueries,
  onlineCoursesQueries,
  OnlineCourseRoute,
  OnlineCoursesRoute,
} from './routes/online-courses.tsx'
import { ReviewRoute } from './routes/review.tsx'
import { BootScreen, rootQueries, RootErrorBoundary, RootLayout } from './routes/root.tsx'
import { trainersQueries, TrainersRoute } from './routes/trainers.tsx'

export const ROOT_ROUTE_ID = 'root'

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
        Component: HomeRoute,
        // Logging out goes home at once, before the session is cleared (use-logout.ts).
        handle: routeData(homeQueries, { browserLoader: false }),
      },
      { path: paths.about.path, Component: AboutRoute },
      { path: paths.services.path, Component: ServicesRoute },
      { path: paths.courses.path, Component: CoursesRoute, handle: routeData(coursesQueries) },
      { path: paths.course.path, Component: CourseRoute, handle: routeData(courseQueries) },
      {
        path: paths.onlineCourses.path,
        Component: OnlineCoursesRoute,
        handle: routeData(onlineCoursesQueries),
      },
      {
        path: paths.onlineCourse.path,
        Component: OnlineCourseRoute,
        handle: routeData(onlineCourseQueries),
      },
      { path: paths.lessons.path, Component: LessonsRoute, handle: routeData(lessonsQueries) },
      { path: paths.trainers.path, Component: TrainersRoute, handle: routeData(trainersQueries) },
      { path: paths.articles.path, Component: ArticlesRoute, handle: routeData(articlesQueries) },
      { path: paths.article.path, Component: ArticleRoute, handle: routeData(articleQueries) },
      { path: paths.contact.path, Component: ContactRoute },
      { path: paths.calendar.path, Component: CalendarRoute, handle: routeData(calendarQueries) },
      { path: paths.faq.path, Component: FaqRoute, handle: routeData(faqQueries) },
      {
        path: paths.infoRequest.path,
        Component: InfoRequestRoute,
        handle: routeData(infoRequestQueries),
      },
      { path: paths.review.path, Component: ReviewRoute },
      // The pages the newsletter's mails link to (confirmation and unsubscribe).
      { path: NewsletterPages.confirm.path, Component: NewsletterConfirmRoute },
      { path: NewsletterPages.unsubscribe.path, Component: NewsletterUnsubscribeRoute },
      { path: paths.demoCourse.path, Component: DemoCourseRoute },
      { path: paths.demoArticle.path, Component: DemoArticleRoute },
      { path: paths.privacy.path, Component: PrivacyRoute },
      { path: paths.cookies.path, Component: CookiesRoute },
      { path: paths.resetRequest.path, Component: ResetRequestRoute },
      { path: paths.resetPassword.path, Component: ResetPasswordRoute },
      { path: paths.verifyRegistration.path, Component: VerifyRegistrationRoute },
      {
        Component: RequireGuest,
        children: [
          { path: paths.login.path, Component: LoginRoute },
          { path: paths.register.path, Component: RegisterRoute },
        ],
      },
      {
        Component: RequireUser,
        children: [
          { path: paths.checkout.path, Component: CheckoutRoute },
          { path: paths.profile.path, Component: ProfileRoute },
          { path: paths.changePassword.path, Component: ChangePasswordRoute },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
]

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
) {
  let adminAreaAdded = false
  return createBrowserRouter(withLoaders(routes, queryClient, session), {
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
