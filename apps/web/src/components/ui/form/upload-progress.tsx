import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Button } from '#src/components/ui/button.tsx'
import type { UploadProgress as Progress } from '#src/lib/api-client.ts'
import { formatBytes } from '#src/lib/admin/files.ts'
import { ProgressBar } from '#src/components/ui/progress-bar.tsx'

/** How far an upload has gone, with a button that cancels it. */
export function UploadProgress({
  progress,
  onCancel,
  label,
}: {
  progress: Progress | null
  onCancel: () => void
  /** What is being sent ("the documents"); a general "uploading" when not given. */
  label?: string
}) {
  const { t } = useTranslation()
  const percent =
    progress && progress.total ? Math.floor((progress.loaded / progress.total) * 100) : 0
  // Once every byte is sent the server is saving: cancelling then could no longer promise
  // that nothing was stored, so the button gives way to a note.
  const sent = progress !== null && progress.total > 0 && progress.loaded >= progress.total
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-flour-300 bg-flour-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold text-charcoal-800">
        <span id="upload-progress-label">{label ?? t('adminForms.upload.sending')}</span>
        <span aria-hidden="true">
          {progress ? `${formatBytes(progress.loaded)} / ${formatBytes(progress.total)}` : ''}
        </span>
      </div>
      <ProgressBar labelledBy="upload-progress-label" percent={percent} />
      {sent ? (
        <p role="status" className="text-sm text-charcoal-700">
          {t('adminForms.upload.processing')}
        </p>
      ) : (
        <>
          {/* A resumable upload whose connection dropped says so, rather than look stuck. */}
          {progress?.retrying ? (
            <p role="status" className="text-sm font-semibold text-tomato-700">
              {t('adminForms.upload.reconnecting')}
            </p>
          ) : null}
          <div>
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('adminForms.upload.cancel')}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
