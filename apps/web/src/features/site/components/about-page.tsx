import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { CheckIcon } from '#src/components/ui/catalog-icons.tsx'
import { StaticPage } from './static-page.tsx'

const VALUES = ['practice', 'tradition', 'quality', 'community'] as const
const REASONS = ['bench', 'trainers', 'path', 'after'] as const

/** /chisiamo: mission, vision, values and why choose us. */
export function AboutPage() {
  const { t } = useTranslation()
  return (
    <StaticPage eyebrow={t('about.eyebrow')} title={t('pages.about.title')} lead={t('about.lead')}>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="about-mission"
          className="flex flex-col gap-3 rounded-3xl bg-tomato-600 p-8 text-white"
        >
          <h2 id="about-mission" className="text-3xl font-bold text-white">
            {t('about.mission.title')}
          </h2>
          <p className="text-lg text-tomato-50">{t('about.mission.text')}</p>
        </section>
        <section
          aria-labelledby="about-vision"
          className="flex flex-col gap-3 rounded-3xl bg-basil-600 p-8 text-white"
        >
          <h2 id="about-vision" className="text-3xl font-bold text-white">
            {t('about.vision.title')}
          </h2>
          <p className="text-lg text-basil-50">{t('about.vision.text')}</p>
        </section>
      </div>

      <section aria-labelledby="about-values" className="flex flex-col gap-6">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="about-values" className="text-3xl font-bold">
            {t('about.values.title')}
          </h2>
          <p className="text-lg text-charcoal-700">{t('about.values.intro')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value, index) => (
            <li
              key={value}
              className="flex flex-col gap-2 rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm"
            >
              <span className="font-display text-4xl font-bold text-tomato-600" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="text-xl font-bold">{t(`about.values.${value}.title`)}</h3>
              <p className="text-charcoal-700">{t(`about.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-why"
        className="grid gap-8 rounded-3xl bg-flour-200/70 p-8 sm:p-10 lg:grid-cols-[1fr_1.4fr]"
      >
        <div className="flex flex-col gap-3">
          <h2 id="about-why" className="text-3xl font-bold">
            {t('about.why.title')}
          </h2>
          <p className="text-lg text-charcoal-700">{t('about.why.intro')}</p>
        </div>
        <ul className="flex flex-col gap-5">
          {REASONS.map((reason) => (
            <li key={reason} className="flex gap-3">
              <CheckIcon className="mt-1 size-6 shrink-0 text-basil-600" />
              <div>
                <h3 className="font-sans text-lg font-bold">{t(`about.why.${reason}.title`)}</h3>
                <p className="text-charcoal-700">{t(`about.why.${reason}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Link to={paths.courses.getHref()} className={buttonClasses('primary', 'lg')}>
          {t('about.ctaCourses')}
        </Link>
        <Link to={paths.trainers.getHref()} className={buttonClasses('secondary', 'lg')}>
          {t('about.ctaTrainers')}
        </Link>
      </div>
    </StaticPage>
  )
}
