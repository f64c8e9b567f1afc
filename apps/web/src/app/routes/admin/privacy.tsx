import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { LoadState } from '#src/components/admin/load-state.tsx'
import { PrivacyPolicyForm } from '#src/features/privacy/admin/privacy-policy-form.tsx'
import { usePrivacyPolicy } from '#src/lib/privacy-policy.ts'

/** /pannello/privacy: the admin writes the privacy policy page. */
export function PrivacyPolicyRoute() {
  const { t } = useTranslation()
  const policy = usePrivacyPolicy()
  return (
    <AdminFormPage title={t('adminPrivacy.title')}>
      <LoadState query={policy} layout="detail">
        {(data) => <PrivacyPolicyForm policy={data} />}
      </LoadState>
    </AdminFormPage>
  )
}
