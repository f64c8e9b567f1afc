import type { ReactNode } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { Member } from '@aula/contract/members'
import { EmptyState, ErrorState, LoadingCards } from '#src/components/ui/query-state.tsx'
import { useTrainers } from '#src/features/members/api/get-trainers.ts'
import { TrainerCard } from './trainer-card.tsx'

/** /formatori: who teaches at the school; `actions` holds an admin's buttons. */
export function TrainerList({ actions }: { actions?: (trainer: Member) => ReactNode }) {
  const { t } = useTranslation()
  const trainers = useTrainers()
  if (trainers.data) {
    if (trainers.data.length === 0) return <EmptyState title={t('trainers.none')} />
    return (
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {trainers.data.map((trainer) => (
          <li key={trainer.id}>
            <TrainerCard trainer={trainer} actions={actions?.(trainer)} />
          </li>
        ))}
      </ul>
    )
  }
  if (trainers.isError) {
    return (
      <ErrorState
        error={trainers.error}
        onRetry={() => void trainers.refetch()}
        retrying={trainers.isFetching}
      />
    )
  }
  return <LoadingCards count={3} layout="list" />
}
