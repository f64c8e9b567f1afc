import { useTranslation } from '#src/lib/i18n/react.tsx'
import { z } from 'zod/mini'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '#src/components/ui/button.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormResult } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { useHydrated } from '#src/lib/use-hydrated.ts'
import { emailField } from '#src/lib/validation.ts'
import { consentVersionShown } from '#src/lib/privacy-policy.ts'
import { paths } from '#src/config/paths.ts'
import { subscribe } from '#src/features/newsletter/api/subscribe.ts'

const NewsletterSchema = z.object({ email: emailField() })

/**
 * The footer's newsletter form (its messages: docs/product.md#messages). The outcome sits
 * under the button, and a subscription also says to confirm it from the mailbox.
 */
export function NewsletterForm({ id }: { id?: string }) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    schema: NewsletterSchema,
    defaultValues: { email: '' },
    send: async ({ values }) =>
      subscribe({
        email: values.email,
        language: currentLanguage(i18n),
        // docs/product.md#privacy: the version of the sentence under the field.
        consentVersion: await consentVersionShown(queryClient, 'newsletter'),
      }),
    success: 'newsletter.success',
    failure: { failure: 'newsletter.error', network: 'newsletter.networkError' },
    serverWords: { fieldKeys: { email: 'validation.email' } },
  })
  const { outcome } = form
  // The server renders it in the page before the code arrives: usable once the code has.
  const ready = useHydrated()

  return (
    <section id={id} aria-labelledby="newsletter-heading" className="flex flex-col gap-3">
      <h2 id="newsletter-heading" className="text-lg font-bold text-flour-50">
        {t('newsletter.heading')}
      </h2>
      <p className="text-sm text-flour-200">{t('newsletter.text')}</p>
      <Form form={form} className="flex flex-col gap-3">
        <InputField
          tone="dark"
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={form.errorText('email')}
          {...form.register('email')}
          disabled={!ready}
        />
        <p className="text-xs text-flour-200">
          {t('consent.newsletterForm')}{' '}
          <Link to={paths.privacy.getHref()} className="underline underline-offset-2">
            {t('consent.policyLink')}
          </Link>
        </p>
        <Button type="submit" pending={form.pending} disabled={!ready} className="self-start">
          {t('newsletter.submit')}
        </Button>
        {outcome ? (
          <FormResult key={`${outcome.tone}-${outcome.id}`} tone={outcome.tone}>
            {t(outcome.text)}
            {outcome.tone === 'success' ? ` ${t('newsletter.confirmHint')}` : null}
          </FormResult>
        ) : null}
      </Form>
    </section>
  )
}
