import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useParams } from 'react-router'
import { AdminFormPage } from '#src/components/admin/admin-form-page.tsx'
import { useTrainer } from '#src/features/members/admin/api/get-trainer.ts'
import { LoadState, NotFoundNotice } from '#src/components/admin/load-state.tsx'
import { TrainerForm } from '#src/features/members/admin/components/trainer-form.tsx'
import { idFromParam } from '#src/lib/admin/form.ts'
import { coursesQueryOptions } from '#src/features/courses/api/get-courses.ts'
import { onlineCoursesQueryOptions } from '#src/features/online-courses/api/get-online-courses.ts'
import { trainersQueryOptions } from '#src/features/members/api/get-trainers.ts'

/** A renamed trainer shows under the new name as organizer of their courses too. */
const invalidate = [
  trainersQueryOptions().queryKey,
  coursesQueryOptions().queryKey,
  onlineCoursesQueryOptions().queryKey,
]

export function AddTrainerRoute() {
  const { t } = useTranslation()
  return (
    <AdminFormPage title={t('admin.addTrainer')}>
      <TrainerForm invalidate={invalidate} />
    </AdminFormPage>
  )
}

function EditTrainer({ id }: { id: number }) {
  const trainer = useTrainer(id)
  // Their English texts, as an English visitor reads them (docs/product.md#content-languages-and-urls).
  const english = useTrainer(id, 'en')
  return (
    <LoadState query={trainer} layout="detail">
      {(member) =>
        english.isPending ? null : (
          <TrainerForm
            key={member.id}
            member={member}
            english={english.data}
            invalidate={invalidate}
          />
        )
      }
    </LoadState>
  )
}

export function EditTrainerRoute() {
  const { t } = useTranslation()
  const { id: param } = useParams()
  const id = idFromParam(param)
  return (
    <AdminFormPage title={t('admin.editTrainer', { id: param ?? '' })}>
      {id === null ? <NotFoundNotice /> : <EditTrainer id={id} />}
    </AdminFormPage>
  )
}
