import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link, NavLink, useLocation } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { CloseIcon, MenuIcon, PizzaMark } from '#src/components/ui/icons.tsx'
import { DEFAULT_SITE_NAME, useSiteInfo } from '#src/lib/site.ts'
import { LanguageSwitch } from './language-switch.tsx'

const MENU_ID = 'main-menu'

const links = [
  { to: paths.home.getHref(), label: 'nav.home', end: true },
  { to: paths.about.getHref(), label: 'nav.about' },
  { to: paths.services.getHref(), label: 'nav.services' },
  { to: paths.courses.getHref(), label: 'nav.courses' },
  { to: paths.onlineCourses.getHref(), label: 'nav.onlineCourses' },
  { to: paths.trainers.getHref(), label: 'nav.trainers' },
  { to: paths.articles.getHref(), label: 'nav.articles' },
  { to: paths.contact.getHref(), label: 'nav.contact' },
  { to: paths.calendar.getHref(), label: 'nav.calendar' },
] as const

/** The site's links, the account area and a menu that folds on small screens. */
export function Header({ account }: { account: ReactNode }) {
  const { t } = useTranslation()
  const location = useLocation()
  const { data: site } = useSiteInfo()
  // The menu belongs to the visit it was opened on: any navigation folds it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.key
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-flour-300 bg-flour-100/95 backdrop-blur supports-[backdrop-filter]:bg-flour-100/85">
      {/*
        One set of controls for every width. Small screens: logo, language and menu toggle,
        then the folding menu. Wide screens: the menu wrapper dissolves (display: contents),
        so the account area joins the first row and the links take a row of their own.
      */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:pb-0">
        <Link
          to={paths.home.getHref()}
          className="flex shrink-0 items-center gap-2 rounded-full pr-2"
          aria-label={t('header.logoLabel', { name: site?.name ?? DEFAULT_SITE_NAME })}
        >
          <PizzaMark className="size-10" />
          <span className="font-display text-2xl font-bold tracking-tight text-charcoal-900">
            {site?.name ?? DEFAULT_SITE_NAME}
          </span>
        </Link>

        <div className="flex items-center gap-2 lg:order-3">
          <LanguageSwitch />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : location.key)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-charcoal-800 px-3 font-semibold text-charcoal-800 hover:bg-flour-200 lg:hidden"
          >
            {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
            <span>{t('header.menu')}</span>
          </button>
        </div>

        <div
          id={MENU_ID}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-4 border-t border-flour-300 pt-3 pb-2 lg:contents`}
        >
          <nav
            aria-label={t('nav.label')}
            className="lg:order-4 lg:-mx-3 lg:w-full lg:border-t lg:border-flour-300 lg:py-1"
          >
            <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:items-center lg:gap-0">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={'end' in link ? link.end : false}
                    className="flex min-h-11 items-center rounded-full px-3 font-semibold text-charcoal-800 transition-colors hover:bg-flour-200 hover:text-tomato-700 aria-[current=page]:text-tomato-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                  >
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lg:order-2 lg:ml-auto">{account}</div>
        </div>
      </div>
    </header>
  )
}
