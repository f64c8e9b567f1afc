import { useTranslation } from 'react-i18next'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import type { ImageView } from '@aula/contract/topics'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { useFieldError } from '#src/components/admin/course-form/use-field-error.ts'
import { CoverField } from '#src/components/admin/course-form/cover-field.tsx'
import { FormSection } from '#src/components/admin/course-form/form-parts.tsx'

/**
 * The video course's cover and preview video: both required when adding; when editing,
 * the stored ones are shown and a new file replaces them.
 */
export function CoverAndPreviewFields({
  editing,
  cover,
  mainVideo,
  files,
  onFileChange,
  errors,
}: {
  editing: boolean
  /** The stored cover (edit only). */
  cover: ImageView | null
  /** The stored preview video's address (edit only). */
  mainVideo: string
  files: { coverImage: File | null; video: File | null }
  onFileChange: (name: 'coverImage' | 'video', file: File | null) => void
  errors: { coverImage?: string; video?: string }
}) {
  const { t } = useTranslation()
  const fieldError = useFieldError()

  return (
    <FormSection legend={t('adminCourses.sections.coverAndPreview')}>
      <CoverField
        editing={editing}
        cover={cover}
        file={files.coverImage}
        error={errors.coverImage}
        onChange={(file) => onFileChange('coverImage', file)}
      />
      {editing && mainVideo ? (
        <p className="text-sm text-charcoal-800">
          <span className="font-semibold">{t('adminCourses.media.currentMainVideo')}: </span>
          <a
            href={mainVideo}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-tomato-700 underline underline-offset-4"
          >
            {t('adminCourses.media.watch')}
          </a>
        </p>
      ) : null}
      <FileField
        name="video"
        label={editing ? t('adminCourses.fields.newMainVideo') : t('adminCourses.fields.mainVideo')}
        hint={
          editing
            ? t('adminCourses.fields.newMainVideoHint')
            : t('adminCourses.fields.mainVideoHint')
        }
        accept={AcceptedFiles.video}
        maxBytes={AdminFileLimits.videoBytes}
        required={!editing}
        error={fieldError(errors.video)}
        files={files.video ? [files.video] : []}
        onChange={(chosen) => onFileChange('video', chosen[0] ?? null)}
      />
    </FormSection>
  )
}
