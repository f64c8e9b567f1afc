import { MemberWriteAnswerSchema, MemberWritePaths } from '@aula/contract/members'
import { adminForm, toFormData, type FormSendOptions } from '#src/lib/admin/admin-client.ts'

export interface TrainerFields {
  name: string
  surname: string
  email: string
  phoneNumber: string
  website: string
  description: string
  language: string
  session: string
}

type Send = Omit<FormSendOptions<typeof MemberWriteAnswerSchema>, 'schema'>

/** POST /api/member/add (multipart, the photo in `foto`, optional). */
export const createTrainer = (trainer: TrainerFields, foto: File | null, send: Send) =>
  adminForm('POST', MemberWritePaths.add, toFormData({ ...trainer }, { foto }), {
    schema: MemberWriteAnswerSchema,
    ...send,
  })

/**
 * PUT /api/member: the trainer is named by `idMember` (and by the name and surname as
 * stored), the edited name travels as `newName` and `newSurname`.
 */
export const updateTrainer = (
  current: { idMember: number; name: string; surname: string },
  trainer: TrainerFields,
  foto: File | null,
  send: Send,
) =>
  adminForm(
    'PUT',
    MemberWritePaths.member,
    toFormData(
      {
        ...trainer,
        idMember: current.idMember,
        name: current.name,
        surname: current.surname,
        newName: trainer.name,
        newSurname: trainer.surname,
      },
      { foto },
    ),
    { schema: MemberWriteAnswerSchema, ...send },
  )
