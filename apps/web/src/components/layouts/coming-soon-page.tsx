import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { ChefHatIcon } from '#src/components/ui/icons.tsx'
import { ContentLayout } from './content-layout.tsx'

/** A route whose screen is still in the oven: its real title and a friendly note. */
export function ComingSoonPage({ title, eyebrow }: { title: string; eyebrow?: string }) {
  const { t } = useTranslation()
  return (
    <ContentLayout title={title} eyebrow={eyebrow}>
      <section
        aria-labelledby="coming-soon-heading"
        className="relative overflow-hidden rounded-3xl border border-flour-300 bg-flour-50 p-8 shadow-sm sm:p-10"
      >
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-48 rounded-full bg-crust-300/40"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-20 -left-10 size-40 rounded-full bg-basil-50"
        />
        <div className="relative flex flex-col gap-4">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-tomato-600 text-white">
            <ChefHatIcon className="size-8" />
          </span>
          <h2 id="coming-soon-heading" className="text-2xl font-bold">
            {t('comingSoon.heading')}
          </h2>
          <p className="max-w-prose text-charcoal-700">{t('comingSoon.text')}</p>
          <div>
            <Link to={paths.home.getHref()} className={buttonClasses('secondary', 'md')}>
              {t('common.backHome')}
            </Link>
          </div>
        </div>
      </section>
    </ContentLayout>
  )
}
