import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { PrivacyPolicyText } from '#src/features/privacy/components/privacy-policy-text.tsx'

function LegalPage({ page, sections }: { page: 'privacy' | 'cookies'; sections: string[] }) {
  const { t } = useTranslation()
  return (
    <ContentLayout title={t(`legal.${page}.title`)}>
      <div className="flex max-w-prose flex-col gap-6 text-charcoal-700">
        <p className="text-lg">{t(`legal.${page}.intro`)}</p>
        {sections.map((section) => (
          <section key={section} className="flex flex-col gap-2">
            <h2 className="text-xl font-bold">{t(`legal.${page}.${section}.heading`)}</h2>
            <p>{t(`legal.${page}.${section}.text`)}</p>
          </section>
        ))}
      </div>
    </ContentLayout>
  )
}

/** The admin's text when there is one (features/privacy), else the built-in one. */
export function PrivacyRoute() {
  const { t } = useTranslation()
  return (
    <PrivacyPolicyText
      fallback={<LegalPage page="privacy" sections={['data', 'purposes', 'rights']} />}
      frame={(text) => <ContentLayout title={t('legal.privacy.title')}>{text}</ContentLayout>}
    />
  )
}

export function CookiesRoute() {
  return <LegalPage page="cookies" sections={['cookies', 'storage', 'external']} />
}
