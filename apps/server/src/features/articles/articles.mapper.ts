import type { Article } from '@aula/contract/articles'
import { joinedImageView } from '#src/lib/asset-view.ts'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import { sanitizeRichText } from '#src/lib/sanitize.ts'
import type { ArticleRow } from './articles.repository.ts'

export function toArticleDto(row: ArticleRow): Article {
  const cover = joinedImageView({
    id: row.cover_asset_id,
    key: row.cover_key,
    variants: row.cover_variants,
    width: row.cover_width,
    height: row.cover_height,
  })
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    description: row.description,
    content: sanitizeRichText(row.content),
    category: row.category_title ?? '',
    categoryId: row.category_id,
    date:
      toIsoTimestamp(row.published_at) ??
      toIsoTimestamp(row.created_at) ??
      new Date(0).toISOString(),
    fileUrl: cover?.url ?? '',
    images: { cover },
  }
}
