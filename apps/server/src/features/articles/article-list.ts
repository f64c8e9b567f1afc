import { sql, type SqlBool } from 'kysely'
import type { Article, ArticleCard } from '@aula/contract/articles'
import type { Language } from '@aula/contract/common'
import type { Paging } from '@aula/contract/list-query'
import type { Db } from '#src/db/connect.ts'
import {
  allOf,
  pageWindow,
  pagingOf,
  searchCondition,
  topicCondition,
  topicIdsNamed,
} from '#src/lib/list-page.ts'
import { articleQuery } from './articles.repository.ts'
import { toArticleDto } from './articles.mapper.ts'

/* One page of the articles, filtered and ordered in SQL (docs/product.md#paged-lists). */

export interface ArticlePageQuery {
  page?: number | undefined
  limit?: number | undefined
  fields?: 'lean' | undefined
  q?: string | undefined
  /** A topic's title. */
  category?: string | undefined
  lang?: Language | undefined
  /** 'en': only the articles with no English title (the admin's list). */
  missing?: 'en' | undefined
}

/** What a list's card shows of an article. */
export function toArticleCard(article: Article): ArticleCard {
  return {
    id: article.id,
    title: article.title,
    intro: article.intro,
    category: article.category,
    categoryId: article.categoryId,
    date: article.date,
    fileUrl: article.fileUrl,
    images: article.images,
    languages: article.languages,
    titles: article.titles,
  }
}

/** One page of the articles the filters keep, newest first, and its paging facts. */
export async function getArticlePage(
  db: Db,
  query: ArticlePageQuery,
): Promise<{ items: (Article | ArticleCard)[]; paging: Paging }> {
  const window = pageWindow(query)
  const topicIds = query.category ? await topicIdsNamed(db, query.category) : undefined
  const where = allOf([
    // Articles are searched by title, Italian and English, as their list's search box says.
    searchCondition(query.q, 'article.search_text', sql`article.title`),
    topicCondition('article.category_id', topicIds),
    query.missing === 'en' ? sql<SqlBool>`coalesce(article.title_en, '') = ''` : null,
  ])
  const lean = query.fields === 'lean'
  const [count, rows] = await Promise.all([
    db
      .selectFrom('article')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
    articleQuery(db)
      .where(where)
      .orderBy('article.published_at', 'desc')
      .orderBy('article.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ])
  // A lean card never shows the content: it is not sanitized for nothing.
  const articles = rows.map((row) =>
    toArticleDto(lean ? { ...row, content: '', content_en: null } : row, query.lang),
  )
  return {
    items: lean ? articles.map(toArticleCard) : articles,
    paging: pagingOf(window, Number(count.n)),
  }
}
