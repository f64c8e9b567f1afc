import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { DetailLayout } from '#src/components/layouts/detail-layout.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { placeholderImages } from '#src/components/ui/responsive-image.tsx'
import { useFormat } from '#src/lib/use-format.ts'

const PUBLISHED = '2026-03-12'
const INGREDIENTS = ['flour', 'water', 'yeast', 'salt', 'toppings'] as const

/** /la-pizza: a sample article with fixed, translated content. */
export function DemoArticle() {
  const { t } = useTranslation()
  const { formatLongDate } = useFormat()
  return (
    <DetailLayout
      title={t('pages.demoArticle.title')}
      eyebrow={t('demoArticle.eyebrow')}
      width="reading"
      back={{ to: paths.articles.getHref(), label: t('articles.back') }}
      meta={
        <p className="text-charcoal-500">
          {t('articles.publishedOn')}{' '}
          <time dateTime={PUBLISHED} className="font-semibold text-charcoal-700">
            {formatLongDate(PUBLISHED)}
          </time>
        </p>
      }
      lead={t('demoArticle.intro')}
    >
      <div className="mb-10 aspect-video overflow-hidden rounded-3xl bg-flour-200 shadow-sm">
        <img
          src={placeholderImages.article.src}
          width={placeholderImages.article.width}
          height={placeholderImages.article.height}
          alt=""
          className="size-full object-cover"
        />
      </div>
      <div className="rich-text text-lg">
        <h2>{t('demoArticle.history.heading')}</h2>
        <p>{t('demoArticle.history.text')}</p>
        <h2>{t('demoArticle.ingredients.heading')}</h2>
        <p>{t('demoArticle.ingredients.text')}</p>
        <ul>
          {INGREDIENTS.map((item) => (
            <li key={item}>{t(`demoArticle.ingredients.items.${item}`)}</li>
          ))}
        </ul>
        <h2>{t('demoArticle.art.heading')}</h2>
        <p>{t('demoArticle.art.text')}</p>
        <blockquote>{t('demoArticle.art.quote')}</blockquote>
        <h2>{t('demoArticle.learn.heading')}</h2>
        <p>{t('demoArticle.learn.text')}</p>
      </div>
      <div className="mt-10 flex flex-wrap gap-3 border-t border-flour-300 pt-8">
        <Link to={paths.demoCourse.getHref()} className={buttonClasses('primary', 'md')}>
          {t('demoArticle.toCourse')}
        </Link>
        <Link to={paths.articles.getHref()} className={buttonClasses('secondary', 'md')}>
          {t('articles.more')}
        </Link>
      </div>
    </DetailLayout>
  )
}
