import { useParams } from 'react-router'
import { ArticleView } from '#src/features/articles/components/article-view.tsx'
import { DemoArticle } from '#src/features/articles/components/demo-article.tsx'

/* An article's page, apart from the list's: its text needs the HTML cleaner. */

export function ArticleRoute() {
  const { title = '' } = useParams()
  return <ArticleView key={title} slug={title} />
}

export function DemoArticleRoute() {
  return <DemoArticle />
}
