import '#src/lib/no-eval.ts'
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import type { z } from 'zod/mini'
import { isApiError, type UploadProgress } from '#src/lib/api-client.ts'
import {
  contractKey,
  failureKey,
  MESSAGE_VALUES,
  serverFieldMessage,
  type OutcomeTexts,
  type ServerWords,
} from './messages.ts'
import { useUpload } from './use-upload.ts'

/*
 * The one form hook (docs/architecture.md#web): the form's rules (a zod schema mirroring
 * the contract's, with translation keys as messages), its files, the call that sends it
 * (a feature's api function, which calls the contract endpoint), upload progress and
 * cancel, the server's errors placed on the fields, the outcome above the button, and the
 * reset after a success.
 */

/** What the call gets besides the form: a way to cancel, and upload progress. */
export interface Transport {
  signal: AbortSignal
  onUploadProgress: (progress: UploadProgress) => void
}

export interface Submission<Out, F extends string, In = unknown> {
  values: Out
  /** The chosen files, by input name (empty lists for none). */
  files: Record<F, File[]>
  /** The inputs as typed, before the schema's transforms (a form that sends "249,90" as is). */
  raw: In
}

export interface EndpointFormOptions<In extends FieldValues, Out, Answer, F extends string> {
  schema: z.core.$ZodType<Out, In>
  defaultValues: In
  /** The names of the file inputs, as the server expects them. */
  files?: readonly F[]
  /** Sends the form: a feature's api function. */
  send: (submission: Submission<Out, F, In>, transport: Transport) => Promise<Answer>
  /** The key of the message shown once saved; `null` shows none (the page moves on). */
  success: string | null | ((answer: Answer) => string | null)
  /** The keys of the message shown when it was not. */
  failure: OutcomeTexts
  /** How to read the server's words on the fields (see messages.ts). */
  serverWords?: ServerWords
  /** Wire names the server uses for this form's fields (newTitle → title). */
  rename?: Readonly<Record<string, string>>
  /**
   * The values shown after a success: by default the form empties for the next item; an
   * edit shows what was saved.
   */
  resetTo?: (answer: Answer, values: Out) => In
  /** Runs after a success, before the outcome shows (refresh lists, navigate). */
  onSuccess?: (answer: Answer, values: Out) => unknown
  /** Runs after a failure, once the server's errors are placed (a 409 marks the title). */
  onError?: (error: unknown) => void
  /**
   * What the form checks beyond its schema at each submission, valid or not (a required
   * file, a row of a list): the contract's words by path, placed as the server's would be.
   * Anything returned stops the submission.
   */
  check?: (files: Record<F, File[]>) => Readonly<Record<string, string | undefined>>
}

export interface Outcome {
  tone: 'success' | 'error'
  /** Translation key. */
  text: string
  /** Changes with each submission, so a repeated message is announced again. */
  id: number
}

export interface EndpointForm<
  In extends FieldValues,
  Out,
  Answer,
  F extends string,
> extends UseFormReturn<In, unknown, Out> {
  /** The text under a value field, translated, or undefined. */
  errorText: (name: Path<In>) => string | undefined
  /** The props of a FileField for `name`: its files, their setter, the server's word. */
  fileProps: (name: F) => { files: File[]; onChange: (files: File[]) => void; error?: string }
  /** The server's words on paths that are neither values nor files (`lessonTitles.2`). */
  otherErrors: Record<string, string>
  /** The first of otherErrors at `path` or under it (`videos` for `videos.3`). */
  otherError: (path: string) => string | undefined
  /** Forgets otherErrors at `path` and under it, once what they spoke of has changed. */
  clearOtherErrors: (path: string) => void
  onSubmit: (event?: FormEvent) => Promise<void>
  pending: boolean
  /** While a multipart body is on its way; null otherwise. */
  progress: UploadProgress | null
  /** Stops the upload; the outcome then says it was cancelled. */
  cancel: () => void
  outcome: Outcome | null
  /** The answer of the last successful submission. */
  answer: Answer | undefined
  /** The error of the last failed submission (for forms that say more than the outcome). */
  error: unknown
}

/** The error at a dotted path (a list row's field) of react-hook-form's errors. */
function get(errors: unknown, path: string): { type?: unknown; message?: string } | undefined {
  let node = errors
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node as { type?: unknown; message?: string } | undefined
}

const noFiles = <F extends string>(names: readonly F[]) =>
  Object.fromEntries(names.map((name) => [name, []])) as unknown as Record<F, File[]>

export function useEndpointForm<In extends FieldValues, Out, Answer, F extends string = never>(
  options: EndpointFormOptions<In, Out, Answer, F>,
): EndpointForm<In, Out, Answer, F> {
  const { t } = useTranslation()
  const fileNames = options.files ?? ([] as readonly F[])
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: options.defaultValues as DefaultValues<In>,
  })
  const [files, setFiles] = useState<Record<F, File[]>>(() => noFiles(fileNames))
  const [fileErrors, setFileErrors] = useState<Partial<Record<F, string>>>({})
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({})
  const upload = useUpload()
  // The callbacks below read the options of the last render, whatever render made them.
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })

  /** Puts words (the server's, or the form's own check) on the fields they name. */
  const placeErrors = useCallback(
    (items: readonly { path: string; message: string }[]) => {
      const { rename = {}, serverWords, defaultValues } = latest.current
      const placed = new Set<string>()
      const nextFiles: Partial<Record<F, string>> = {}
      const nextOthers: Record<string, string> = {}
      for (const item of items) {
        const [head = '', ...rest] = item.path.split('.')
        const field = rename[head] ?? head
        const path = [field, ...rest].join('.')
        if (placed.has(field in defaultValues ? field : path)) continue
        const shown = serverFieldMessage(field, item.message, serverWords)
        const text = shown.server ? shown.message : t(shown.message, MESSAGE_VALUES)
        if (field in defaultValues) {
          form.setError(field as Path<In>, {
            type: shown.server ? 'server' : 'server-key',
            message: shown.message,
          })
          placed.add(field)
        } else if ((fileNames as readonly string[]).includes(field)) {
          nextFiles[field as F] ??= text
          placed.add(path)
        } else {
          nextOthers[path] = text
          placed.add(path)
        }
      }
      setFileErrors(nextFiles)
      setOtherErrors(nextOthers)
    },
    // fileNames is the same list for the life of a form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, t],
  )

  const placeServerErrors = useCallback(
    (error: unknown) => {
      if (isApiError(error, 400)) placeErrors(error.errors)
      latest.current.onError?.(error)
    },
    [placeErrors],
  )

  /** The form's own check: its words as items, none when all is well. */
  const checkItems = useCallback(
    (chosen: Record<F, File[]>) =>
      Object.entries(latest.current.check?.(chosen) ?? {}).flatMap(([path, message]) =>
        message ? [{ path, message }] : [],
      ),
    [],
  )

  const mutation = useMutation({
    mutationFn: (submission: Submission<Out, F, In>) => {
      // A multipart form shows its progress bar (and its cancel button) from the start.
      const { signal, onProgress } = upload.start(fileNames.length > 0)
      return latest.current.send(submission, { signal, onUploadProgress: onProgress })
    },
    onSettled: upload.finish,
    onSuccess: async (answer, submission) => {
      const { resetTo, defaultValues, onSuccess } = latest.current
      setFiles(noFiles(fileNames))
      form.reset(resetTo ? resetTo(answer, submission.values) : defaultValues)
      await onSuccess?.(answer, submission.values)
    },
    onError: placeServerErrors,
  })

  const onSubmit = useCallback(
    (event?: FormEvent) =>
      form.handleSubmit(
        (values) => {
          const refused = checkItems(files)
          placeErrors(refused)
          if (refused.length === 0) mutation.mutate({ values, files, raw: form.getValues() })
        },
        () => placeErrors(checkItems(files)),
      )(event),
    [form, mutation, files, placeErrors, checkItems],
  )

  // Reading the errors here subscribes the form's render to them.
  const { errors } = form.formState
  const { serverWords } = options
  const errorText = useCallback(
    (name: Path<In>) => {
      const error = get(errors, name)
      if (!error?.message) return undefined
      if (error.type === 'server') return error.message
      // A schema may be the contract's own, whose messages are its English words.
      const key = contractKey(error.message, serverWords) ?? error.message
      return t(key, MESSAGE_VALUES)
    },
    [errors, t, serverWords],
  )

  const fileProps = useCallback(
    (name: F) => ({
      files: files[name],
      onChange: (chosen: File[]) => {
        setFiles((current) => ({ ...current, [name]: chosen }))
        // A new choice answers what was said of the previous one.
        setFileErrors((current) => ({ ...current, [name]: undefined }))
      },
      error: fileErrors[name],
    }),
    [files, fileErrors],
  )

  const otherError = useCallback(
    (path: string) =>
      otherErrors[path] ??
      Object.entries(otherErrors).find(([key]) => key.startsWith(`${path}.`))?.[1],
    [otherErrors],
  )

  const clearOtherErrors = useCallback(
    (path: string) =>
      setOtherErrors((current) => {
        const kept = Object.entries(current).filter(
          ([key]) => key !== path && !key.startsWith(`${path}.`),
        )
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept)
      }),
    [],
  )

  let outcome: Outcome | null = null
  if (mutation.isSuccess) {
    const { success } = options
    const text = typeof success === 'function' ? success(mutation.data) : success
    if (text) outcome = { tone: 'success', text, id: mutation.submittedAt }
  } else if (mutation.isError) {
    outcome = {
      tone: 'error',
      text: failureKey(mutation.error, options.failure),
      id: mutation.submittedAt,
    }
  }

  return {
    ...form,
    errorText,
    fileProps,
    otherErrors,
    otherError,
    clearOtherErrors,
    onSubmit,
    pending: mutation.isPending,
    progress: upload.progress,
    cancel: upload.cancel,
    outcome,
    answer: mutation.data,
    error: mutation.error,
  }
}
