import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { EditionPaths } from '@aula/contract/editions'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { participantsQueryOptions, useParticipants } from '../api/get-participants.ts'
import { setPresence } from '../api/set-presence.ts'
import { removeParticipant } from '../api/remove-participant.ts'

/**
 * An edition's participants (name, e-mail, order reference, paid on) with their presence,
 * the CSV of them, and the waiting list in its order (docs/product.md#editions).
 */
export function ParticipantsPanel({ editionId }: { editionId: number }) {
  const { t } = useTranslation()
  const { formatDateTime } = useFormat()
  const queryClient = useQueryClient()
  const participants = useParticipants(editionId)
  const [failed, setFailed] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  if (participants.isPending) return <p>{t('adminEditions.loadingParticipants')}</p>
  if (participants.isError) {
    return (
      <p role="alert" className="text-tomato-700">
        {t('adminEditions.participantsError')}
      </p>
    )
  }
  const { participants: people, waiting } = participants.data
  const mark = async (seat: number, present: boolean) => {
    setFailed(false)
    try {
      await setPresence(editionId, seat, present)
    } catch {
      setFailed(true)
    }
    await queryClient.invalidateQueries({ queryKey: participantsQueryOptions(editionId).queryKey })
  }
  const remove = async (seat: number) => {
    setFailed(false)
    try {
      await removeParticipant(editionId, seat)
    } catch {
      setFailed(true)
    }
    setRemoving(null)
    // The seat counts and the waiting list change with it.
    await queryClient.invalidateQueries({ queryKey: ['admin'] })
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 className="font-bold">{t('adminEditions.participants')}</h4>
        <a
          href={EditionPaths.participantsCsv(editionId)}
          download
          className={buttonClasses('secondary', 'sm')}
        >
          {t('adminEditions.exportCsv')}
        </a>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-tomato-700">
          {t('adminEditions.participantError')}
        </p>
      ) : null}
      {people.length === 0 ? (
        <p className="text-sm text-charcoal-700">{t('adminEditions.noParticipants')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('adminEditions.participants')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminEditions.name')}</th>
                <th scope="col">{t('adminEditions.email')}</th>
                <th scope="col">{t('adminEditions.reference')}</th>
                <th scope="col">{t('adminEditions.paidAt')}</th>
                <th scope="col">{t('adminEditions.present')}</th>
                <th scope="col">
                  <span className="sr-only">{t('adminEditions.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id} className="border-t border-flour-300">
                  <td className="py-2 pr-3">{person.name}</td>
                  <td className="py-2 pr-3">{person.email}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{person.reference}</td>
                  <td className="py-2 pr-3">
                    {person.paidAt ? formatDateTime(person.paidAt) : t('adminEditions.paying')}
                  </td>
                  <td className="py-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={person.present}
                      aria-label={t('adminEditions.presentOf', { name: person.name })}
                      onChange={(event) => void mark(person.id, event.target.checked)}
                    />
                  </td>
                  <td className="py-2 pl-3">
                    {removing === person.id ? (
                      <button
                        type="button"
                        className={buttonClasses('primary', 'sm')}
                        onClick={() => void remove(person.id)}
                      >
                        {t('adminEditions.confirmRemove', { name: person.name })}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={buttonClasses('ghost', 'sm')}
                        onClick={() => setRemoving(person.id)}
                      >
                        {t('adminEditions.remove', { name: person.name })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h4 className="font-bold">{t('adminEditions.waitingList')}</h4>
      {waiting.length === 0 ? (
        <p className="text-sm text-charcoal-700">{t('adminEditions.nobodyWaiting')}</p>
      ) : (
        <ol
          aria-label={t('adminEditions.waitingList')}
          className="flex list-decimal flex-col gap-1 pl-6 text-sm"
        >
          {waiting.map((person) => (
            <li key={person.email}>
              {person.name} ({person.email}) ·{' '}
              {t('adminEditions.since', { date: formatDateTime(person.since) })}
              {person.notifiedAt
                ? ` · ${t('adminEditions.notified', { date: formatDateTime(person.notifiedAt) })}`
                : ''}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
