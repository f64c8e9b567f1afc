import { useEffect, useRef } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router'
import { paths } from '#src/config/paths.ts'
import { MainLayout, MAIN_CONTENT_ID } from '#src/components/layouts/main-layout.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { PageLoading } from '#src/components/ui/page-loading.tsx'
import { AccountNav } from '#src/features/auth/components/account-nav.tsx'
import { FooterNewsletter } from '#src/features/newsletter/components/footer-newsletter.tsx'
import { ChatButton } from '#src/components/shell/chat-button.tsx'
import { Footer } from '#src/components/shell/footer.tsx'
import { Header } from '#src/components/shell/header.tsx'
import { takenOverLater } from '#src/components/shell/taken-over-later.tsx'
import { IdScopeProvider } from '#src/components/ui/form/scoped-id.tsx'

const LaterHeader = takenOverLater(Header)
const LaterFooter = takenOverLater(Footer)

/** After moving to another page, keyboard and screen-reader users start at its content. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }, [pathname])
}

export function RootLayout() {
  useFocusMainOnNavigate()
  return (
    <MainLayout
      header={
        <IdScopeProvider scope="h">
          <LaterHeader account={<AccountNav />} />
        </IdScopeProvider>
      }
      footer={
        <IdScopeProvider scope="f">
          <LaterFooter newsletter={<FooterNewsletter />} />
        </IdScopeProvider>
      }
      floating={<ChatButton />}
    >
      <Outlet />
      <ScrollRestoration />
    </MainLayout>
  )
}

/** Shown while the first page waits for what it needs (the session, the admin area). */
export function BootScreen() {
  return <PageLoading />
}

export function RootErrorBoundary() {
  const { t } = useTranslation()
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-5 px-4 py-16">
      <h1 className="text-display font-bold">
        {notFound ? t('notFound.title') : t('errors.pageTitle')}
      </h1>
      <p className="text-charcoal-700">{notFound ? t('notFound.text') : t('errors.pageText')}</p>
      <div className="flex flex-wrap gap-3">
        <a href={paths.home.getHref()} className={buttonClasses('primary', 'md')}>
          {t('common.backHome')}
        </a>
        {notFound ? null : (
          <Link to="." reloadDocument className={buttonClasses('secondary', 'md')}>
            {t('errors.reload')}
          </Link>
        )}
      </div>
    </div>
  )
}
