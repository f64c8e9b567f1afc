/*
 * What the browser uses of `privacy.ts` before any form: no schemas, so a page starts
 * without building them (docs/architecture.md#contract).
 */

/** The consents the site asks for (docs/product.md#privacy). */
export const CONSENT_KINDS = ['terms', 'newsletter', 'marketing'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

/**
 * The revision of each consent's wording (the sentence beside the checkbox or the button, in
 * both languages, under `privacy.consentText.*` in the web's locales). Change the wording,
 * raise its number: a consent given before then names the old one.
 */
export const CONSENT_TEXT_REVISIONS: Record<ConsentKind, number> = {
  terms: 1,
  newsletter: 1,
  marketing: 1,
}

/**
 * The version a form sends and the server records: the consent's wording and the privacy
 * policy it points to, "newsletter@1/policy@3". Policy 0 is the site's built-in text, shown
 * until the admin saves one of their own.
 */
export function consentVersion(kind: ConsentKind, policyVersion: number): string {
  return `${kind}@${CONSENT_TEXT_REVISIONS[kind]}/policy@${policyVersion}`
}

export const CONSENT_VERSION_PATTERN = /^(terms|newsletter|marketing)@(\d{1,4})\/policy@(\d{1,9})$/

/** The consent and policy a version names; null when it is not one. */
export function parseConsentVersion(
  version: string,
): { kind: ConsentKind; revision: number; policyVersion: number } | null {
  const match = CONSENT_VERSION_PATTERN.exec(version)
  if (!match) return null
  return {
    kind: match[1] as ConsentKind,
    revision: Number(match[2]),
    policyVersion: Number(match[3]),
  }
}

/** The member's data download: at most this many bytes of files, and so many a day. */
export const PRIVACY_EXPORT_LIMITS = { fileBytes: 100 * 1024 * 1024, perDay: 5 } as const
