import { useId } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { UserProfile } from '@aula/contract/profile'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { useCopy } from '#src/lib/use-copy.ts'
import { EarningsHistory } from './earnings-history.tsx'
import { Fact, ProfileSection } from './profile-section.tsx'

/** A value to share, shown whole and copied with one press. */
function CopyField({
  label,
  value,
  copyLabel,
  copied,
  onCopy,
}: {
  label: string
  value: string
  copyLabel: string
  copied: boolean
  onCopy: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <span id={id} className="text-sm font-semibold text-charcoal-700">
        {label}
      </span>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <output
          aria-labelledby={id}
          className="min-h-11 flex-1 rounded-xl border-2 border-flour-300 bg-white px-4 py-2 font-mono break-all text-charcoal-900"
        >
          {value}
        </output>
        <Button variant="secondary" size="md" onClick={onCopy} aria-describedby={id}>
          {copied ? t('profile.affiliate.copied') : copyLabel}
        </Button>
      </div>
    </div>
  )
}

/**
 * The member's invite code and link, the code they joined with, what they earned (the
 * server's totals) and the history of their earnings.
 */
export function AffiliateSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const { formatPrice } = useFormat()
  const { copied, copy } = useCopy()
  const link = new URL(
    paths.register.getHref(profile.affiliateCode),
    window.location.origin,
  ).toString()

  return (
    <ProfileSection title={t('profile.affiliate.title')} intro={t('profile.affiliate.intro')}>
      <div className="flex flex-col gap-4">
        <CopyField
          label={t('profile.affiliate.code')}
          value={profile.affiliateCode}
          copyLabel={t('profile.affiliate.copyCode')}
          copied={copied?.id === 'code' && !copied.failed}
          onCopy={() => void copy('code', profile.affiliateCode)}
        />
        <CopyField
          label={t('profile.affiliate.link')}
          value={link}
          copyLabel={t('profile.affiliate.copyLink')}
          copied={copied?.id === 'link' && !copied.failed}
          onCopy={() => void copy('link', link)}
        />
        <p aria-live="polite" className="min-h-5 text-sm font-medium text-charcoal-800">
          {copied
            ? copied.failed
              ? t('profile.affiliate.copyFailed')
              : copied.id === 'code'
                ? t('profile.affiliate.codeCopied')
                : t('profile.affiliate.linkCopied')
            : ''}
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('profile.affiliate.usedCode')}>
          {profile.usedAffiliateCode ?? t('profile.notGiven')}
        </Fact>
        <Fact label={t('profile.affiliate.referrals')}>{profile.referrals}</Fact>
        <Fact label={t('profile.affiliate.earnings')}>
          <span className="text-xl font-bold tabular-nums">{formatPrice(profile.earnings)}</span>
        </Fact>
        <Fact label={t('profile.affiliate.pendingEarnings')}>
          <span className="tabular-nums">{formatPrice(profile.pendingEarnings)}</span>
        </Fact>
      </dl>
      <p className="text-sm text-charcoal-700">{t('profile.affiliate.pendingHint')}</p>
      <h3 className="text-lg font-bold text-charcoal-900">{t('profile.history.title')}</h3>
      <EarningsHistory />
    </ProfileSection>
  )
}
