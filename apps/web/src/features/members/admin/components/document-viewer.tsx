import { useEffect, useId, useRef } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { buttonClasses } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { ErrorState } from '#src/components/ui/query-state.tsx'
import { Spinner } from '#src/components/ui/spinner.tsx'
import { CloseIcon } from '#src/components/ui/icons.tsx'
import { useDocumentFile } from '../api/get-document-file.ts'

/**
 * The file, from its blob: an image is shown, a PDF embedded (with a button that opens it on
 * its own, for browsers that do not embed PDFs). The object URL lives as long as the view.
 */
function FileView({
  blob,
  declaredType,
  label,
}: {
  blob: Blob
  declaredType?: string
  label: string
}) {
  const { t } = useTranslation()
  const image = useRef<HTMLImageElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const objectUrl = useRef<string | null>(null)
  const type = blob.type || declaredType || ''
  const pdf = type === 'application/pdf'

  useEffect(() => {
    const url = URL.createObjectURL(blob)
    if (image.current) image.current.src = url
    if (frame.current) frame.current.src = url
    objectUrl.current = url
    return () => {
      objectUrl.current = null
      URL.revokeObjectURL(url)
    }
  }, [blob])

  if (pdf) {
    return (
      <div className="flex flex-col gap-3">
        <iframe
          ref={frame}
          title={label}
          className="h-[70vh] w-full rounded-xl border border-flour-300 bg-white"
        />
        <button
          type="button"
          onClick={() => {
            if (objectUrl.current) window.open(objectUrl.current, '_blank', 'noopener')
          }}
          className="self-start font-semibold text-tomato-700 underline-offset-2 hover:underline"
        >
          {t('adminClients.viewer.openPdf')}
        </button>
      </div>
    )
  }
  return (
    <img
      ref={image}
      alt={label}
      className="mx-auto max-h-[70vh] w-auto max-w-full rounded-xl object-contain"
    />
  )
}

/**
 * A modal dialog with one side of an identity document. It opens on its close button, closes
 * on that button, on Escape or on a click beside it, and gives the focus back to what opened
 * it.
 */
export function DocumentViewer({
  title,
  url,
  declaredType,
  onClose,
}: {
  title: string
  url: string
  declaredType?: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const file = useDocumentFile(url)

  let body
  if (file.data) body = <FileView blob={file.data} declaredType={declaredType} label={title} />
  else if (file.isError)
    body = (
      <ErrorState
        error={file.error}
        onRetry={() => void file.refetch()}
        retrying={file.isFetching}
      />
    )
  else
    body = (
      <p role="status" className="flex items-center gap-3 py-10 text-charcoal-700">
        <Spinner className="size-6" />
        {t('adminClients.viewer.loading')}
      </p>
    )

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      size="xl"
      className="flex flex-col gap-4 rounded-3xl bg-flour-50 p-4 shadow-xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-charcoal-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('adminClients.viewer.close')}
          className={`${buttonClasses('ghost', 'sm')} shrink-0`}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      {body}
    </Dialog>
  )
}
