import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, NavLink } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { LogoutIcon, PanelIcon, UserIcon } from '#src/components/ui/icons.tsx'
import { useCurrentPageAsNext, withNextPage } from '#src/lib/next-page.ts'
import { isAdmin, useSession } from '#src/lib/session.ts'
import { useLogout } from '#src/features/auth/hooks/use-logout.ts'

const iconLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-charcoal-800 ' +
  'transition-colors hover:bg-flour-200 aria-[current=page]:bg-flour-200 aria-[current=page]:text-tomato-700'

/** The header's account area: login and register, or profile and logout. */
export function AccountNav() {
  const { t } = useTranslation()
  const session = useSession()
  const logout = useLogout()
  // After signing in (or registering and verifying) the person comes back to this page.
  const here = useCurrentPageAsNext()

  // Until the stored session is confirmed, neither set of buttons is promised.
  if (session.isLogged === null) return <div className="min-h-11" aria-hidden="true" />

  if (!session.isLogged) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={withNextPage(paths.login.getHref(), here)}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('account.login')}
        </Link>
        <Link
          to={withNextPage(paths.register.getHref(), here)}
          className={buttonClasses('primary', 'sm')}
        >
          {t('account.register')}
        </Link>
      </div>
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-1">
      {isAdmin(session) ? (
        <NavLink to={paths.admin.panel.getHref()} className={iconLink}>
          <PanelIcon className="size-5" />
          <span>{t('account.adminPanel')}</span>
        </NavLink>
      ) : null}
      <NavLink to={paths.profile.getHref()} className={iconLink} title={t('account.profile')}>
        <UserIcon className="size-6" />
        {/* The icon alone on wide screens; in the mobile menu the word is shown too. */}
        <span className="lg:sr-only">{t('account.profile')}</span>
      </NavLink>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className={`${iconLink} disabled:opacity-60`}
      >
        <LogoutIcon className="size-5" />
        <span>{t('account.logout')}</span>
      </button>
    </div>
  )
}
