import type { Article } from '@aula/contract/articles'
import type { Language } from '@aula/contract/common'
import { inLanguage } from '#src/lib/content-language.ts'
import { joinedImageView } from '#src/lib/asset-view.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import type { ArticleRow } from './articles.repository.ts'

/**
 * The article as read in `language` (Italian when not given): each English text left empty
 * falls back to the Italian one, and `languages` says which one each text is.
 */
export function toArticleDto(row: ArticleRow, language: Language = 'it'): Article {
  const title = inLanguage(language, row.title, row.title_en)
  const intro = inLanguage(language, row.intro, row.intro_en)
  const description = inLanguage(language, row.description, row.description_en)
  const content = inLanguage(language, row.content, row.content_en)
  const cover = joinedImageView({
    id: row.cover_asset_id,
    key: row.cover_key,
    variants: row.cover_variants,
    width: row.cover_width,
    height: row.cover_height,
  })
  return {
    id: row.id,
    title: title.text,
    intro: intro.text,
    description: description.text,
    content: sanitizeRichText(content.text),
    category: row.category_title
      ? inLanguage(language, row.category_title, row.category_title_en).text
      : '',
    categoryId: row.category_id,
    date:
      toIsoTimestamp(row.published_at) ??
      toIsoTimestamp(row.created_at) ??
      new Date(0).toISOString(),
    fileUrl: cover?.url ?? '',
    images: { cover },
    languages: {
      title: title.lang,
      intro: intro.lang,
      description: description.lang,
      content: content.lang,
    },
    titles: { it: row.title, en: row.title_en || null },
  }
}
