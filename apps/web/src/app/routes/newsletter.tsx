import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { Card } from '#src/components/ui/card.tsx'
import { NewsletterConfirmation } from '#src/features/newsletter/components/newsletter-confirmation.tsx'
import { NewsletterUnsubscribe } from '#src/features/newsletter/components/newsletter-unsubscribe.tsx'

/** /newsletter/conferma/:token, the link of the subscription's confirmation mail. */
export function NewsletterConfirmRoute() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  return (
    <ContentLayout title={t('newsletterPages.confirm.title')} width="narrow">
      <Card>
        <NewsletterConfirmation key={token} token={token} />
      </Card>
    </ContentLayout>
  )
}

/** /newsletter/disiscriviti/:token, the unsubscribe link of every newsletter. */
export function NewsletterUnsubscribeRoute() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  return (
    <ContentLayout title={t('newsletterPages.unsubscribe.title')} width="narrow">
      <Card>
        <NewsletterUnsubscribe key={token} token={token} />
      </Card>
    </ContentLayout>
  )
}
