import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { AcceptedFiles, AdminFileLimits, FormMessages } from '@aula/contract/admin-forms'
import { ArticleLimits, ArticleMessages, type Article } from '@aula/contract/articles'
import { paths } from '#src/config/paths.ts'
import { placeholderImages, ResponsiveImage } from '#src/components/ui/responsive-image.tsx'
import { isApiError } from '#src/lib/api-client.ts'
import { requiredText } from '#src/lib/validation.ts'
import { AreaField, InputField, SelectBox } from '#src/components/ui/form/fields.tsx'
import { FileField } from '#src/components/ui/form/file-field.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { RichTextEditor } from '#src/components/admin/editor/rich-text-editor.tsx'
import { isBlankHtml } from '#src/components/admin/editor/html.ts'
import { createArticle, updateArticle } from '../api/save-article.ts'
import { DocxImport } from './docx-import.tsx'
import { articleQueryOptions } from '../../api/get-article.ts'
import { BilingualHeadings, BilingualRow } from '#src/components/admin/bilingual-fields.tsx'

export type ArticleFormMode = 'add' | 'edit'

export interface TopicOption {
  id: number
  title: string
}

/** The form's fields; they mirror ArticleCreateSchema and ArticleUpdateSchema of the contract. */
function articleSchema(mode: ArticleFormMode) {
  const content = z.string().check(z.maxLength(ArticleLimits.content, 'validation.tooLong'))
  return z.object({
    title: requiredText(ArticleLimits.title),
    intro: requiredText(ArticleLimits.intro),
    description: z
      .string()
      .check(z.trim(), z.maxLength(ArticleLimits.description, 'validation.tooLong')),
    category: z.string(),
    // The text is required when editing, optional when adding (docs/product.md#forms).
    content:
      mode === 'edit'
        ? content.check(z.refine((html) => !isBlankHtml(html), 'validation.required'))
        : content,
    // The English texts are optional (docs/product.md#content-languages-and-urls).
    titleEn: optionalText(ArticleLimits.title),
    introEn: optionalText(ArticleLimits.intro),
    descriptionEn: optionalText(ArticleLimits.description),
    contentEn: z.string().check(z.maxLength(ArticleLimits.content, 'validation.tooLong')),
  })
}

const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'))

const noEnglish = { titleEn: '', introEn: '', descriptionEn: '', contentEn: '' }
const empty = { title: '', intro: '', description: '', category: '', content: '', ...noEnglish }

type EnglishValues = typeof noEnglish

/** The English texts the article has: those the English read serves in English. */
function englishOf(english: Article | undefined): EnglishValues {
  if (!english) return noEnglish
  const of = (field: 'title' | 'intro' | 'description' | 'content') =>
    english.languages[field] === 'en' ? english[field] : ''
  return {
    titleEn: of('title'),
    introEn: of('intro'),
    descriptionEn: of('description'),
    contentEn: of('content'),
  }
}

const valuesOf = (article: Article, english: EnglishValues = noEnglish) => ({
  ...english,
  title: article.title,
  intro: article.intro,
  description: article.description,
  category: article.categoryId ? String(article.categoryId) : '',
  content: article.content,
})

/** The server's words for a field, as translation keys; any other is "not valid". */
const serverWords = {
  messages: {
    [ArticleMessages.coverRequired]: 'adminArticles.validation.cover',
    [ArticleMessages.unknownCategory]: 'adminArticles.validation.category',
    [FormMessages.id]: 'adminArticles.validation.category',
  },
  otherKey: 'adminArticles.validation.invalid',
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
  english,
  topics,
  topicsFailed = false,
  onSaved,
}: {
  mode: ArticleFormMode
  /** The article being edited, as the public page shows it. */
  article?: Article
  /** The same article read in English, for its English texts. */
  english?: Article | undefined
  topics: readonly TopicOption[]
  topicsFailed?: boolean
  onSaved?: (article: Article) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const adding = mode === 'add'
  const form = useEndpointForm({
    schema: articleSchema(mode),
    defaultValues: article ? valuesOf(article, englishOf(english)) : empty,
    files: ['foto'],
    send: ({ values: { title, ...fields }, files }, { signal, onUploadProgress }) => {
      const upload = { signal, onProgress: onUploadProgress }
      const foto = files.foto[0]
      return adding
        ? createArticle({ ...fields, title }, foto!, upload)
        : updateArticle({ ...fields, title: article!.title, newTitle: title }, foto ?? null, upload)
    },
    // The edited title travels as newTitle.
    rename: { newTitle: 'title' },
    // A cover is required for a new article; when editing, a new one is optional.
    check: (files) => ({
      foto: adding && files.foto.length === 0 ? ArticleMessages.coverRequired : undefined,
    }),
    serverWords,
    success: 'adminArticles.saved',
    failure: {
      failure: 'adminArticles.saveError',
      network: 'adminArticles.networkError',
      duplicate: 'adminArticles.duplicate',
    },
    resetTo: adding
      ? undefined
      : ({ article: next }, values) =>
          valuesOf(next, {
            titleEn: values.titleEn,
            introEn: values.introEn,
            descriptionEn: values.descriptionEn,
            contentEn: values.contentEn,
          }),
    onSuccess: async ({ article: next }) => {
      // The public article queries (features/articles/api): its page answers at once under
      // its (new) title, and every list and page is fetched again.
      queryClient.setQueryData(articleQueryOptions(next.title).queryKey, next)
      onSaved?.(next)
      await queryClient.invalidateQueries({ queryKey: ['articles'] })
    },
    onError: (error) => {
      if (isApiError(error, 409)) form.setError('title', { message: 'adminArticles.duplicate' })
    },
  })

  const content = useWatch({ control: form.control, name: 'content' })
  const intro = useWatch({ control: form.control, name: 'intro' })
  const introWords = intro.trim() ? intro.trim().split(/\s+/).length : 0
  const cover = article?.images.cover ?? null
  const saved = form.answer?.article
  const detail = serverDetail(form.error)
  const en = (label: string) => t('contentLanguage.englishField', { label })

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')} className="flex flex-col gap-6">
      <BilingualHeadings />
      <BilingualRow
        it={
          <InputField
            label={t('adminArticles.fields.title')}
            required
            maxLength={ArticleLimits.title}
            error={form.errorText('title')}
            {...form.register('title')}
          />
        }
        en={
          <InputField
            label={en(t('adminArticles.fields.title'))}
            maxLength={ArticleLimits.title}
            hint={t('contentLanguage.englishHint')}
            error={form.errorText('titleEn')}
            {...form.register('titleEn')}
          />
        }
      />
      <BilingualRow
        it={
          <AreaField
            label={t('adminArticles.fields.intro')}
            required
            rows={3}
            maxLength={ArticleLimits.intro}
            // The label advertises 15 words; nothing stops a longer intro.
            hint={t('adminArticles.fields.introWords', { count: introWords })}
            error={form.errorText('intro')}
            {...form.register('intro')}
          />
        }
        en={
          <AreaField
            label={en(t('adminArticles.fields.intro'))}
            rows={3}
            maxLength={ArticleLimits.intro}
            error={form.errorText('introEn')}
            {...form.register('introEn')}
          />
        }
      />
      <BilingualRow
        it={
          <AreaField
            label={t('adminArticles.fields.description')}
            rows={3}
            maxLength={ArticleLimits.description}
            hint={t('adminArticles.fields.descriptionHint')}
            error={form.errorText('description')}
            {...form.register('description')}
          />
        }
        en={
          <AreaField
            label={en(t('adminArticles.fields.description'))}
            rows={3}
            maxLength={ArticleLimits.description}
            error={form.errorText('descriptionEn')}
            {...form.register('descriptionEn')}
          />
        }
      />
      <SelectBox
        label={t('adminArticles.fields.category')}
        hint={topicsFailed ? t('adminArticles.fields.categoryFailed') : undefined}
        error={form.errorText('category')}
        className="sm:max-w-md"
        {...form.register('category')}
      >
        <option value="">{t('adminArticles.fields.noCategory')}</option>
        {topics.map((topic) => (
          <option key={topic.id} value={String(topic.id)}>
            {topic.title}
          </option>
        ))}
      </SelectBox>

      <DocxImport
        hasContent={!isBlankHtml(content)}
        onImported={(html) =>
          form.setValue('content', html, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <BilingualRow
        it={
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                ref={field.ref}
                label={t('adminArticles.fields.content')}
                required={!adding}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={form.errorText('content')}
              />
            )}
          />
        }
        en={
          <Controller
            control={form.control}
            name="contentEn"
            render={({ field }) => (
              <RichTextEditor
                ref={field.ref}
                label={en(t('adminArticles.fields.content'))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={form.errorText('contentEn')}
              />
            )}
          />
        }
      />

      {!adding ? (
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
      <FileField
        name="foto"
        label={t(adding ? 'adminArticles.fields.cover' : 'adminArticles.fields.newCover')}
        accept={AcceptedFiles.image}
        maxBytes={AdminFileLimits.imageBytes}
        required={adding}
        hint={t(adding ? 'adminArticles.fields.coverHint' : 'adminArticles.fields.newCoverHint')}
        {...form.fileProps('foto')}
      />

      <FormFooter
        form={form}
        submit={t(adding ? 'adminArticles.submitAdd' : 'adminArticles.submitEdit')}
        successExtra={
          saved ? (
            <Link
              to={paths.article.getHref(saved.title)}
              className="font-semibold underline underline-offset-4"
            >
              {t('adminArticles.view', { title: saved.title })}
            </Link>
          ) : null
        }
        errorExtra={
          detail ? (
            <span className="font-normal">
              {t('adminArticles.serverSaid', { message: detail })}
            </span>
          ) : null
        }
      />
    </Form>
  )
}
