import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import {
  ArrowRightIcon,
  CalendarIcon,
  CheckIcon,
  VideoIcon,
} from '#src/components/ui/catalog-icons.tsx'
import { UserIcon } from '#src/components/ui/icons.tsx'
import { ChefHatIcon } from '#src/components/ui/icons.tsx'
import { StaticPage } from './static-page.tsx'

const SERVICES: readonly { key: string; to: string; icon: ReactNode }[] = [
  { key: 'courses', to: paths.courses.getHref(), icon: <ChefHatIcon className="size-7" /> },
  { key: 'online', to: paths.onlineCourses.getHref(), icon: <VideoIcon className="size-7" /> },
  { key: 'calendar', to: paths.calendar.getHref(), icon: <CalendarIcon className="size-7" /> },
  { key: 'custom', to: paths.infoRequest.getHref(), icon: <UserIcon className="size-7" /> },
]

const PROMISES = ['refund', 'support', 'classes', 'certificate', 'deposit', 'payment'] as const

/** /servizi: what the school offers and what it promises. */
export function ServicesPage() {
  const { t } = useTranslation()
  return (
    <StaticPage
      eyebrow={t('services.eyebrow')}
      title={t('pages.services.title')}
      lead={t('services.lead')}
    >
      <section aria-labelledby="services-offer" className="flex flex-col gap-6">
        <h2 id="services-offer" className="text-3xl font-bold">
          {t('services.offerTitle')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {SERVICES.map((service) => (
            <li
              key={service.key}
              className="flex flex-col gap-3 rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm sm:p-8"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-tomato-600 text-white">
                {service.icon}
              </span>
              <h3 className="text-2xl font-bold">{t(`services.items.${service.key}.title`)}</h3>
              <p className="text-charcoal-700">{t(`services.items.${service.key}.text`)}</p>
              <Link
                to={service.to}
                className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-full font-semibold text-tomato-700 underline-offset-4 hover:underline"
              >
                {t(`services.items.${service.key}.link`)}
                <ArrowRightIcon className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="services-promises"
        className="on-dark flex flex-col gap-8 rounded-3xl bg-charcoal-900 p-8 text-flour-100 sm:p-10"
      >
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="services-promises" className="text-3xl font-bold text-flour-50">
            {t('services.promisesTitle')}
          </h2>
          <p className="text-lg text-flour-200">{t('services.promisesIntro')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex gap-3">
              <CheckIcon className="mt-1 size-6 shrink-0 text-crust-300" />
              <div>
                <h3 className="font-sans text-lg font-bold text-flour-50">
                  {t(`services.promises.${promise}.title`)}
                </h3>
                <p className="text-flour-200">{t(`services.promises.${promise}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col items-start gap-4 rounded-3xl bg-flour-200/70 p-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-lg font-semibold text-charcoal-900">{t('services.cta')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.infoRequest.getHref()} className={buttonClasses('primary', 'md')}>
            {t('services.ctaInfo')}
          </Link>
          <Link to={paths.faq.getHref()} className={buttonClasses('secondary', 'md')}>
            {t('services.ctaFaq')}
          </Link>
        </div>
      </div>
    </StaticPage>
  )
}
