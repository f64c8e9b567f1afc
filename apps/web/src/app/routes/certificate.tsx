import { useParams } from 'react-router'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { Card } from '#src/components/ui/card.tsx'
import { CertificateCheck } from '#src/features/certificates/components/certificate-check.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'

/** /attestato/:code, the verification page printed on every certificate. */
export function CertificateCheckRoute() {
  const { t } = useTranslation()
  const { code = '' } = useParams()
  return (
    <ContentLayout
      title={t('certificateCheck.title')}
      eyebrow={t('certificateCheck.eyebrow')}
      width="narrow"
    >
      <Card>
        <CertificateCheck key={code} code={code} />
      </Card>
    </ContentLayout>
  )
}
