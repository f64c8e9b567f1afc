import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import type { Faq } from '@aula/contract/faqs'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { useSession } from '#src/lib/session.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { MissingEnglishBadge } from '#src/components/admin/bilingual-fields.tsx'
import { deleteFaq } from '#src/features/faqs/admin/api/delete-faq.ts'
import { faqsQueryOptions } from '#src/features/faqs/api/get-faqs.ts'
import { FaqList } from '#src/features/faqs/components/faq-accordion.tsx'

/**
 * An admin's edit and delete buttons on a question, and "EN mancante" when it has no English
 * question (docs/product.md#content-languages-and-urls).
 */
const faqActions = (faq: Faq) => (
  <>
    {faq.translated ? null : <MissingEnglishBadge />}
    <AdminActions
      name={faq.question}
      editHref={paths.admin.editFaq.getHref(faq.idFaq)}
      remove={() => deleteFaq(faq.idFaq)}
      invalidate={[faqsQueryOptions().queryKey]}
    />
  </>
)

export function FaqRoute() {
  const { t } = useTranslation()
  const admin = useSession().user?.group === 'admin'
  return (
    <ContentLayout title={t('pages.faq.title')}>
      <p className="-mt-2 mb-8 text-lg text-charcoal-700">{t('faq.intro')}</p>
      <FaqList actions={admin ? faqActions : undefined} />
      <aside
        aria-labelledby="faq-more"
        className="mt-10 flex flex-col items-start gap-3 rounded-3xl bg-flour-200/70 p-6 sm:p-8"
      >
        <h2 id="faq-more" className="text-2xl font-bold">
          {t('faq.moreTitle')}
        </h2>
        <p className="text-charcoal-700">{t('faq.moreText')}</p>
        <Link to={paths.contact.getHref()} className={buttonClasses('primary', 'md')}>
          {t('faq.contact')}
        </Link>
      </aside>
    </ContentLayout>
  )
}
