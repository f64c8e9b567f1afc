import { useId, type ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import type { ArticleCard as ArticleItem } from '@aula/contract/articles'
import { paths } from '#src/config/paths.ts'
import { ArrowRightIcon } from '#src/components/ui/catalog-icons.tsx'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { itemHref, langOf, useContentLanguage } from '#src/lib/content-language.ts'
import { useFormat } from '#src/lib/use-format.ts'

/** An article in a list: date, title and intro, with a link to read it. */
export function ArticleCard({
  article,
  heading: Heading = 'h2',
  actions,
  priority = false,
}: {
  article: ArticleItem
  heading?: 'h2' | 'h3'
  /** Room for the admin's edit and delete buttons. */
  actions?: ReactNode
  /** The first card on screen: its picture is fetched first, not when scrolled to. */
  priority?: boolean
}) {
  const { t } = useTranslation()
  const { formatDate } = useFormat()
  const titleId = useId()
  const language = useContentLanguage()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-flour-300 bg-flour-50 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-video overflow-hidden bg-flour-200">
        <ResponsiveImage
          image={article.images.cover}
          placeholder={placeholderImages.article}
          alt=""
          priority={priority}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-charcoal-500">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.category ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="text-basil-700">{article.category}</span>
            </>
          ) : null}
        </p>
        <Heading
          id={titleId}
          className="text-xl leading-snug font-bold"
          lang={langOf(article.languages.title, language)}
        >
          {article.title}
        </Heading>
        {article.intro ? (
          <p className="text-charcoal-700" lang={langOf(article.languages.intro, language)}>
            {article.intro}
          </p>
        ) : null}
        <Link
          to={itemHref(paths.article.getHref, article.titles, language)}
          aria-describedby={titleId}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-full font-semibold text-tomato-700 underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {t('articles.read')}
          <ArrowRightIcon className="size-4" />
        </Link>
        {actions ? <div className="relative z-10">{actions}</div> : null}
      </div>
    </article>
  )
}
