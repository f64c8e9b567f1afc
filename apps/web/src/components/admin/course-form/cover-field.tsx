import { useTranslation } from 'react-i18next'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import type { ImageView } from '@aula/contract/topics'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { useFieldError } from './use-field-error.ts'
import { CurrentCover } from './form-parts.tsx'

/**
 * The cover of a course or video course: required when adding; when editing, the stored
 * cover is shown and a new file replaces it.
 */
export function CoverField({
  editing,
  cover,
  file,
  error,
  onChange,
}: {
  editing: boolean
  /** The stored cover (edit only). */
  cover: ImageView | null
  file: File | null
  error: string | undefined
  onChange: (file: File | null) => void
}) {
  const { t } = useTranslation()
  const fieldError = useFieldError()
  return (
    <>
      {editing && cover ? <CurrentCover cover={cover} /> : null}
      <FileField
        name="coverImage"
        label={editing ? t('adminCourses.fields.newCover') : t('adminCourses.fields.coverImage')}
        hint={editing ? t('adminCourses.fields.newCoverHint') : undefined}
        accept={AcceptedFiles.image}
        maxBytes={AdminFileLimits.imageBytes}
        required={!editing}
        error={fieldError(error)}
        files={file ? [file] : []}
        onChange={(chosen) => onChange(chosen[0] ?? null)}
      />
    </>
  )
}
