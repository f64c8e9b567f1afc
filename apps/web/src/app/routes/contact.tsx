import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { Card } from '#src/components/ui/card.tsx'
import { ContactDetails } from '#src/features/contact/components/contact-details.tsx'
import { ContactForm } from '#src/features/contact/components/contact-form.tsx'

/** /contatti: the contact form (variant A) beside the school's address and contacts. */
export function ContactRoute() {
  const { t } = useTranslation()
  return (
    <ContentLayout title={t('pages.contact.title')} width="wide">
      <p className="mb-8 max-w-prose text-lg text-charcoal-700">{t('contact.intro')}</p>
      <div className="grid gap-8 lg:grid-cols-12">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-7">
          <Card>
            <h2 id="contact-form-heading" className="mb-5 text-2xl font-bold">
              {t('contact.form.heading')}
            </h2>
            <ContactForm />
          </Card>
        </section>
        <div className="flex flex-col gap-6 lg:col-span-5">
          <ContactDetails />
          <section
            aria-labelledby="info-request-teaser"
            className="flex flex-col gap-3 rounded-3xl bg-basil-50 p-6 sm:p-8"
          >
            <h2 id="info-request-teaser" className="text-xl font-bold">
              {t('contact.infoRequest.heading')}
            </h2>
            <p className="text-charcoal-700">{t('contact.infoRequest.text')}</p>
            <Link
              to={paths.infoRequest.getHref()}
              className={`${buttonClasses('basil', 'md')} self-start`}
            >
              {t('contact.infoRequest.link')}
            </Link>
          </section>
        </div>
      </div>
    </ContentLayout>
  )
}
