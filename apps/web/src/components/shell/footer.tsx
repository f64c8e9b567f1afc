import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { FacebookIcon, InstagramIcon, PizzaMark, YoutubeIcon } from '#src/components/ui/icons.tsx'
import { DEFAULT_SITE_NAME, useSiteInfo } from '#src/lib/site.ts'

const quickLinks = [
  { to: paths.courses.getHref(), label: 'footer.links.courses' },
  { to: paths.onlineCourses.getHref(), label: 'footer.links.onlineCourses' },
  { to: paths.infoRequest.getHref(), label: 'footer.links.infoRequest' },
  { to: paths.review.getHref(), label: 'footer.links.review' },
  { to: paths.faq.getHref(), label: 'footer.links.faq' },
] as const

const socials = [
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YoutubeIcon },
] as const

const footerLink =
  'rounded underline-offset-4 text-flour-200 hover:text-white hover:underline focus-visible:text-white'

/** Newsletter, quick links, socials, legal pages and the FAQ. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation()
  const { data: site } = useSiteInfo()
  const name = site?.name ?? DEFAULT_SITE_NAME

  return (
    <footer className="on-dark mt-16 bg-charcoal-900 text-flour-100">
      <div
        aria-hidden="true"
        className="h-2 bg-[repeating-linear-gradient(90deg,var(--color-tomato-600)_0_2rem,var(--color-flour-100)_2rem_4rem,var(--color-basil-600)_4rem_6rem)]"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-12">
        <section aria-labelledby="footer-about" className="flex flex-col gap-4 lg:col-span-4">
          <div className="flex items-center gap-3">
            <PizzaMark className="size-10" />
            <h2 id="footer-about" className="text-2xl font-bold text-flour-50">
              {name}
            </h2>
          </div>
          <p className="text-flour-200">{t('footer.tagline')}</p>
          {site ? (
            <address className="flex flex-col gap-1 text-sm text-flour-200 not-italic">
              <span>{site.contactAddress}</span>
              <a href={`tel:${site.contactPhone.replace(/\s+/g, '')}`} className={footerLink}>
                {site.contactPhone}
              </a>
              <a href={`mailto:${site.contactEmail}`} className={footerLink}>
                {site.contactEmail}
              </a>
            </address>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links" className="lg:col-span-2">
          <h2 id="footer-links" className="mb-3 text-lg font-bold text-flour-50">
            {t('footer.quickLinks')}
          </h2>
          <ul className="flex flex-col gap-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-social" className="lg:col-span-2">
          <h2 id="footer-social" className="mb-3 text-lg font-bold text-flour-50">
            {t('footer.followUs')}
          </h2>
          <ul className="flex gap-2">
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-charcoal-800 text-flour-100 transition-colors hover:bg-tomato-600"
                >
                  <Icon className="size-5" />
                  <span className="sr-only">{label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <div className="md:col-span-2 lg:col-span-4">{newsletter}</div>
      </div>

      <div className="border-t border-charcoal-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-sm text-flour-200 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-6 lg:pr-24">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link to={paths.privacy.getHref()} className={footerLink}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to={paths.cookies.getHref()} className={footerLink}>
                  {t('footer.cookies')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
