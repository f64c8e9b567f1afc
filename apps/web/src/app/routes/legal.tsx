import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'

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

export function PrivacyRoute() {
  return <LegalPage page="privacy" sections={['data', 'purposes', 'rights']} />
}

export function CookiesRoute() {
  return <LegalPage page="cookies" sections={['cookies', 'storage', 'external']} />
}
