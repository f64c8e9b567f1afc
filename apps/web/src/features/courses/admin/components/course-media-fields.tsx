import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import type { ImageView } from '@aula/contract/topics'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { CurrentMedia, type MediaItem } from './current-media.tsx'
import { CoverField } from '#src/components/admin/course-form/cover-field.tsx'
import { FormSection } from '#src/components/admin/course-form/form-parts.tsx'

/** A file input's state, as the form's fileProps gives it. */
interface FileProps {
  files: File[]
  onChange: (files: File[]) => void
  /** Already translated. */
  error?: string
}

/**
 * The in-person course's media section: the cover (required when adding), the gallery and
 * the videos. When editing, the stored ones are listed above the inputs so the admin can
 * keep or drop each; the new files may only fill the places left.
 */
export function CourseMediaFields({
  editing,
  cover,
  photos,
  onPhotosChange,
  videos,
  onVideosChange,
  files,
  errors,
}: {
  editing: boolean
  /** The stored cover (edit only). */
  cover: ImageView | null
  photos: MediaItem[]
  onPhotosChange: (items: MediaItem[]) => void
  videos: MediaItem[]
  onVideosChange: (items: MediaItem[]) => void
  files: Record<'coverImage' | 'photos' | 'videos', FileProps>
  /** Already translated: what the server said of the kept photos and videos. */
  errors: { existingImages?: string; existingVideos?: string }
}) {
  const { t } = useTranslation()

  const maxPhotos = AdminFileLimits.photos - photos.filter((item) => item.kept).length
  const maxVideos = AdminFileLimits.videos - videos.filter((item) => item.kept).length

  return (
    <FormSection legend={t('adminCourses.sections.media')}>
      <CoverField editing={editing} cover={cover} {...files.coverImage} />
      <CurrentMedia
        kind="photo"
        title={t('adminCourses.media.currentPhotos')}
        items={photos}
        onChange={onPhotosChange}
      />
      {errors.existingImages ? (
        <p className="text-sm font-medium text-tomato-700">{errors.existingImages}</p>
      ) : null}
      <FileField
        name="photos"
        label={editing ? t('adminCourses.fields.newPhotos') : t('adminCourses.fields.photos')}
        hint={t('adminCourses.fields.photosHint', { count: AdminFileLimits.photos })}
        accept={AcceptedFiles.image}
        maxBytes={AdminFileLimits.imageBytes}
        multiple
        maxFiles={Math.max(maxPhotos, 0)}
        {...files.photos}
      />
      <CurrentMedia
        kind="video"
        title={t('adminCourses.media.currentVideos')}
        items={videos}
        onChange={onVideosChange}
      />
      {errors.existingVideos ? (
        <p className="text-sm font-medium text-tomato-700">{errors.existingVideos}</p>
      ) : null}
      <FileField
        name="videos"
        label={editing ? t('adminCourses.fields.newVideos') : t('adminCourses.fields.videos')}
        hint={t('adminCourses.fields.videosHint', { count: AdminFileLimits.videos })}
        accept={AcceptedFiles.video}
        maxBytes={AdminFileLimits.videoBytes}
        multiple
        maxFiles={Math.max(maxVideos, 0)}
        {...files.videos}
      />
    </FormSection>
  )
}
