import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { FormMessages } from '@aula/contract/admin-forms'
import {
  ImagePositionSchema,
  NewsletterAdminMessages,
  NewsletterLimits,
  type Campaign,
  type SendNewsletterInput,
} from '@aula/contract/newsletter'
import { Button } from '#src/components/ui/button.tsx'
import { FormResult } from '#src/components/ui/form-controls.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { requiredText, useErrorText } from '#src/lib/validation.ts'
import { failureKey } from '#src/lib/admin/form-errors.ts'
import { RichTextEditor } from '#src/components/admin/editor/rich-text-editor.tsx'
import { isBlankHtml } from '#src/components/admin/editor/html.ts'
import { campaignsKey, withCampaign } from '../api/get-campaigns.ts'
import { sendNewsletter } from '../api/send-newsletter.ts'
import { CampaignList } from './campaign-list.tsx'
import { CampaignProgress } from './campaign-progress.tsx'

/** SendNewsletterSchema of the contract, with messages in the admin's language. */
const NewsletterFormSchema = z.object({
  oggetto: requiredText(NewsletterLimits.subject),
  contenuto: z
    .string()
    .max(NewsletterLimits.content, 'validation.tooLong')
    .refine((html) => !isBlankHtml(html), 'validation.required'),
  posizioneImmagine: ImagePositionSchema,
})
type NewsletterValues = z.infer<typeof NewsletterFormSchema>

const FIELDS = ['oggetto', 'contenuto', 'posizioneImmagine'] as const

const empty: NewsletterValues = { oggetto: '', contenuto: '', posizioneImmagine: 'left' }

function sendFailureKey(error: unknown): string {
  if (isApiError(error, 409, NewsletterAdminMessages.noSubscribers)) {
    return 'adminNewsletter.noSubscribers'
  }
  return failureKey(error, 'adminNewsletter.sendError')
}

/**
 * /invianewsletter: subject, rich-text content (pictures uploaded through the editor) and
 * the side the pictures sit on. Sending asks once more, then follows the campaign's progress.
 */
export function NewsletterForm() {
  const { t } = useTranslation()
  const id = useId()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<NewsletterValues | null>(null)
  const [campaign, setCampaign] = useState<Campaign | null>(null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(NewsletterFormSchema),
    defaultValues: empty,
  })

  const send = useMutation({
    mutationFn: (values: SendNewsletterInput) => sendNewsletter(values),
    onSuccess: async (answer) => {
      setCampaign(answer.campaign)
      // Queued once: the form empties so the same newsletter is not sent twice by mistake.
      reset(empty)
      queryClient.setQueryData<Campaign[]>(campaignsKey, (list) =>
        withCampaign(list, answer.campaign),
      )
      await queryClient.invalidateQueries({ queryKey: campaignsKey })
    },
    onError: (error) => {
      if (!isApiError(error, 400)) return
      const placed = new Set<string>()
      for (const item of error.errors) {
        const field = FIELDS.find((name) => name === item.path.split('.')[0])
        if (!field || placed.has(field)) continue
        placed.add(field)
        setError(field, {
          type: 'server',
          message:
            item.message === FormMessages.required ? 'validation.required' : 'validation.tooLong',
        })
      }
    },
  })

  const onSubmit = handleSubmit((values) => {
    send.reset()
    setConfirming(values)
  })

  const confirm = () => {
    if (!confirming) return
    setCampaign(null)
    send.mutate(confirming)
    setConfirming(null)
  }

  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>
        <TextField
          label={`${t('adminNewsletter.fields.subject')} *`}
          required
          maxLength={NewsletterLimits.subject}
          error={errorText(errors.oggetto)}
          {...register('oggetto')}
        />
        <Controller
          control={control}
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
              error={errorText(errors.contenuto)}
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
                  {...register('posizioneImmagine')}
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
        {send.isError ? (
          <FormResult key={send.submittedAt} tone="error">
            {t(sendFailureKey(send.error))}
          </FormResult>
        ) : null}
        {send.isSuccess ? (
          <FormResult key={send.submittedAt} tone="success">
            {t('adminNewsletter.queued', { total: send.data.campaign.total })}
          </FormResult>
        ) : null}
        {confirming ? null : (
          <Button type="submit" size="lg" pending={send.isPending} className="self-start">
            {t('adminNewsletter.submit')}
          </Button>
        )}
      </form>

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
