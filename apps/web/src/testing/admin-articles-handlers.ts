import { http, HttpResponse } from 'msw'
import { FileMessages, FormMessages } from '@aula/contract/admin-forms'
import { ArticleWritePaths } from '@aula/contract/routes/articles'
import {
  ArticleMessages,
  type Article,
  type ArticleWriteAnswer,
  type ConvertDocxAnswer,
  type UploadAnswer,
} from '@aula/contract/articles'
import { titleKey } from '@aula/contract/values/common'
import type { ApiError } from '@aula/contract/common'
import { NewsletterAdminPaths } from '@aula/contract/routes/newsletter'
import {
  NewsletterAdminMessages,
  type Campaign,
  type CampaignsAnswer,
  type SendNewsletterAnswer,
  type SendNewsletterInput,
} from '@aula/contract/newsletter'
import { isAdminWrite, refused } from './admin-handlers.ts'
import { catalog } from './catalog-data.ts'
import { articleFixture, imageFixture } from './catalog-fixtures.ts'
import { testUsers } from './users.ts'
import { credentialOf } from './session-cookie.ts'

/*
 * The fake server's admin side of articles, the editor's helpers (image upload, DOCX
 * conversion) and the newsletter campaigns. Each factory returns its handlers and what it
 * received, so a test can check the multipart fields and the token that was sent.
 */

/** A multipart request as the fake server read it. */
export interface ReceivedForm {
  method: string
  path: string
  authorization: string | null
  fields: Record<string, string>
  files: Record<string, { name: string; type: string; size: number }>
}

async function readForm(request: Request): Promise<ReceivedForm> {
  const form = await request.formData()
  const received: ReceivedForm = {
    method: request.method,
    path: new URL(request.url).pathname,
    authorization: request.headers.get('Authorization'),
    fields: {},
    files: {},
  }
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') received.fields[name] = value
    else received.files[name] = { name: value.name, type: value.type, size: value.size }
  }
  return received
}

type Issue = { path: string; message: string }

const error = (status: number, message: string, errors?: ApiError['errors']) =>
  HttpResponse.json<ApiError>(errors ? { message, errors } : { message }, { status })

const topicTitle = (id: string) => catalog.topics.find((topic) => String(topic.id) === id)?.title

/**
 * POST, PUT and DELETE /api/article/, over a copy of `articles` (the catalog's by default);
 * `held` keeps each new article on its way until that promise settles, as a large upload
 * would, for a test to see its progress.
 */
export function articleWriteHandlers(
  articles: Article[] = catalog.articles,
  { held }: { held?: Promise<unknown> } = {},
) {
  const stored = [...articles]
  const received: ReceivedForm[] = []
  const deleted: string[] = []
  let nextId = Math.max(0, ...stored.map((article) => article.id)) + 1

  const articleFrom = (fields: Record<string, string>, base: Partial<Article>, title: string) =>
    articleFixture({
      ...base,
      id: base.id ?? nextId++,
      title,
      intro: fields.intro ?? '',
      description: fields.description || (fields.intro ?? ''),
      content: fields.content ?? '',
      category: fields.category ? (topicTitle(fields.category) ?? '') : '',
      categoryId: fields.category ? Number(fields.category) : null,
    })

  const missing = (fields: Record<string, string>, names: string[]): Issue[] =>
    names
      .filter((name) => !fields[name]?.trim())
      .map((name) => ({ path: name, message: FormMessages.required }))

  const handlers = [
    http.post<never, never, ArticleWriteAnswer | ApiError>(
      `*${ArticleWritePaths.article}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        await held
        const problems = missing(form.fields, ['title', 'intro'])
        if (!form.files.foto)
          problems.push({ path: 'foto', message: ArticleMessages.coverRequired })
        if (problems.length) return error(400, 'Invalid input', problems)
        const title = form.fields.title!.trim()
        if (stored.some((article) => titleKey(article.title) === titleKey(title))) {
          return error(409, ArticleMessages.duplicate)
        }
        const article = articleFrom(
          form.fields,
          { images: { cover: imageFixture('nuovo') } },
          title,
        )
        stored.unshift(article)
        return HttpResponse.json({ message: 'Success', article })
      },
    ),
    http.put<never, never, ArticleWriteAnswer | ApiError>(
      `*${ArticleWritePaths.article}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        const index = stored.findIndex(
          (article) => titleKey(article.title) === titleKey(form.fields.title ?? ''),
        )
        if (index < 0) return error(404, 'Not found')
        const problems = missing(form.fields, ['intro', 'content'])
        if (problems.length) return error(400, 'Invalid input', problems)
        const title = form.fields.newTitle?.trim() || stored[index]!.title
        if (
          stored.some((article, i) => i !== index && titleKey(article.title) === titleKey(title))
        ) {
          return error(409, ArticleMessages.duplicate)
        }
        const current = stored[index]!
        const article = articleFrom(
          form.fields,
          {
            id: current.id,
            date: current.date,
            images: form.files.foto ? { cover: imageFixture('nuova-copertina') } : current.images,
          },
          title,
        )
        stored[index] = article
        return HttpResponse.json({ message: 'Success', article })
      },
    ),
    http.delete<never, { title?: string }, { message: 'Success' } | ApiError>(
      `*${ArticleWritePaths.article}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const { title = '' } = await request.json()
        const index = stored.findIndex((article) => titleKey(article.title) === titleKey(title))
        if (index < 0) return error(404, 'Not found')
        stored.splice(index, 1)
        deleted.push(title)
        return HttpResponse.json({ message: 'Success' })
      },
    ),
  ]
  return { handlers, received, deleted, stored }
}

/** POST /api/upload/ and POST /api/convert-docx-to-html/. */
export function editorHandlers({
  docx = { htmlContent: '<h2>Dal documento</h2><p>Testo importato.</p>', warnings: [] },
}: { docx?: ConvertDocxAnswer } = {}) {
  const received: ReceivedForm[] = []
  let uploads = 0
  const handlers = [
    http.post<never, never, UploadAnswer | ApiError>(
      `*${ArticleWritePaths.upload}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        const file = form.files.file
        if (!file) return error(400, 'Invalid input', [{ path: 'file', message: 'Required' }])
        if (!file.type.startsWith('image/')) return error(415, FileMessages.imageType)
        uploads += 1
        const image = imageFixture(`editor-${uploads}`, 960, 640)
        return HttpResponse.json({ message: 'Success', url: image.url, location: image.url, image })
      },
    ),
    http.post<never, never, ConvertDocxAnswer | ApiError>(
      `*${ArticleWritePaths.convertDocx}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const form = await readForm(request)
        received.push(form)
        // The server sniffs the bytes; here the declared type stands in for them.
        if (!form.files.file?.type.includes('wordprocessingml')) {
          return error(415, FileMessages.docxType)
        }
        return HttpResponse.json(docx)
      },
    ),
  ]
  return { handlers, received }
}

export const campaignFixture = (overrides: Partial<Campaign> & Pick<Campaign, 'id'>): Campaign => ({
  subject: 'Novità di primavera',
  status: 'sent',
  total: 3,
  sent: 3,
  failed: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  finishedAt: '2026-03-01T09:01:00.000Z',
  ...overrides,
})

const isAdminSession = (request: Request) => credentialOf(request) === testUsers.admin.token

/**
 * The newsletter's sending: POST queues a campaign for `subscribers` people (409 when there
 * are none); each later GET of that campaign answers the next of `progress` (the last one
 * repeats), as the real sender advances.
 */
export function newsletterHandlers({
  subscribers = 3,
  past = [campaignFixture({ id: 1 })],
  progress = [
    { status: 'sending', sent: 1, failed: 0 },
    { status: 'sent', sent: 3, failed: 0 },
  ],
}: {
  subscribers?: number
  past?: Campaign[]
  progress?: Pick<Campaign, 'status' | 'sent' | 'failed'>[]
} = {}) {
  const campaigns = [...past]
  const sent: { authorization: string | null; body: SendNewsletterInput }[] = []
  let polls = 0

  const handlers = [
    http.post<never, SendNewsletterInput, SendNewsletterAnswer | ApiError>(
      `*${NewsletterAdminPaths.send}`,
      async ({ request }) => {
        if (!isAdminWrite(request)) return refused(request)
        const body = await request.json()
        sent.push({ authorization: request.headers.get('Authorization'), body })
        if (subscribers === 0) return error(409, NewsletterAdminMessages.noSubscribers)
        const campaign = campaignFixture({
          id: Math.max(0, ...campaigns.map((c) => c.id)) + 1,
          subject: body.oggetto,
          status: 'queued',
          total: subscribers,
          sent: 0,
          failed: 0,
          createdAt: '2026-04-02T10:00:00.000Z',
          finishedAt: null,
        })
        campaigns.unshift(campaign)
        return HttpResponse.json({ message: 'Success', campaign }, { status: 202 })
      },
    ),
    http.get<never, never, CampaignsAnswer | ApiError>(
      `*${NewsletterAdminPaths.campaigns}`,
      ({ request }) => {
        if (!isAdminSession(request)) return error(401, 'Unauthorized')
        return HttpResponse.json({ campaigns })
      },
    ),
    http.get<{ id: string }, never, { campaign: Campaign } | ApiError>(
      `*${NewsletterAdminPaths.campaigns}/:id`,
      ({ request, params }) => {
        if (!isAdminSession(request)) return error(401, 'Unauthorized')
        const index = campaigns.findIndex((c) => String(c.id) === params.id)
        if (index < 0) return error(404, 'Not found')
        const step = progress[Math.min(polls, progress.length - 1)]
        polls += 1
        if (step) {
          campaigns[index] = {
            ...campaigns[index]!,
            ...step,
            finishedAt:
              step.status === 'sent' || step.status === 'failed'
                ? '2026-04-02T10:02:00.000Z'
                : null,
          }
        }
        return HttpResponse.json({ campaign: campaigns[index]! })
      },
    ),
  ]
  return { handlers, sent, campaigns, polls: () => polls }
}
