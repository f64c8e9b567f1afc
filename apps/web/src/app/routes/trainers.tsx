import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { Member } from '@aula/contract/members'
import { paths } from '#src/config/paths.ts'
import { ContentLayout } from '#src/components/layouts/content-layout.tsx'
import { useSession } from '#src/lib/session.ts'
import { AdminActions } from '#src/components/admin/admin-actions.tsx'
import { MissingEnglishBadge } from '#src/components/admin/bilingual-fields.tsx'
import { deleteTrainer } from '#src/features/members/admin/api/delete-trainer.ts'
import { trainersQueryOptions } from '#src/features/members/api/get-trainers.ts'
import { TrainerList } from '#src/features/members/components/trainer-list.tsx'

/**
 * An admin's edit and delete buttons on a trainer, and "EN mancante" when the trainer has no
 * English description (docs/product.md#content-languages-and-urls).
 */
const trainerActions = (trainer: Member) => (
  <>
    {trainer.translated ? null : <MissingEnglishBadge />}
    <AdminActions
      name={`${trainer.name} ${trainer.surname}`.trim()}
      editHref={paths.admin.editTrainer.getHref(trainer.idMember)}
      remove={() => deleteTrainer(trainer)}
      invalidate={[trainersQueryOptions().queryKey]}
    />
  </>
)

export function TrainersRoute() {
  const { t } = useTranslation()
  const admin = useSession().user?.group === 'admin'
  return (
    <ContentLayout title={t('pages.trainers.title')} width="wide">
      <p className="-mt-2 mb-8 max-w-3xl text-lg text-charcoal-700">{t('trainers.intro')}</p>
      <TrainerList actions={admin ? trainerActions : undefined} />
    </ContentLayout>
  )
}
