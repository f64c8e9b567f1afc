import { MemberAdminCalls } from '@aula/contract/routes/members'
import { call } from '#src/lib/api-client.ts'
import { toFormData, type UploadOptions } from '#src/lib/admin/form-data.ts'

export interface TrainerFields {
  name: string
  surname: string
  email: string
  phoneNumber: string
  website: string
  description: string
  language: string
  session: string
  /** The English texts, '' for none (docs/product.md#content-languages-and-urls). */
  descriptionEn: string
  sessionEn: string
}

/** A new trainer (multipart, the photo in `foto`, optional). */
export const createTrainer = (
  trainer: TrainerFields,
  foto: File | null,
  { onProgress, signal }: UploadOptions,
) =>
  call(MemberAdminCalls.create, {
    body: toFormData({ ...trainer }, { foto }),
    onUploadProgress: onProgress,
    signal,
  })

/**
 * A trainer changed: named by `idMember` (and by the name and surname as stored), the edited
 * name travels as `newName` and `newSurname`.
 */
export const updateTrainer = (
  current: { idMember: number; name: string; surname: string },
  trainer: TrainerFields,
  foto: File | null,
  { onProgress, signal }: UploadOptions,
) =>
  call(MemberAdminCalls.update, {
    body: toFormData(
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
    onUploadProgress: onProgress,
    signal,
  })
