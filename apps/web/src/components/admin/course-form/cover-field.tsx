import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import type { ImageView } from '@aula/contract/topics'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { CurrentCover } from './form-parts.tsx'

/**
 * The cover of a course or video course: required when adding; when editing, the stored
 * cover is shown and a new file replaces it.
 */
export function CoverField({
  editing,
  cover,
  files,
  error,
  onChange,
}: {
  editing: boolean
  /** The stored cover (edit only). */
  cover: ImageView | null
  /** The form's fileProps('coverImage'): the chosen file, its setter, the word on it. */
  files: File[]
  error?: string
  onChange: (files: File[]) => void
}) {
  const { t } = useTranslation()
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
        error={error}
        files={files}
        onChange={(chosen) => onChange(chosen.slice(0, 1))}
      />
    </>
  )
}
