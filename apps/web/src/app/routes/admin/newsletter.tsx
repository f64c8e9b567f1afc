import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { NewsletterForm } from '#src/features/newsletter/admin/components/newsletter-form.tsx'

/** /invianewsletter */
export function SendNewsletterRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.sendNewsletter')}>
      <p className="-mt-2 mb-6 text-charcoal-700">{t('adminNewsletter.intro')}</p>
      <NewsletterForm />
    </AdminFormPage>
  )
}
