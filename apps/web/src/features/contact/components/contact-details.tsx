import { useTranslation } from '#src/lib/i18n/react.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import { useSiteInfo } from '#src/lib/site.ts'

const detailLink =
  'font-semibold break-words text-tomato-700 underline underline-offset-4 hover:text-tomato-800'

/** The school's address and contacts (GET /api/site), shown beside the contact form. */
export function ContactDetails() {
  const { t } = useTranslation()
  const { data: site, isPending, isError } = useSiteInfo()

  return (
    <section
      aria-labelledby="contact-details-heading"
      className="rounded-3xl border border-flour-300 bg-flour-50 p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-details-heading" className="mb-4 text-2xl font-bold">
        {t('contact.details.heading')}
      </h2>
      {site ? (
        <address className="not-italic">
          <dl className="flex flex-col gap-4">
            <div>
              <dt className="text-sm font-semibold text-charcoal-500">
                {t('contact.details.address')}
              </dt>
              <dd className="text-charcoal-800">{site.contactAddress}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-charcoal-500">
                {t('contact.details.phone')}
              </dt>
              <dd>
                <a href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`} className={detailLink}>
                  {site.contactPhone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-charcoal-500">
                {t('contact.details.email')}
              </dt>
              <dd>
                <a href={`mailto:${site.contactEmail}`} className={detailLink}>
                  {site.contactEmail}
                </a>
              </dd>
            </div>
            {site.whatsappNumber.replace(/\D/g, '') ? (
              <div>
                <dt className="text-sm font-semibold text-charcoal-500">WhatsApp</dt>
                <dd>
                  <a
                    href={`https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={detailLink}
                  >
                    {t('contact.details.whatsapp', { number: site.whatsappNumber })}
                    <span className="sr-only"> {t('contact.details.newTab')}</span>
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </address>
      ) : isPending ? (
        <div role="status" className="flex items-center gap-3 text-charcoal-700">
          <Spinner className="size-5 text-tomato-600" />
          <span>{t('common.loading')}</span>
        </div>
      ) : isError ? (
        <FormMessage tone="info">{t('contact.details.unavailable')}</FormMessage>
      ) : null}
    </section>
  )
}
