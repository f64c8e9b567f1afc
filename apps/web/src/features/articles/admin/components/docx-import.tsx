import { useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { AcceptedFiles, AdminFileLimits, FileMessages } from '@aula/contract/admin-forms'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { useUpload } from '#src/components/ui/form/use-upload.ts'
import { failureKey } from '#src/components/ui/form/messages.ts'
import { formatBytes } from '#src/lib/admin/files.ts'
import { convertDocx } from '../api/convert-docx.ts'

/** What browsers report for a .docx, depending on the system (or nothing at all). */
const DOCX_TYPES = [
  '',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/octet-stream',
  'application/zip',
]

/** Only Word's .docx is converted: the name decides, the server sniffs the rest. */
const isDocx = (file: File) => /\.docx$/i.test(file.name) && DOCX_TYPES.includes(file.type)

type Outcome =
  { tone: 'success'; name: string; warnings: string[] } | { tone: 'error'; message: string }

/**
 * Fills the article's text from a Word document (POST /api/convert-docx-to-html/). Text
 * already written is replaced only after the admin confirms.
 */
export function DocxImport({
  hasContent,
  onImported,
}: {
  hasContent: boolean
  onImported: (html: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const upload = useUpload()
  const [waiting, setWaiting] = useState<File | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [converting, setConverting] = useState<string | null>(null)

  const convert = async (file: File) => {
    setWaiting(null)
    setConverting(file.name)
    try {
      const answer = await convertDocx(file, upload.start())
      onImported(answer.htmlContent)
      setOutcome({ tone: 'success', name: file.name, warnings: answer.warnings })
    } catch (error) {
      const key = isApiError(error, 413, FileMessages.docxUnpackedTooLarge)
        ? 'adminArticles.docx.unpackedTooLarge'
        : isApiError(error, 413, FileMessages.docxTooComplex)
          ? 'adminArticles.docx.tooComplex'
          : failureKey(error, {
              failure: 'adminArticles.docx.failed',
              byStatus: { 415: 'adminArticles.docx.notDocx' },
            })
      setOutcome({ tone: 'error', message: t(key) })
    } finally {
      upload.finish()
      setConverting(null)
    }
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setWaiting(null)
    if (!isDocx(file)) {
      setOutcome({ tone: 'error', message: t('adminArticles.docx.onlyDocx', { name: file.name }) })
      return
    }
    if (file.size > AdminFileLimits.documentBytes) {
      setOutcome({
        tone: 'error',
        message: t('adminForms.file.tooLarge', {
          name: file.name,
          max: formatBytes(AdminFileLimits.documentBytes),
        }),
      })
      return
    }
    setOutcome(null)
    if (hasContent) setWaiting(file)
    else void convert(file)
  }

  const percent =
    upload.progress && upload.progress.total
      ? Math.floor((upload.progress.loaded / upload.progress.total) * 100)
      : 0

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-flour-300 bg-flour-50 p-4">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-charcoal-800">
        {t('adminArticles.docx.label')}
      </label>
      <input
        id={`${id}-input`}
        type="file"
        accept={AcceptedFiles.docx}
        disabled={converting !== null}
        aria-describedby={`${id}-hint`}
        onChange={choose}
        className="min-h-11 rounded-xl border-2 border-dashed border-flour-300 bg-white px-3 py-2 text-sm text-charcoal-800 file:mr-3 file:rounded-full file:border-0 file:bg-charcoal-800 file:px-4 file:py-1.5 file:font-semibold file:text-flour-100 hover:border-charcoal-500"
      />
      <p id={`${id}-hint`} className="text-sm text-charcoal-500">
        {t('adminArticles.docx.hint')}
      </p>
      {waiting ? (
        <div
          role="group"
          aria-labelledby={`${id}-confirm`}
          className="flex flex-col gap-2 rounded-xl border border-crust-300 bg-white p-3"
        >
          <p id={`${id}-confirm`} className="text-sm font-semibold text-charcoal-900">
            {t('adminArticles.docx.confirm', { name: waiting.name })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void convert(waiting)}>
              {t('adminArticles.docx.replace')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setWaiting(null)}>
              {t('adminArticles.docx.keep')}
            </Button>
          </div>
        </div>
      ) : null}
      {converting !== null ? (
        <div className="flex flex-col gap-2">
          <p id={`${id}-progress`} className="text-sm font-semibold text-charcoal-800">
            {t('adminArticles.docx.converting', { name: converting, percent })}
          </p>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-flour-200"
          >
            <div className="h-full rounded-full bg-basil-600" style={{ width: `${percent}%` }} />
          </div>
          <div>
            <Button size="sm" variant="secondary" onClick={upload.cancel}>
              {t('adminForms.upload.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {outcome?.tone === 'error' ? <FormMessage tone="error">{outcome.message}</FormMessage> : null}
      {outcome?.tone === 'success' ? (
        <FormMessage tone={outcome.warnings.length ? 'info' : 'success'}>
          <p>{t('adminArticles.docx.imported', { name: outcome.name })}</p>
          {outcome.warnings.length ? (
            <>
              <p className="mt-2">{t('adminArticles.docx.warnings')}</p>
              <ul className="mt-1 list-disc pl-5">
                {outcome.warnings.map((warning, index) => (
                  <li key={index}>{warning}</li>
                ))}
              </ul>
            </>
          ) : null}
        </FormMessage>
      ) : null}
    </div>
  )
}
