import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { NetworkError } from '#src/lib/api-client.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { emailField, useErrorText } from '#src/lib/validation.ts'
import { useSubscribe } from '#src/features/newsletter/api/subscribe.ts'

const NewsletterSchema = z.object({ email: emailField() })
type NewsletterValues = z.input<typeof NewsletterSchema>

/** The footer's newsletter form (its messages: docs/product.md#messages). */
export function NewsletterForm() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const subscribe = useSubscribe()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(NewsletterSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit((values) =>
    subscribe.mutate(
      {
        email: values.email.trim(),
        language: currentLanguage(i18n),
      },
      { onSuccess: () => reset() },
    ),
  )

  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-3">
      <h2 id="newsletter-heading" className="text-lg font-bold text-flour-50">
        {t('newsletter.heading')}
      </h2>
      <p className="text-sm text-flour-200">{t('newsletter.text')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          tone="dark"
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email)}
          {...register('email')}
        />
        <Button type="submit" pending={subscribe.isPending} className="self-start">
          {t('newsletter.submit')}
        </Button>
        {subscribe.isSuccess ? (
          <FormMessage tone="success">
            {t('newsletter.success')} {t('newsletter.confirmHint')}
          </FormMessage>
        ) : null}
        {subscribe.isError ? (
          <FormMessage tone="error">
            {subscribe.error instanceof NetworkError
              ? t('newsletter.networkError')
              : t('newsletter.error')}
          </FormMessage>
        ) : null}
      </form>
    </section>
  )
}
