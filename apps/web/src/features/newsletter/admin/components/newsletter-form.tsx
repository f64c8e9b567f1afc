import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { ImagePositionSchema, NewsletterLimits, type Campaign } from '@aula/contract/newsletter'
import { Button } from '#src/components/ui/button.tsx'
import { requiredText } from '#src/lib/validation.ts'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormOutcome } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { RichTextEditor } from '#src/components/admin/editor/rich-text-editor.tsx'
import { isBlankHtml } from '#src/components/admin/editor/html.ts'
import { campaignsKey, withCampaign } from '../api/get-campaigns.ts'
import { sendNewsletter } from '../api/send-newsletter.ts'
import { CampaignList } from './campaign-list.tsx'
import { CampaignProgress } from './campaign-progress.tsx'

/** SendNewsletterSchema of the contract, with messages in the admin's language. */
const NewsletterFormSchema = z.object({
  oggetto: requiredText(NewsletterLimits.subject),
  contenuto: z.string().check(
    z.maxLength(NewsletterLimits.content, 'validation.tooLong'),
    z.refine((html) => !isBlankHtml(html), 'validation.required'),
  ),
  posizioneImmagine: ImagePositionSchema,
})
type NewsletterValues = z.infer<typeof NewsletterFormSchema>

const empty: NewsletterValues = { oggetto: '', contenuto: '', posizioneImmagine: 'left' }

/**
 * /invianewsletter: subject, rich-text content (pictures uploaded through the editor) and
 * the side the pictures sit on. Sending asks once more, then follows the campaign's progress.
 */
export function NewsletterForm() {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<NewsletterValues | null>(null)
  /** The outcome of the sending before the question, hidden once the admin asks again. */
  const [answered, setAnswered] = useState<number | null>(null)
  const [campaign, setCampaign] = useState<Campaign | null>(null)
  const form = useEndpointForm({
    schema: NewsletterFormSchema,
    defaultValues: empty,
    send: ({ values }) => sendNewsletter(values),
    success: 'adminNewsletter.queued',
    failure: {
      failure: 'adminNewsletter.sendError',
      byStatus: { 409: 'adminNewsletter.noSubscribers' },
    },
    // The server names the fields it refuses: empty, or too long.
    serverWords: { otherKey: 'validation.tooLong' },
    // Queued once: the form empties so the same newsletter is not sent twice by mistake.
    onSuccess: async (answer) => {
      setCampaign(answer.campaign)
      queryClient.setQueryData<Campaign[]>(campaignsKey, (list) =>
        withCampaign(list, answer.campaign),
      )
      await queryClient.invalidateQueries({ queryKey: campaignsKey })
    },
  })

  // The button checks the fields and asks; the answer "yes" sends them.
  const ask = form.handleSubmit((values) => {
    setAnswered(form.outcome?.id ?? null)
    setConfirming(values)
  })

  const confirm = () => {
    if (!confirming) return
    setCampaign(null)
    setConfirming(null)
    void form.onSubmit()
  }

  const outcome = form.outcome && form.outcome.id !== answered ? form.outcome : null

  return (
    <div className="flex flex-col gap-8">
      <Form
        form={{ onSubmit: ask }}
        marks
        note={t('adminForms.requiredNote')}
        className="flex flex-col gap-6"
      >
        <InputField
          label={t('adminNewsletter.fields.subject')}
          required
          maxLength={NewsletterLimits.subject}
          error={form.errorText('oggetto')}
          {...form.register('oggetto')}
        />
        <Controller
          control={form.control}
          name="contenuto"
          render={({ field }) => (
            <RichTextEditor
              ref={field.ref}
              label={t('adminNewsletter.fields.content')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint={t('adminNewsletter.fields.contentHint')}
              error={form.errorText('contenuto')}
            />
          )}
        />
        <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-position-hint`}>
          <legend className="mb-1 text-sm font-semibold text-charcoal-800">
            {t('adminNewsletter.fields.position')}
          </legend>
          <div className="flex flex-wrap gap-3">
            {(['left', 'right'] as const).map((side) => (
              <label
                key={side}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-flour-300 bg-white px-4 has-[:checked]:border-charcoal-800"
              >
                <input
                  type="radio"
                  value={side}
                  className="size-5 accent-tomato-600"
                  {...form.register('posizioneImmagine')}
                />
                <span className="font-semibold">
                  {t(
                    side === 'left'
                      ? 'adminNewsletter.fields.left'
                      : 'adminNewsletter.fields.right',
                  )}
                </span>
              </label>
            ))}
          </div>
          <p id={`${id}-position-hint`} className="text-sm text-charcoal-500">
            {t('adminNewsletter.fields.positionHint')}
          </p>
        </fieldset>

        {confirming ? (
          <div
            role="group"
            aria-labelledby={`${id}-confirm`}
            className="flex flex-col gap-3 rounded-2xl border-2 border-charcoal-800 bg-white p-4"
          >
            <p id={`${id}-confirm`} className="font-semibold text-charcoal-900">
              {t('adminNewsletter.confirm', { subject: confirming.oggetto })}
            </p>
            <div className="flex flex-wrap gap-2">
              {/* The question appears on request: its answer is where the focus belongs. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <Button onClick={confirm} autoFocus>
                {t('adminNewsletter.confirmYes')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t('adminNewsletter.confirmNo')}
              </Button>
            </div>
          </div>
        ) : null}
        <FormOutcome outcome={outcome} values={{ total: form.answer?.campaign.total }} />
        {confirming ? null : (
          <div>
            <Button type="submit" size="lg" pending={form.pending}>
              {t('adminNewsletter.submit')}
            </Button>
          </div>
        )}
      </Form>

      {campaign ? <CampaignProgress key={campaign.id} initial={campaign} /> : null}

      <section aria-labelledby={`${id}-history`} className="flex flex-col gap-4">
        <h2 id={`${id}-history`} className="text-2xl font-bold">
          {t('adminNewsletter.history.title')}
        </h2>
        <CampaignList />
      </section>
    </div>
  )
}
