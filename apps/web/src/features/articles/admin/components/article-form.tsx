import { useState } from 'react'
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { AcceptedFiles, AdminFileLimits, FormMessages } from '@aula/contract/admin-forms'
import { ArticleLimits, ArticleMessages, type Article } from '@aula/contract/articles'
import { titleKey } from '@aula/contract/common'
import { paths } from '#src/config/paths.ts'
import { Button } from '#src/components/ui/button.tsx'
import { ChoiceField, FormResult, TextAreaField } from '#src/components/ui/form-controls.tsx'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isApiError, NetworkError } from '#src/lib/api-client.ts'
import { requiredText, useErrorText } from '#src/lib/validation.ts'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { UploadProgress } from '#src/components/ui/form/upload-progress.tsx'
import { useUpload } from '#src/lib/admin/use-upload.ts'
import { failureKey } from '#src/lib/admin/form-errors.ts'
import { RichTextEditor } from '#src/components/admin/editor/rich-text-editor.tsx'
import { isBlankHtml } from '#src/components/admin/editor/html.ts'
import { createArticle, updateArticle } from '../api/save-article.ts'
import { DocxImport } from './docx-import.tsx'

export type ArticleFormMode = 'add' | 'edit'

export interface TopicOption {
  id: number
  title: string
}

/** The form's fields; they mirror ArticleCreateSchema and ArticleUpdateSchema of the contract. */
function articleSchema(mode: ArticleFormMode) {
  return z.object({
    title: requiredText(ArticleLimits.title),
    intro: requiredText(ArticleLimits.intro),
    description: z.string().trim().max(ArticleLimits.description, 'validation.tooLong'),
    category: z.string(),
    // The text is required when editing, optional when adding (docs/product.md#forms).
    content:
      mode === 'edit'
        ? z
            .string()
            .max(ArticleLimits.content, 'validation.tooLong')
            .refine((html) => !isBlankHtml(html), 'validation.required')
        : z.string().max(ArticleLimits.content, 'validation.tooLong'),
    // A cover is required for a new article; when editing, a new one is optional.
    foto:
      mode === 'add'
        ? z.array(z.instanceof(File)).min(1, 'adminArticles.validation.cover')
        : z.array(z.instanceof(File)),
  })
}

type ArticleValues = z.input<ReturnType<typeof articleSchema>>

const FIELDS = ['title', 'intro', 'description', 'category', 'content', 'foto'] as const
type Field = (typeof FIELDS)[number]

const empty: ArticleValues = {
  title: '',
  intro: '',
  description: '',
  category: '',
  content: '',
  foto: [],
}

const valuesOf = (article: Article): ArticleValues => ({
  title: article.title,
  intro: article.intro,
  description: article.description,
  category: article.categoryId ? String(article.categoryId) : '',
  content: article.content,
  foto: [],
})

/** The server's words for a field, as a translation key where we know them. */
function fieldMessageKey(message: string): string {
  if (message === FormMessages.required) return 'validation.required'
  if (message === ArticleMessages.coverRequired) return 'adminArticles.validation.cover'
  if (message === ArticleMessages.unknownCategory) return 'adminArticles.validation.category'
  if (message === FormMessages.id) return 'adminArticles.validation.category'
  if (/too (big|long)|at most/i.test(message)) return 'validation.tooLong'
  return 'adminArticles.validation.invalid'
}

/** The message above the button after a refused save. */
function saveFailureKey(error: unknown): string {
  if (isApiError(error, 409, ArticleMessages.duplicate)) return 'adminArticles.duplicate'
  if (isApiError(error, 404)) return 'adminForms.notFound'
  if (error instanceof NetworkError) return 'adminArticles.networkError'
  return failureKey(error, 'adminArticles.saveError')
}

/** Statuses whose meaning the messages above already tell in the admin's language. */
const EXPLAINED = [400, 401, 403, 404, 409, 413, 415, 429]

/**
 * The server's message comes first: when it explains a failure we have no words for,
 * it is shown under ours.
 */
function serverDetail(error: unknown): string | null {
  if (!isApiError(error) || EXPLAINED.includes(error.status)) return null
  return error.message && error.message !== 'Unexpected answer' ? error.message : null
}

/**
 * Add or edit an article: title, intro, summary, category, the
 * rich text (typed, or imported from a DOCX) and the cover, sent as multipart with a
 * private token. The public lists and pages are refreshed after a save.
 */
export function ArticleForm({
  mode,
  article,
  topics,
  topicsFailed = false,
  onSaved,
}: {
  mode: ArticleFormMode
  /** The article being edited, as the public page shows it. */
  article?: Article
  topics: readonly TopicOption[]
  topicsFailed?: boolean
  onSaved?: (article: Article) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const upload = useUpload()
  const [saved, setSaved] = useState<Article | null>(null)
  const schema = articleSchema(mode)
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ArticleValues>({
    resolver: zodResolver(schema),
    defaultValues: article ? valuesOf(article) : empty,
  })

  const errorText = useErrorText()

  const save = useMutation({
    mutationFn: async (values: ArticleValues) => {
      const fields = {
        intro: values.intro,
        description: values.description,
        category: values.category,
        content: values.content,
      }
      const sending = upload.start()
      try {
        if (mode === 'add') {
          return (await createArticle({ ...fields, title: values.title }, values.foto[0]!, sending))
            .article
        }
        return (
          await updateArticle(
            { ...fields, title: article!.title, newTitle: values.title },
            values.foto[0] ?? null,
            sending,
          )
        ).article
      } finally {
        upload.finish()
      }
    },
    onSuccess: async (next) => {
      setSaved(next)
      reset(mode === 'add' ? empty : valuesOf(next))
      // The public article queries (features/articles/api): its page answers at once under
      // its (new) title, and every list and page is fetched again.
      queryClient.setQueryData(['articles', 'detail', titleKey(next.title)], next)
      onSaved?.(next)
      await queryClient.invalidateQueries({ queryKey: ['articles'] })
    },
    onError: (error) => {
      setSaved(null)
      if (isApiError(error, 409, ArticleMessages.duplicate)) {
        setError('title', { type: 'server', message: 'adminArticles.duplicate' })
        return
      }
      if (!isApiError(error, 400)) return
      const placed = new Set<Field>()
      for (const item of error.errors) {
        const field = FIELDS.find((name) => name === item.path.split('.')[0])
        if (!field || placed.has(field)) continue
        placed.add(field)
        setError(field as FieldPath<ArticleValues>, {
          type: 'server',
          message: fieldMessageKey(item.message),
        })
      }
    },
  })

  const onSubmit = handleSubmit((values) => save.mutate(values))
  const content = useWatch({ control, name: 'content' })
  const intro = useWatch({ control, name: 'intro' })
  const introWords = intro.trim() ? intro.trim().split(/\s+/).length : 0
  const cover = article?.images.cover ?? null

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <p className="text-sm text-charcoal-500">{t('adminForms.requiredNote')}</p>
      <TextField
        label={`${t('adminArticles.fields.title')} *`}
        required
        maxLength={ArticleLimits.title}
        error={errorText(errors.title)}
        {...register('title')}
      />
      <TextAreaField
        label={`${t('adminArticles.fields.intro')} *`}
        required
        rows={3}
        maxLength={ArticleLimits.intro}
        // The label advertises 15 words; nothing stops a longer intro.
        hint={t('adminArticles.fields.introWords', { count: introWords })}
        error={errorText(errors.intro)}
        {...register('intro')}
      />
      <TextAreaField
        label={t('adminArticles.fields.description')}
        rows={3}
        maxLength={ArticleLimits.description}
        hint={t('adminArticles.fields.descriptionHint')}
        error={errorText(errors.description)}
        {...register('description')}
      />
      <ChoiceField
        label={t('adminArticles.fields.category')}
        hint={topicsFailed ? t('adminArticles.fields.categoryFailed') : undefined}
        error={errorText(errors.category)}
        className="sm:max-w-md"
        {...register('category')}
      >
        <option value="">{t('adminArticles.fields.noCategory')}</option>
        {topics.map((topic) => (
          <option key={topic.id} value={String(topic.id)}>
            {topic.title}
          </option>
        ))}
      </ChoiceField>

      <DocxImport
        hasContent={!isBlankHtml(content)}
        onImported={(html) =>
          setValue('content', html, { shouldDirty: true, shouldValidate: isSubmitted })
        }
      />
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            ref={field.ref}
            label={t('adminArticles.fields.content')}
            required={mode === 'edit'}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.content)}
          />
        )}
      />

      {mode === 'edit' ? (
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-semibold text-charcoal-800">
            {t('adminArticles.fields.currentCover')}
          </figcaption>
          {cover ? (
            <ResponsiveImage
              image={cover}
              placeholder={placeholderImages.article}
              alt={t('adminArticles.fields.currentCoverAlt', { title: article?.title ?? '' })}
              sizes="20rem"
              className="aspect-video w-full max-w-80 rounded-xl object-cover"
            />
          ) : (
            <p className="text-sm text-charcoal-500">{t('adminArticles.fields.noCover')}</p>
          )}
        </figure>
      ) : null}
      <Controller
        control={control}
        name="foto"
        render={({ field }) => (
          <FileField
            name="foto"
            label={t(
              mode === 'add' ? 'adminArticles.fields.cover' : 'adminArticles.fields.newCover',
            )}
            accept={AcceptedFiles.image}
            maxBytes={AdminFileLimits.imageBytes}
            required={mode === 'add'}
            hint={t(
              mode === 'add'
                ? 'adminArticles.fields.coverHint'
                : 'adminArticles.fields.newCoverHint',
            )}
            error={errorText(errors.foto)}
            files={field.value}
            onChange={field.onChange}
          />
        )}
      />

      {save.isPending && upload.uploading ? (
        <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
      ) : null}
      {save.isSuccess && saved ? (
        <FormResult key={save.submittedAt} tone="success">
          <p>{t('adminArticles.saved')}</p>
          <p className="mt-1">
            <Link
              to={paths.article.getHref(saved.title)}
              className="font-semibold underline underline-offset-4"
            >
              {t('adminArticles.view', { title: saved.title })}
            </Link>
          </p>
        </FormResult>
      ) : null}
      {save.isError ? (
        <FormResult key={save.submittedAt} tone="error">
          <p>{t(saveFailureKey(save.error))}</p>
          {serverDetail(save.error) ? (
            <p className="mt-1 font-normal">
              {t('adminArticles.serverSaid', { message: serverDetail(save.error) })}
            </p>
          ) : null}
        </FormResult>
      ) : null}
      <Button type="submit" size="lg" pending={save.isPending} className="self-start">
        {t(mode === 'add' ? 'adminArticles.submitAdd' : 'adminArticles.submitEdit')}
      </Button>
    </form>
  )
}
