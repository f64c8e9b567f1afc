import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { CalendarIcon, CheckIcon, ClockIcon, VideoIcon } from '#src/components/ui/catalog-icons.tsx'
import { UserIcon } from '#src/components/ui/icons.tsx'
import { ChefHatIcon } from '#src/components/ui/icons.tsx'

const HIGHLIGHTS = ['bench', 'groups', 'certificate'] as const

/** The home page's short "who we are", leading to /chisiamo. */
export function AboutTeaser() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-about" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-widest text-tomato-700 uppercase">
            {t('home.about.eyebrow')}
          </p>
          <h2 id="home-about" className="text-3xl font-bold sm:text-4xl">
            {t('home.about.title')}
          </h2>
          <p className="text-lg text-charcoal-700">{t('home.about.text')}</p>
          <p className="text-charcoal-700">{t('home.about.text2')}</p>
          <div>
            <Link to={paths.about.getHref()} className={buttonClasses('secondary', 'md')}>
              {t('home.about.link')}
            </Link>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {HIGHLIGHTS.map((item, index) => (
            <li
              key={item}
              className={`flex flex-col gap-2 rounded-3xl p-6 ${
                index === 1 ? 'bg-basil-600 text-white' : 'bg-flour-200 text-charcoal-900'
              }`}
            >
              <CheckIcon
                className={`size-7 ${index === 1 ? 'text-crust-300' : 'text-tomato-600'}`}
              />
              <p className="font-display text-xl font-bold">
                {t(`home.about.highlights.${item}.title`)}
              </p>
              <p className={`text-sm ${index === 1 ? 'text-basil-50' : 'text-charcoal-700'}`}>
                {t(`home.about.highlights.${item}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const REASONS: readonly { key: string; icon: ReactNode }[] = [
  { key: 'practice', icon: <ChefHatIcon className="size-7" /> },
  { key: 'trainers', icon: <UserIcon className="size-7" /> },
  { key: 'flexible', icon: <CalendarIcon className="size-7" /> },
  { key: 'online', icon: <VideoIcon className="size-7" /> },
  { key: 'support', icon: <ClockIcon className="size-7" /> },
  { key: 'refund', icon: <CheckIcon className="size-7" /> },
]

/** Why choose the school, leading to /servizi. */
export function WhyChooseUs() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="home-why"
      className="on-dark bg-charcoal-900 py-16 text-flour-100 sm:py-20"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 sm:px-6">
        <div className="flex max-w-2xl flex-col gap-3">
          <p className="text-sm font-semibold tracking-widest text-crust-300 uppercase">
            {t('home.why.eyebrow')}
          </p>
          <h2 id="home-why" className="text-3xl font-bold text-flour-50 sm:text-4xl">
            {t('home.why.title')}
          </h2>
          <p className="text-lg text-flour-200">{t('home.why.intro')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.key} className="flex gap-4 rounded-3xl bg-charcoal-800 p-6">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-tomato-600 text-white">
                {reason.icon}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-bold text-flour-50">
                  {t(`home.why.reasons.${reason.key}.title`)}
                </h3>
                <p className="text-sm text-flour-200">{t(`home.why.reasons.${reason.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div>
          <Link
            to={paths.services.getHref()}
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-flour-100 px-7 text-lg font-semibold text-flour-50 transition-colors hover:bg-flour-50 hover:text-charcoal-900"
          >
            {t('home.why.link')}
          </Link>
        </div>
      </div>
    </section>
  )
}

/** Where to write to the school and where to review it. */
export function ContactBand() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-contact" className="pt-16 sm:pt-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-6 rounded-[2rem] bg-tomato-600 p-8 text-white sm:p-12 lg:grid-cols-[1fr_auto] lg:items-center on-dark">
          <div className="flex flex-col gap-3">
            <h2 id="home-contact" className="text-3xl font-bold text-white sm:text-4xl">
              {t('home.contact.title')}
            </h2>
            <p className="max-w-2xl text-lg text-tomato-50">{t('home.contact.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.contact.getHref()}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-white px-7 text-lg font-semibold text-tomato-700 shadow-sm transition-colors hover:bg-flour-100"
            >
              {t('home.contact.contact')}
            </Link>
            <Link
              to={paths.review.getHref()}
              className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-white px-7 text-lg font-semibold text-white transition-colors hover:bg-white hover:text-tomato-700"
            >
              {t('home.contact.review')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
