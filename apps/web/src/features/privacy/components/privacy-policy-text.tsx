import type { ReactNode } from 'react'
import { RichText } from '#src/components/ui/rich-text.tsx'
import { formatDate } from '#src/lib/format.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { usePrivacyPolicy } from '#src/lib/privacy-policy.ts'

/**
 * The privacy policy the admin wrote, in the reader's language (docs/product.md#privacy);
 * the site's built-in text (`fallback`) until they write one, or while it cannot be read.
 */
export function PrivacyPolicyText({
  fallback,
  frame,
}: {
  fallback: ReactNode
  /** The page around the admin's text (its layout and title). */
  frame: (text: ReactNode) => ReactNode
}) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const policy = usePrivacyPolicy()
  const content = policy.data?.content
  if (!content) return <>{fallback}</>
  return frame(
    <div className="flex max-w-prose flex-col gap-4 text-charcoal-700">
      <RichText html={content[language]} />
      {policy.data?.updatedAt ? (
        <p className="text-sm text-charcoal-600">
          {t('consent.policyUpdated', { date: formatDate(policy.data.updatedAt, language) })}
        </p>
      ) : null}
    </div>,
  )
}
