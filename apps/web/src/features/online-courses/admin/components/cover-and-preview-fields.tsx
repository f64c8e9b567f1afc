import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import type { ImageView } from '@aula/contract/topics'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { CoverField } from '#src/components/admin/course-form/cover-field.tsx'
import { FormSection } from '#src/components/admin/course-form/form-parts.tsx'

interface FileProps {
  files: File[]
  onChange: (files: File[]) => void
  /** Already translated. */
  error?: string
}

/**
 * The video course's cover and preview video: both required when adding; when editing,
 * the stored ones are shown and a new file replaces them.
 */
export function CoverAndPreviewFields({
  editing,
  cover,
  mainVideo,
  coverFile,
  videoFile,
}: {
  editing: boolean
  /** The stored cover (edit only). */
  cover: ImageView | null
  /** The stored preview video's address (edit only). */
  mainVideo: string
  /** The form's fileProps of the cover and of the preview video. */
  coverFile: FileProps
  videoFile: FileProps
}) {
  const { t } = useTranslation()

  return (
    <FormSection legend={t('adminCourses.sections.coverAndPreview')}>
      <CoverField editing={editing} cover={cover} {...coverFile} />
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
        error={videoFile.error}
        files={videoFile.files}
        onChange={(chosen) => videoFile.onChange(chosen.slice(0, 1))}
      />
    </FormSection>
  )
}
