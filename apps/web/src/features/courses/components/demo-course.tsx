import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { DetailLayout } from '#src/components/layouts/detail-layout.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { CheckIcon } from '#src/components/ui/catalog-icons.tsx'
import { Fact, FactList } from '#src/components/ui/facts.tsx'
import { ImageGallery } from '#src/components/ui/image-gallery.tsx'
import { PriceSummary } from '#src/components/ui/price-summary.tsx'
import { placeholderImages } from '#src/components/ui/responsive-image.tsx'

const PRICE = 450
const DEPOSIT = 100
const DAYS = ['day1', 'day2', 'day3', 'day4', 'day5'] as const
const INCLUDED = ['apron', 'ingredients', 'handouts', 'certificate'] as const

/** /corso-base-di-pizzaiolo: a sample course page with fixed, translated content. */
export function DemoCourse() {
  const { t } = useTranslation()
  const title = t('pages.demoCourse.title')
  const facts = [
    [t('courses.location'), t('demoCourse.location')],
    [t('courses.date'), t('courses.dateTbd')],
    [t('courses.duration'), t('demoCourse.duration')],
    [t('courses.organizer'), t('demoCourse.organizer')],
  ] as const
  return (
    <DetailLayout
      title={title}
      eyebrow={t('pages.course.eyebrow')}
      lead={t('demoCourse.intro')}
      back={{ to: paths.courses.getHref(), label: t('courses.back') }}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ImageGallery images={[]} title={title} placeholder={placeholderImages.course} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <aside
            aria-label={t('courses.summary')}
            className="flex flex-col gap-5 rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm lg:sticky lg:top-36"
          >
            <PriceSummary price={PRICE} deposit={DEPOSIT} />
            <FactList>
              {facts.map(([label, value]) => (
                <Fact key={label} label={label}>
                  {value}
                </Fact>
              ))}
            </FactList>
            <div className="flex flex-col gap-3">
              <Link
                to={`${paths.infoRequest.getHref()}?${new URLSearchParams({ corso: title }).toString()}`}
                className={`${buttonClasses('primary', 'lg')} w-full`}
              >
                {t('courses.requestInfo')}
              </Link>
              <Link
                to={paths.calendar.getHref()}
                className={`${buttonClasses('secondary', 'md')} w-full`}
              >
                {t('demoCourse.seeDates')}
              </Link>
            </div>
          </aside>
        </div>
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="demo-course-about" className="rich-text">
            <h2 id="demo-course-about">{t('courses.about')}</h2>
            <p>{t('demoCourse.description')}</p>
            <h3>{t('demoCourse.programHeading')}</h3>
            <ol>
              {DAYS.map((day) => (
                <li key={day}>{t(`demoCourse.program.${day}`)}</li>
              ))}
            </ol>
            <h3>{t('demoCourse.audienceHeading')}</h3>
            <p>{t('demoCourse.audience')}</p>
          </section>
          <section
            aria-labelledby="demo-course-included"
            className="rounded-3xl bg-basil-50 p-6 sm:p-8"
          >
            <h2 id="demo-course-included" className="mb-4 text-2xl font-bold">
              {t('demoCourse.includedHeading')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-2 text-charcoal-800">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-basil-600" />
                  {t(`demoCourse.included.${item}`)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </DetailLayout>
  )
}
