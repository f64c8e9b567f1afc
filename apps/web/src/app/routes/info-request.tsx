import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useSearchParams } from 'react-router'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { Card } from '#src/components/ui/card.tsx'
import { InformationRequestForm } from '#src/features/contact/components/information-request-form.tsx'

/** A course page's "request information" link names its course: /modulo?corso=<title>. */
const COURSE_PARAM = 'corso'

/** /modulo: the information request (variant B), about the course named in the link if any. */
export function InfoRequestRoute() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const course = searchParams.get(COURSE_PARAM)?.trim() ?? ''
  return (
    <ContentLayout title={t('pages.infoRequest.title')}>
      <p className="mb-8 max-w-prose text-lg text-charcoal-700">{t('infoRequest.intro')}</p>
      <Card>
        {/* Another course in the link is another request: the form starts afresh. */}
        <InformationRequestForm key={course} course={course} />
      </Card>
    </ContentLayout>
  )
}
