import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { Review } from '@aula/contract/reviews'
import type { Topic } from '@aula/contract/topics'
import { paths } from '#src/config/paths.ts'
import { useSession } from '#src/lib/session.ts'
import { useDocumentTitle } from '#src/lib/site.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { MissingEnglishBadge } from '#src/components/admin/bilingual-fields.tsx'
import { LatestArticles } from '#src/features/articles/components/latest-articles.tsx'
import { LatestCourses } from '#src/features/courses/components/latest-courses.tsx'
import { HomeHero } from '#src/features/site/components/home-hero.tsx'
import { HomeSection } from '#src/features/site/components/home-section.tsx'
import {
  AboutTeaser,
  ContactBand,
  WhyChooseUs,
} from '#src/features/site/components/school-intro.tsx'
import { reviewsQueryOptions } from '#src/features/reviews/api/get-reviews.ts'
import { Testimonials } from '#src/features/reviews/components/testimonials.tsx'
import { deleteReview } from '#src/features/reviews/admin/api/delete-review.ts'
import { topicsQueryOptions } from '#src/features/topics/api/get-topics.ts'
import { deleteTopic } from '#src/features/topics/admin/api/delete-topic.ts'
import { CategorySlideshow } from '#src/features/topics/components/category-slideshow.tsx'

/** An admin's edit and delete buttons on a category. */
const topicActions = (topic: Topic) => (
  <>
    {topic.titles.en ? null : <MissingEnglishBadge />}
    <AdminActions
      name={topic.title}
      editHref={paths.admin.editTopic.getHref(topic.id)}
      remove={() => deleteTopic(topic.id)}
      invalidate={[topicsQueryOptions().queryKey]}
    />
  </>
)

/** An admin's edit and delete buttons on a review. */
const reviewActions = (review: Review) => (
  <AdminActions
    name={review.name}
    editHref={paths.admin.editReview.getHref(review.id)}
    remove={() => deleteReview(review.id)}
    invalidate={[reviewsQueryOptions().queryKey]}
  />
)

export function HomeRoute() {
  const { t } = useTranslation()
  useDocumentTitle(t('home.documentTitle'))
  const admin = useSession().user?.group === 'admin'
  return (
    <>
      <HomeHero />
      <AboutTeaser />
      <HomeSection
        tone="warm"
        eyebrow={t('home.courses.eyebrow')}
        title={t('home.courses.title')}
        intro={t('home.courses.intro')}
        more={{ to: paths.courses.getHref(), label: t('home.courses.more') }}
      >
        <LatestCourses />
      </HomeSection>
      <WhyChooseUs />
      <HomeSection
        eyebrow={t('home.categories.eyebrow')}
        title={t('home.categories.title')}
        intro={t('home.categories.intro')}
      >
        <CategorySlideshow actions={admin ? topicActions : undefined} />
      </HomeSection>
      <HomeSection
        tone="warm"
        eyebrow={t('home.articles.eyebrow')}
        title={t('home.articles.title')}
        more={{ to: paths.articles.getHref(), label: t('home.articles.more') }}
      >
        <LatestArticles />
      </HomeSection>
      <HomeSection
        eyebrow={t('home.testimonials.eyebrow')}
        title={t('home.testimonials.title')}
        intro={t('home.testimonials.intro')}
      >
        <Testimonials actions={admin ? reviewActions : undefined} />
      </HomeSection>
      <ContactBand />
    </>
  )
}
