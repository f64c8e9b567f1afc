import { useTranslation } from '#src/lib/i18n/react.tsx'
import { ProfileMessages, type UserProfile } from '@aula/contract/profile'
import { isValidCf, isValidIban, normalizeCf, normalizeIban } from '@aula/contract/tax-ids'
import { updateCf } from '../api/update-cf.ts'
import { updateIban } from '../api/update-iban.ts'
import { ProfileSection } from './profile-section.tsx'
import { TaxIdField } from './tax-id-field.tsx'

/** The IBAN the earnings are paid to and the member's codice fiscale. */
export function PayoutDetails({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  return (
    <ProfileSection title={t('profile.payout.title')} intro={t('profile.payout.intro')}>
      <TaxIdField
        field="iban"
        value={profile.iban}
        normalize={normalizeIban}
        isValid={isValidIban}
        invalidMessage={ProfileMessages.invalidIban}
        save={async (email, iban) => (await updateIban(email, iban)).iban}
        texts={{
          label: 'profile.payout.iban',
          hint: 'profile.payout.ibanHint',
          invalid: 'profile.payout.ibanInvalid',
          saved: 'profile.payout.ibanSaved',
          saveError: 'profile.payout.ibanError',
          add: 'profile.payout.ibanAdd',
          edit: 'profile.payout.ibanEdit',
        }}
      />
      <TaxIdField
        field="CF"
        value={profile.CF}
        normalize={normalizeCf}
        isValid={isValidCf}
        invalidMessage={ProfileMessages.invalidCf}
        save={async (email, cf) => (await updateCf(email, cf)).CF}
        texts={{
          label: 'profile.payout.cf',
          hint: 'profile.payout.cfHint',
          invalid: 'profile.payout.cfInvalid',
          saved: 'profile.payout.cfSaved',
          saveError: 'profile.payout.cfError',
          add: 'profile.payout.cfAdd',
          edit: 'profile.payout.cfEdit',
        }}
      />
    </ProfileSection>
  )
}
