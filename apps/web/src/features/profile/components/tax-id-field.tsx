import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import type { UserProfile } from '@aula/contract/profile'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError, isTooManyRequests, NetworkError } from '#src/lib/api-client.ts'
import { profileQueryKey } from '../api/get-profile.ts'
import { useAccount } from '../hooks/use-account.ts'

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

type Outcome = { tone: 'success' | 'error'; text: string } | null

/**
 * A tax identifier the member gives for payouts (IBAN, codice fiscale): shown, then edited
 * and saved. The value is checked by its check digits before it is sent, and the server's
 * refusal of a wrong one is shown under the field too.
 */
export function TaxIdField({
  field,
  value,
  texts,
  normalize,
  isValid,
  invalidMessage,
  save,
  autoComplete,
}: TaxIdFieldProps) {
  const { t } = useTranslation()
  const { email } = useAccount()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [saving, setSaving] = useState(false)

  const open = () => {
    setDraft(value ?? '')
    setFieldError(undefined)
    setOutcome(null)
    setEditing(true)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const normalized = normalize(draft)
    if (!isValid(normalized)) {
      setFieldError(texts.invalid)
      return
    }
    setFieldError(undefined)
    setOutcome(null)
    setSaving(true)
    try {
      const stored = await save(email, normalized)
      queryClient.setQueryData<UserProfile>(profileQueryKey(email), (profile) =>
        profile ? { ...profile, [field]: stored } : profile,
      )
      setEditing(false)
      setOutcome({ tone: 'success', text: texts.saved })
    } catch (error) {
      if (isApiError(error, 400, invalidMessage)) setFieldError(texts.invalid)
      else if (isTooManyRequests(error))
        setOutcome({ tone: 'error', text: t('errors.tooManyRequests') })
      else if (error instanceof NetworkError)
        setOutcome({ tone: 'error', text: t('errors.network') })
      else setOutcome({ tone: 'error', text: texts.saveError })
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-4">
      {editing ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <TextField
            label={texts.label}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            hint={texts.hint}
            error={fieldError}
            autoComplete={autoComplete}
            autoCapitalize="characters"
            spellCheck={false}
            // The member asked to edit it: the field takes the focus at once.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="font-mono"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" pending={saving}>
              {t('profile.actions.save')}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
              {t('profile.actions.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <dl className="flex flex-col gap-0.5">
            <dt className="text-sm font-semibold text-charcoal-700">{texts.label}</dt>
            <dd className="font-mono break-all text-charcoal-900">
              {value ?? <span className="font-sans">{t('profile.notGiven')}</span>}
            </dd>
          </dl>
          <Button variant="secondary" size="sm" onClick={open}>
            {value ? texts.edit : texts.add}
          </Button>
        </div>
      )}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
    </div>
  )
}
