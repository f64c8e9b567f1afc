import { useRef, useState } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { TFunction } from '#src/lib/i18n/translator.ts'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  DOCUMENT_TYPES,
  ProfileMessages,
  type UserProfile,
} from '@aula/contract/profile'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { isApiError } from '#src/lib/api-client.ts'
import { profileQueryKey } from '../api/get-profile.ts'
import { uploadDocuments } from '../api/upload-documents.ts'
import { useAccount } from '../hooks/use-account.ts'
import { ProfileSection } from './profile-section.tsx'

const ACCEPT = DOCUMENT_TYPES.join(',')
const MAX_MB = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024))

type Side = 'front' | 'back'
const SIDES = ['front', 'back'] as const

const DocumentSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'profile.documents.nameMissing'),
      z.maxLength(DOCUMENT_NAME_MAX, 'validation.tooLong'),
    ),
})

/**
 * What the server said about sides it refused, as texts beside them: not an accepted type
 * (415) or too large (413). Null for any other answer.
 */
function sideRefusal(error: unknown, t: TFunction): Partial<Record<Side, string>> | null {
  if (!isApiError(error) || (error.status !== 413 && error.status !== 415)) return null
  const text =
    error.status === 413
      ? t('profile.documents.serverTooLarge', { max: MAX_MB })
      : t('profile.documents.serverWrongType')
  const sides = error.errors
    .map((e) => e.path)
    .filter((path): path is Side => path === 'front' || path === 'back')
  // An answer that does not say which side (a proxy's 413, say) marks both.
  const marked: Side[] = sides.length > 0 ? sides : [...SIDES]
  return Object.fromEntries(marked.map((side) => [side, text]))
}

/** Whether the server's refusal is told beside the fields rather than above the button. */
const toldBeside = (error: unknown, t: TFunction) =>
  isApiError(error, 400, ProfileMessages.invalidDocumentName) || sideRefusal(error, t) !== null

function UploadForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation()
  const { email } = useAccount()
  const queryClient = useQueryClient()
  // The server's refusal of a side stays beside it until another file is chosen.
  const [refused, setRefused] = useState<Partial<Record<Side, string>>>({})
  const front = useRef<HTMLInputElement>(null)
  const back = useRef<HTMLInputElement>(null)
  const inputs = { front, back }

  const form = useEndpointForm({
    schema: DocumentSchema,
    defaultValues: { name: '' },
    files: SIDES,
    check: (files) => ({
      front: files.front.length ? undefined : t('profile.documents.frontMissing'),
      back: files.back.length ? undefined : t('profile.documents.backMissing'),
    }),
    send: ({ values, files }, transport) => {
      setRefused({})
      return uploadDocuments({
        email,
        name: values.name,
        front: files.front[0]!,
        back: files.back[0]!,
        onProgress: transport.onUploadProgress,
        signal: transport.signal,
      })
    },
    // The section says it: the form gives way to "verification in progress".
    success: null,
    failure: { failure: 'profile.documents.failure' },
    onSuccess: async () => {
      onSent()
      await queryClient.invalidateQueries({ queryKey: profileQueryKey(email) })
    },
    onError: (error) => {
      if (isApiError(error, 400, ProfileMessages.invalidDocumentName)) {
        const message = t('profile.documents.nameTooLong', { max: DOCUMENT_NAME_MAX })
        form.setError('name', { type: 'server', message }, { shouldFocus: true })
        return
      }
      const sides = sideRefusal(error, t)
      if (!sides) return
      // The refused files must be chosen again: they are cleared, the reason stays beside them.
      for (const side of SIDES) if (sides[side]) form.fileProps(side).onChange([])
      setRefused(sides)
      const first = SIDES.find((side) => sides[side])
      if (first) inputs[first].current?.focus()
    },
  })

  /** A file of a type or size the server would refuse is refused when chosen. */
  const refuse = (file: File) => {
    if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
      return t('profile.documents.wrongType', { name: file.name })
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      return t('profile.documents.tooLarge', { name: file.name, max: MAX_MB })
    }
    return null
  }

  const sideField = (side: Side) => {
    const props = form.fileProps(side)
    return {
      ...props,
      error: refused[side] ?? props.error,
      onChange: (files: File[]) => {
        setRefused((current) => ({ ...current, [side]: undefined }))
        props.onChange(files)
      },
    }
  }

  return (
    <Form form={form} className="flex flex-col gap-4">
      <InputField
        label={t('profile.documents.name')}
        hint={t('profile.documents.nameHint')}
        error={form.errorText('name')}
        maxLength={DOCUMENT_NAME_MAX}
        autoComplete="off"
        required
        className="md:max-w-md"
        {...form.register('name')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {SIDES.map((side) => (
          <FileField
            key={side}
            ref={inputs[side]}
            name={side}
            label={t(side === 'front' ? 'profile.documents.front' : 'profile.documents.back')}
            accept={ACCEPT}
            maxBytes={DOCUMENT_MAX_BYTES}
            hint={t('profile.documents.fileHint', { max: MAX_MB })}
            refuse={refuse}
            {...sideField(side)}
          />
        ))}
      </div>
      <FormFooter
        form={{ ...form, outcome: toldBeside(form.error, t) ? null : form.outcome }}
        size="md"
        submit={t('profile.documents.submit')}
        progressLabel={t('profile.documents.uploading')}
      />
    </Form>
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
  const [sent, setSent] = useState(false)

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
        <UploadForm onSent={() => setSent(true)} />
      </>
    )
  }

  return (
    <ProfileSection title={t('profile.documents.title')} intro={t('profile.documents.intro')}>
      {state}
      {sent ? <FormMessage tone="success">{t('profile.documents.success')}</FormMessage> : null}
    </ProfileSection>
  )
}
