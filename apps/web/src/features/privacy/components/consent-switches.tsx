import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ConsentsAnswer } from '@aula/contract/privacy'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { isTooManyRequests } from '#src/lib/api-client.ts'
import { formatDate } from '#src/lib/format.ts'
import { currentLanguage } from '#src/lib/i18n.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { consentVersionShown } from '#src/lib/privacy-policy.ts'
import { consentsQueryKey } from '../api/get-consents.ts'
import { setConsent } from '../api/set-consent.ts'

type Kind = 'newsletter' | 'marketing'

/**
 * The newsletter and marketing consents as checkboxes: each change is sent at once with the
 * version of the sentence beside it (docs/product.md#privacy), and the answer is the new
 * state. The newsletter still asks to confirm from the mailbox.
 */
export function ConsentSwitches({ email, consents }: { email: string; consents: ConsentsAnswer }) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const queryClient = useQueryClient()
  /** The change on its way: shown at once, undone if the server refuses it. */
  const [pending, setPending] = useState<{ kind: Kind; given: boolean } | null>(null)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function change(kind: Kind, given: boolean) {
    setPending({ kind, given })
    setOutcome(null)
    try {
      const version = await consentVersionShown(queryClient, kind)
      const answer = await setConsent({ consent: kind, given, version })
      queryClient.setQueryData(consentsQueryKey(email), answer)
      setOutcome({
        tone: 'success',
        text:
          kind === 'newsletter' && given
            ? t('privacy.consents.newsletterPending')
            : t('privacy.consents.saved'),
      })
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: isTooManyRequests(error)
          ? t('errors.tooManyRequests')
          : t('privacy.consents.saveError'),
      })
    } finally {
      setPending(null)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {(['newsletter', 'marketing'] as const).map((kind) => {
        const state = consents.current[kind]
        const id = `privacy-consent-${kind}`
        return (
          <div key={kind} className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="mt-0.5 size-6 shrink-0 accent-tomato-600"
              checked={pending?.kind === kind ? pending.given : state?.given === true}
              disabled={pending !== null}
              aria-describedby={`${id}-text ${id}-state`}
              onChange={(event) => void change(kind, event.currentTarget.checked)}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={id} className="font-semibold text-charcoal-900">
                {t(`privacy.consents.${kind}`)}
              </label>
              <p id={`${id}-text`} className="text-sm text-charcoal-700">
                {t(kind === 'newsletter' ? 'consent.newsletter' : 'consent.marketing')}
              </p>
              <p id={`${id}-state`} className="text-sm text-charcoal-600">
                {state
                  ? t(state.given ? 'privacy.consents.given' : 'privacy.consents.withdrawn', {
                      date: formatDate(state.at, language),
                    })
                  : t('privacy.consents.never')}
              </p>
            </div>
          </div>
        )
      })}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <details className="text-sm text-charcoal-700">
        <summary className="cursor-pointer font-semibold">{t('privacy.consents.history')}</summary>
        {consents.history.length === 0 ? (
          <p className="mt-2">{t('privacy.consents.historyEmpty')}</p>
        ) : (
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {consents.history.map((event, index) => (
              <li key={index}>
                {t('privacy.consents.historyItem', {
                  consent: t(`privacy.consents.kinds.${event.consent}`),
                  state: t(`privacy.consents.states.${event.given ? 'given' : 'withdrawn'}`),
                  date: formatDate(event.at, language),
                  version: event.version,
                })}
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  )
}
