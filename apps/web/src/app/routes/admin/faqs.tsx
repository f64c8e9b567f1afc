import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { FaqForm } from '#src/features/faqs/admin/components/faq-form.tsx'
import { LoadState, NotFoundNotice } from '#src/components/admin/load-state.tsx'
import { idFromParam } from '#src/lib/admin/form.ts'
import { faqsQueryOptions, useFaqs } from '#src/features/faqs/api/get-faqs.ts'

/** The public list the FAQ forms refresh after a save. */
const invalidate = [faqsQueryOptions().queryKey]

export function AddFaqRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.addFaq')}>
      <FaqForm invalidate={invalidate} />
    </AdminFormPage>
  )
}

/** The FAQ to edit comes from the public list, as /faq shows it. */
export function EditFaqRoute() {
  const { t } = useTranslation()
  const { id: param } = useParams()
  const id = idFromParam(param)
  const faqs = useFaqs('it')
  // The English texts, as an English visitor reads them (docs/product.md#content-languages-and-urls).
  const english = useFaqs('en')
  return (
    <AdminFormPage title={t('admin.editFaq', { id: param ?? '' })}>
      {id === null ? (
        <NotFoundNotice />
      ) : (
        <LoadState query={english.isPending ? english : faqs}>
          {(list) => {
            const faq = list.find((item) => item.idFaq === id)
            return faq ? (
              <FaqForm
                key={faq.idFaq}
                faq={faq}
                english={english.data?.find((item) => item.idFaq === id)}
                invalidate={invalidate}
              />
            ) : (
              <NotFoundNotice />
            )
          }}
        </LoadState>
      )}
    </AdminFormPage>
  )
}
