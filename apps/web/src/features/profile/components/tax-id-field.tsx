import { useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import type { UserProfile } from '@aula/contract/profile'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { profileQueryKey } from '../api/get-profile.ts'
import { useAccount } from '../hooks/use-account.ts'

/** The translation keys of one identifier's texts. */
export interface TaxIdTexts {
  label: string
  hint: string
  invalid: string
  saved: string
  saveError: string
  add: string
  edit: string
}

interface TaxIdFieldProps {
  /** Which profile field this is. */
  field: 'iban' | 'CF'
  value: string | null
  texts: TaxIdTexts
  normalize: (value: string) => string
  isValid: (value: string) => boolean
  /** The server's refusal of a value that fails its check ('Invalid IBAN', 'Invalid CF'). */
  invalidMessage: string
  save: (email: string, value: string) => Promise<string>
  autoComplete?: string
}

/** How the server's refusal of the value is marked on the field, instead of above the button. */
const REFUSED = 'refused'

function TaxIdForm({
  field,
  value,
  texts,
  normalize,
  isValid,
  invalidMessage,
  save,
  autoComplete,
  onSaved,
  onCancel,
}: TaxIdFieldProps & { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const { email } = useAccount()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    // Checked by its check digits before it is sent.
    schema: z.object({
      value: z.pipe(z.string(), z.transform(normalize)).check(z.refine(isValid, texts.invalid)),
    }),
    defaultValues: { value: value ?? '' },
    send: async ({ values }) => {
      try {
        return await save(email, values.value)
      } catch (error) {
        if (isApiError(error, 400, invalidMessage)) {
          form.setError('value', { type: REFUSED, message: texts.invalid })
        }
        throw error
      }
    },
    success: null,
    failure: {
      failure: texts.saveError,
      own: (error) => {
        if (isTooManyRequests(error)) return 'errors.tooManyRequests'
        if (error instanceof NetworkError) return 'errors.network'
        return texts.saveError
      },
    },
    resetTo: (stored) => ({ value: stored }),
    onSuccess: (stored) => {
      queryClient.setQueryData<UserProfile>(profileQueryKey(email), (profile) =>
        profile ? { ...profile, [field]: stored } : profile,
      )
      onSaved()
    },
  })
  const refused = form.formState.errors.value?.type === REFUSED

  return (
    <Form form={form} className="flex flex-col gap-3">
      <InputField
        label={t(texts.label)}
        hint={t(texts.hint)}
        error={form.errorText('value')}
        autoComplete={autoComplete}
        autoCapitalize="characters"
        spellCheck={false}
        // The member asked to edit it: the field takes the focus at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="font-mono"
        {...form.register('value')}
      />
      <FormFooter
        form={{ ...form, outcome: refused ? null : form.outcome }}
        size="md"
        submit={t('profile.actions.save')}
      >
        <Button variant="ghost" onClick={onCancel} disabled={form.pending}>
          {t('profile.actions.cancel')}
        </Button>
      </FormFooter>
    </Form>
  )
}

/**
 * A tax identifier the member gives for payouts (IBAN, codice fiscale): shown, then edited
 * and saved. The value is checked by its check digits before it is sent, and the server's
 * refusal of a wrong one is shown under the field too.
 */
export function TaxIdField(props: TaxIdFieldProps) {
  const { t } = useTranslation()
  const { value, texts } = props
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-4">
      {editing ? (
        <TaxIdForm
          {...props}
          onSaved={() => {
            setEditing(false)
            setSaved(true)
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <dl className="flex flex-col gap-0.5">
              <dt className="text-sm font-semibold text-charcoal-700">{t(texts.label)}</dt>
              <dd className="font-mono break-all text-charcoal-900">
                {value ?? <span className="font-sans">{t('profile.notGiven')}</span>}
              </dd>
            </dl>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setSaved(false)
                setEditing(true)
              }}
            >
              {value ? t(texts.edit) : t(texts.add)}
            </Button>
          </div>
          {saved ? <FormMessage tone="success">{t(texts.saved)}</FormMessage> : null}
        </>
      )}
    </div>
  )
}
