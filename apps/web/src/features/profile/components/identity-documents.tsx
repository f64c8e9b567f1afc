import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type Ref,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { useQueryClient } from '@tanstack/react-query'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  DOCUMENT_TYPES,
  ProfileMessages,
  type UserProfile,
} from '@aula/contract/profile'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { profileQueryKey } from '../api/get-profile.ts'
import { uploadDocuments, type UploadProgress } from '../api/upload-documents.ts'
import { useAccount } from '../hooks/use-account.ts'
import { ProfileSection } from './profile-section.tsx'
import { ProgressBar } from '#src/components/ui/progress-bar.tsx'

const ACCEPT = DOCUMENT_TYPES.join(',')
const MAX_MB = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024))

type Side = 'front' | 'back'
type Field = Side | 'name'

/**
 * What the server said about a refused upload, as texts next to the fields: a side that is
 * not an accepted type (415) or too large (413), a document name too long (400). Null for
 * any other failure, which the form tells as a whole.
 */
function serverRefusal(error: unknown, t: TFunction): Partial<Record<Field, string>> | null {
  if (isApiError(error, 400, ProfileMessages.invalidDocumentName)) {
    return { name: t('profile.documents.nameTooLong', { max: DOCUMENT_NAME_MAX }) }
  }
  if (!isApiError(error) || (error.status !== 413 && error.status !== 415)) return null
  const text =
    error.status === 413
      ? t('profile.documents.serverTooLarge', { max: MAX_MB })
      : t('profile.documents.serverWrongType')
  const sides = error.errors
    .map((e) => e.path)
    .filter((path): path is Side => path === 'front' || path === 'back')
  // An answer that does not say which side (a proxy's 413, say) marks both.
  const marked: Side[] = sides.length > 0 ? sides : ['front', 'back']
  return Object.fromEntries(marked.map((side) => [side, text]))
}

/** A size as people read it: 820 KB, 1.4 MB. */
function formatSize(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

function DocumentInput({
  label,
  file,
  error,
  disabled,
  onChange,
  ref,
}: {
  label: string
  file: File | null
  error?: string
  disabled: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  ref?: Ref<HTMLInputElement>
}) {
  const { t } = useTranslation()
  const id = useId()
  const described = [`${id}-hint`, file ? `${id}-file` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={onChange}
        className="min-h-11 rounded-xl border-2 border-dashed border-flour-300 bg-white p-2 text-sm file:mr-3 file:min-h-9 file:rounded-full file:border-0 file:bg-charcoal-800 file:px-4 file:font-semibold file:text-flour-100"
      />
      <p id={`${id}-hint`} className="text-sm text-charcoal-500">
        {t('profile.documents.fileHint', { max: MAX_MB })}
      </p>
      {file ? (
        <p id={`${id}-file`} className="text-sm text-charcoal-700">
          {t('profile.documents.chosen', { name: file.name, size: formatSize(file.size) })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function UploadBar({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation()
  const id = useId()
  const percent = progress.total ? Math.floor((progress.loaded / progress.total) * 100) : 0
  return (
    <div className="flex flex-col gap-2">
      <span id={id} className="text-sm font-semibold text-charcoal-800">
        {t('profile.documents.uploading')}
      </span>
      <ProgressBar labelledBy={id} percent={percent} />
    </div>
  )
}

function UploadForm({ onResult }: { onResult: (ok: boolean | null) => void }) {
  const { t } = useTranslation()
  const { email } = useAccount()
  const queryClient = useQueryClient()
  const [files, setFiles] = useState<Record<Side, File | null>>({ front: null, back: null })
  const [documentName, setDocumentName] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const frontInput = useRef<HTMLInputElement>(null)
  const backInput = useRef<HTMLInputElement>(null)
  const inputOf = (field: Field) =>
    (field === 'name' ? nameInput : field === 'front' ? frontInput : backInput).current
  // The first field marked wrong takes the focus once it can (inputs are disabled while
  // the upload runs), so its reason is read out.
  const pendingFocus = useRef<Field | null>(null)
  const focusFirst = (marked: Partial<Record<Field, string>>) => {
    pendingFocus.current = (['name', 'front', 'back'] as const).find((f) => marked[f]) ?? null
  }
  useEffect(() => {
    const input = pendingFocus.current ? inputOf(pendingFocus.current) : null
    if (input && !input.disabled) {
      pendingFocus.current = null
      input.focus()
    }
  })

  const choose = (side: Side) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    let error: string | undefined
    if (file && !(DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
      error = t('profile.documents.wrongType', { name: file.name })
    } else if (file && file.size > DOCUMENT_MAX_BYTES) {
      error = t('profile.documents.tooLarge', { name: file.name, max: MAX_MB })
    }
    if (error) event.target.value = ''
    setErrors((current) => ({ ...current, [side]: error }))
    setFiles((current) => ({ ...current, [side]: error ? null : file }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const name = documentName.trim()
    const missing: Partial<Record<Field, string>> = {}
    if (!name) missing.name = t('profile.documents.nameMissing')
    if (!files.front) missing.front = errors.front ?? t('profile.documents.frontMissing')
    if (!files.back) missing.back = errors.back ?? t('profile.documents.backMissing')
    if (!name || !files.front || !files.back) {
      setErrors(missing)
      focusFirst(missing)
      return
    }
    setErrors({})
    onResult(null)
    setProgress({ loaded: 0, total: files.front.size + files.back.size })
    try {
      await uploadDocuments({
        email,
        name,
        front: files.front,
        back: files.back,
        onProgress: setProgress,
      })
      onResult(true)
      await queryClient.invalidateQueries({ queryKey: profileQueryKey(email) })
    } catch (error) {
      const refused = serverRefusal(error, t)
      if (!refused) {
        onResult(false)
        return
      }
      // The refused files must be chosen again: they are cleared, the reason stays beside them.
      for (const side of ['front', 'back'] as const) {
        const input = inputOf(side)
        if (refused[side] && input) input.value = ''
      }
      setFiles((current) => ({
        front: refused.front ? null : current.front,
        back: refused.back ? null : current.back,
      }))
      setErrors(refused)
      focusFirst(refused)
    } finally {
      setProgress(null)
    }
  }

  const uploading = progress !== null
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        ref={nameInput}
        label={t('profile.documents.name')}
        hint={t('profile.documents.nameHint')}
        error={errors.name}
        value={documentName}
        maxLength={DOCUMENT_NAME_MAX}
        autoComplete="off"
        required
        disabled={uploading}
        onChange={(event) => {
          setDocumentName(event.target.value)
          if (errors.name) setErrors((current) => ({ ...current, name: undefined }))
        }}
        className="md:max-w-md"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <DocumentInput
          ref={frontInput}
          label={t('profile.documents.front')}
          file={files.front}
          error={errors.front}
          disabled={uploading}
          onChange={choose('front')}
        />
        <DocumentInput
          ref={backInput}
          label={t('profile.documents.back')}
          file={files.back}
          error={errors.back}
          disabled={uploading}
          onChange={choose('back')}
        />
      </div>
      {progress ? <UploadBar progress={progress} /> : null}
      <div>
        <Button type="submit" pending={uploading}>
          {t('profile.documents.submit')}
        </Button>
      </div>
    </form>
  )
}

/** The admin's rejection of the last document, with the reason when one was given. */
function RejectedNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-tomato-600 bg-tomato-50 p-4 text-tomato-700">
      <p className="font-semibold break-words">
        {reason
          ? t('profile.documents.rejectedWithReason', { reason })
          : t('profile.documents.rejected')}
      </p>
      <p className="mt-1 text-sm text-charcoal-800">{t('profile.documents.tryAgain')}</p>
    </div>
  )
}

/**
 * Identity verification: the upload form until documents are sent, then "in progress"
 * while an admin looks at them, then verified. A rejected document brings the form back,
 * under the admin's reason (docs/product.md#screens).
 */
export function IdentityDocuments({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation()
  const [result, setResult] = useState<boolean | null>(null)

  let state
  if (profile.docVerified) {
    state = (
      <p className="rounded-2xl border border-basil-600 bg-basil-50 p-4 font-semibold text-basil-700">
        {t('profile.documents.verified')}
      </p>
    )
  } else if (profile.veryfing) {
    state = (
      <p className="rounded-2xl border border-crust-400 bg-flour-100 p-4 font-semibold text-charcoal-900">
        {t('profile.documents.pending')}
      </p>
    )
  } else {
    state = (
      <>
        {profile.document?.status === 'rejected' ? (
          <RejectedNotice reason={profile.document.reason} />
        ) : null}
        <UploadForm onResult={setResult} />
      </>
    )
  }

  return (
    <ProfileSection title={t('profile.documents.title')} intro={t('profile.documents.intro')}>
      {state}
      {result === true ? (
        <FormMessage tone="success">{t('profile.documents.success')}</FormMessage>
      ) : null}
      {result === false ? (
        <FormMessage tone="error">{t('profile.documents.failure')}</FormMessage>
      ) : null}
    </ProfileSection>
  )
}
