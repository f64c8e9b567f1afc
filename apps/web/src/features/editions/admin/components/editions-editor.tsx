import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { EditionMessages, type AdminEdition } from '@aula/contract/editions'
import { Button } from '#src/components/ui/button.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { deleteEdition } from '../api/delete-edition.ts'
import { courseEditionsQueryOptions, useCourseEditions } from '../api/get-course-editions.ts'
import { EditionForm } from './edition-form.tsx'
import { ParticipantsPanel } from './participants-panel.tsx'

type Open = { kind: 'edit' | 'participants'; id: number } | null

/** One edition's row: its days and seats, and what the admin may do with it. */
function EditionRow({
  courseId,
  edition,
  open,
  setOpen,
}: {
  courseId: number
  edition: AdminEdition
  open: Open
  setOpen: (open: Open) => void
}) {
  const { t } = useTranslation()
  const { formatDate } = useFormat()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const days =
    edition.startDate === edition.endDate
      ? formatDate(edition.startDate)
      : t('adminEditions.range', {
          start: formatDate(edition.startDate),
          end: formatDate(edition.endDate),
        })
  const remove = async () => {
    setRefusal(null)
    try {
      await deleteEdition(edition.id)
      await queryClient.invalidateQueries({
        queryKey: courseEditionsQueryOptions(courseId).queryKey,
      })
    } catch (error) {
      setConfirming(false)
      setRefusal(
        isApiError(error, 409, EditionMessages.hasParticipants)
          ? t('adminEditions.hasParticipants')
          : t('adminEditions.deleteError'),
      )
    }
  }
  const editing = open?.kind === 'edit' && open.id === edition.id
  const showing = open?.kind === 'participants' && open.id === edition.id
  return (
    <li
      aria-label={days}
      className="flex flex-col gap-3 rounded-2xl border border-flour-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <span className="font-semibold">{days}</span>
          <span className="text-sm text-charcoal-700">
            {[
              edition.hours === null ? null : t('adminEditions.hoursOf', { count: edition.hours }),
              edition.capacity === null
                ? t('adminEditions.noLimit', { taken: edition.seatsTaken })
                : t('adminEditions.seats', {
                    taken: edition.seatsTaken,
                    capacity: edition.capacity,
                  }),
              edition.soldOut ? t('adminEditions.soldOut') : null,
              t('adminEditions.waitingCount', { count: edition.waitingCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen(showing ? null : { kind: 'participants', id: edition.id })}
          >
            {t('adminEditions.showParticipants')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen(editing ? null : { kind: 'edit', id: edition.id })}
          >
            {t('adminEditions.edit')}
          </Button>
          {confirming ? (
            <Button size="sm" variant="primary" onClick={() => void remove()}>
              {t('adminEditions.confirmDelete')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              {t('adminEditions.delete')}
            </Button>
          )}
        </div>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-tomato-700">
          {refusal}
        </p>
      ) : null}
      {editing ? (
        <EditionForm courseId={courseId} edition={edition} onDone={() => setOpen(null)} />
      ) : null}
      {showing ? <ParticipantsPanel editionId={edition.id} /> : null}
    </li>
  )
}

/**
 * The editions of an in-person course, in its edit form (docs/product.md#editions): add,
 * edit and delete them, and per edition its participants, presence, CSV and waiting list.
 */
export function EditionsEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation()
  const editions = useCourseEditions(courseId)
  const [open, setOpen] = useState<Open>(null)
  return (
    <section
      aria-labelledby="course-editions"
      className="mt-10 flex flex-col gap-5 border-t border-flour-300 pt-8"
    >
      <h2 id="course-editions" className="text-2xl font-bold">
        {t('adminEditions.title')}
      </h2>
      <p className="text-charcoal-700">{t('adminEditions.intro')}</p>
      {editions.isPending ? (
        <p>{t('adminEditions.loading')}</p>
      ) : editions.isError ? (
        <p role="alert" className="text-tomato-700">
          {t('adminEditions.loadError')}
        </p>
      ) : editions.data.length === 0 ? (
        <p className="text-charcoal-700">{t('adminEditions.none')}</p>
      ) : (
        <ul aria-label={t('adminEditions.title')} className="flex flex-col gap-3">
          {editions.data.map((edition) => (
            <EditionRow
              key={edition.id}
              courseId={courseId}
              edition={edition}
              open={open}
              setOpen={setOpen}
            />
          ))}
        </ul>
      )}
      <h3 className="text-lg font-bold">{t('adminEditions.addTitle')}</h3>
      <EditionForm courseId={courseId} />
    </section>
  )
}
