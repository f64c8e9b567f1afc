import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AcceptedFiles, AdminFileLimits } from '@aula/contract/admin-forms'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { useUpload } from '#src/components/ui/form/use-upload.ts'
import { failureKey } from '#src/components/ui/form/messages.ts'
import { uploadEditorImage } from './upload-image.ts'

const IMAGE_TYPES = AcceptedFiles.image.split(',')

/**
 * The small modal dialog that uploads a picture (POST /api/upload/) and puts it in the text,
 * with its alternative text for people who cannot see it. The upload shows its progress and
 * can be cancelled; while it runs, Escape and a click beside the dialog do not close it.
 */
export function ImagePanel({
  onInsert,
  onClose,
}: {
  onInsert: (image: { src: string; alt: string }) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const progressId = useId()
  const upload = useUpload()
  const [files, setFiles] = useState<File[]>([])
  const [alt, setAlt] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const send = async () => {
    const file = files[0]
    if (!file) {
      setProblem(t('adminEditor.image.chooseFile'))
      return
    }
    // The server sniffs the content; an obviously different type is refused here already.
    if (file.type && !IMAGE_TYPES.includes(file.type)) {
      setProblem(t('adminEditor.image.wrongType'))
      return
    }
    setProblem(null)
    try {
      const answer = await uploadEditorImage(file, upload.start())
      onInsert({ src: answer.url, alt: alt.trim() })
    } catch (error) {
      setProblem(t(failureKey(error, { failure: 'adminEditor.image.failed' })))
    } finally {
      upload.finish()
    }
  }

  // Inside the article's <form>: Enter in a text field must not submit the article.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (
      event.key === 'Enter' &&
      event.target instanceof HTMLInputElement &&
      event.target.type === 'text'
    ) {
      event.preventDefault()
      void send()
    }
  }

  const percent =
    upload.progress && upload.progress.total
      ? Math.floor((upload.progress.loaded / upload.progress.total) * 100)
      : 0

  return (
    <Dialog
      open
      onClose={() => {
        if (!upload.uploading) onClose()
      }}
      labelledBy={titleId}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl"
    >
      <p id={titleId} className="font-semibold text-charcoal-900">
        {t('adminEditor.image.title')}
      </p>
      <FileField
        name="file"
        label={t('adminEditor.image.file')}
        accept={AcceptedFiles.image}
        maxBytes={AdminFileLimits.imageBytes}
        required
        hint={t('adminEditor.image.fileHint')}
        files={files}
        onChange={(chosen) => {
          setFiles(chosen)
          setProblem(null)
        }}
      />
      <InputField
        label={t('adminEditor.image.alt')}
        hint={t('adminEditor.image.altHint')}
        value={alt}
        maxLength={300}
        onChange={(event) => setAlt(event.target.value)}
      />
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      {upload.uploading ? (
        <div className="flex flex-col gap-2">
          <p id={progressId} className="text-sm font-semibold text-charcoal-800">
            {t('adminEditor.image.uploading', { percent })}
          </p>
          <div
            role="progressbar"
            aria-labelledby={progressId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-flour-200"
          >
            <div className="h-full rounded-full bg-basil-600" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {upload.uploading ? (
          <Button size="sm" variant="secondary" onClick={upload.cancel}>
            {t('adminEditor.image.cancel')}
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={() => void send()}>
              {t('adminEditor.image.insert')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onClose}>
              {t('adminEditor.close')}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  )
}
