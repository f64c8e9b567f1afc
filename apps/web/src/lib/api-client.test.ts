import { ArticleAdminCalls } from '@aula/contract/routes/articles'
import { AuthCalls } from '@aula/contract/routes/auth'
import { FaqCalls, FaqAdminCalls } from '@aula/contract/routes/faqs'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiError as ErrorAnswer } from '@aula/contract/common'
import { ADMIN_PRIVATE_TOKEN } from '#src/testing/admin-handlers.ts'
import { recordRequests, server, type SeenRequest } from '#src/testing/server.ts'
import { sessionCookie } from '#src/testing/session-cookie.ts'
import { testUsers } from '#src/testing/users.ts'
import {
  ApiError,
  call,
  download,
  isAbortError,
  NetworkError,
  type UploadProgress,
} from './api-client.ts'

const faq = { idFaq: 7, id: 7, question: 'Quando?', answer: 'Sempre.' }
const written = { message: 'Success', faq } as const
const faqPath = '*/api/faq/:id'
const writePath = `*${FaqAdminCalls.create.path}`
const uploadPath = `*${ArticleAdminCalls.upload.path}`
const image = { url: '/img/a.png', srcset: '/img/a.png 640w', width: 640, height: 480 }
const uploaded = { message: 'Success', url: image.url, location: image.url, image } as const
const newFaq = { question: 'Dove?', answer: 'Qui.' }

const asAdmin = () => sessionCookie.set(testUsers.admin.token)
const tokenRequests = (seen: SeenRequest[]) =>
  seen.filter((seenRequest) => seenRequest.path === '/api/generate-private-token/')

describe('call', () => {
  it('builds the URL from the params, signs in with the cookie and parses the answer', async () => {
    sessionCookie.set(testUsers.user.token)
    const seen = recordRequests()
    server.use(http.get(faqPath, () => HttpResponse.json({ faq: [faq] })))

    const answer = await call(FaqCalls.one, { params: { id: 7 } })

    expect(answer).toEqual({ faq: [faq] })
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/faq/7',
        authorization: `Bearer ${testUsers.user.token}`,
      }),
    ])
  })

  it('turns an error answer into an ApiError with its message and field errors', async () => {
    const errors = [{ path: 'id', message: 'must be a positive integer' }]
    server.use(
      http.get(faqPath, () =>
        HttpResponse.json<ErrorAnswer>({ message: 'Bad', errors }, { status: 400 }),
      ),
    )

    const error = await call(FaqCalls.one, { params: { id: 7 } }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'Bad', errors })
  })

  it('says "Unexpected answer" when a success is not JSON (a proxy\'s page)', async () => {
    server.use(http.get(faqPath, () => HttpResponse.html('<p>Welcome to nginx!</p>')))

    await expect(call(FaqCalls.one, { params: { id: 7 } })).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer',
    })
  })

  it('says "Unexpected answer" when a success carries a message that is not Success', async () => {
    server.use(http.post(writePath, () => HttpResponse.json({ message: 'Already', faq })))
    asAdmin()

    await expect(call(FaqAdminCalls.create, { body: newFaq })).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer',
    })
  })

  it('tells how long to wait when the server answers 429 with Retry-After', async () => {
    server.use(
      http.post(`*${AuthCalls.login.path}`, () =>
        HttpResponse.json<ErrorAnswer>(
          { message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    )

    const error = await call(AuthCalls.login, {
      body: { email: 'a@b.it', password: 'secret' },
    }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 429, message: 'Too many requests', retryAfter: 42 })
  })

  it('leaves retryAfter unset on other refusals', async () => {
    server.use(
      http.get(faqPath, () =>
        HttpResponse.json<ErrorAnswer>(
          { message: 'Unavailable' },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
    )

    const error = await call(FaqCalls.one, { params: { id: 7 } }).catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 503 })
    expect((error as ApiError).retryAfter).toBeUndefined()
  })

  it('reports a request that got no answer as a NetworkError', async () => {
    server.use(http.get(faqPath, () => HttpResponse.error()))

    await expect(call(FaqCalls.one, { params: { id: 7 } })).rejects.toBeInstanceOf(NetworkError)
  })
})

describe('admin writes', () => {
  it('asks for the private token once and sends every write with it', async () => {
    asAdmin()
    const seen = recordRequests()
    server.use(http.post(writePath, () => HttpResponse.json(written)))

    await call(FaqAdminCalls.create, { body: newFaq })
    await call(FaqAdminCalls.create, { body: newFaq })

    expect(tokenRequests(seen)).toHaveLength(1)
    expect(tokenRequests(seen)[0]?.authorization).toBe(`Bearer ${testUsers.admin.token}`)
    const writes = seen.filter((seenRequest) => seenRequest.method === 'POST')
    expect(writes.map((write) => write.authorization)).toEqual([
      `Bearer ${ADMIN_PRIVATE_TOKEN}`,
      `Bearer ${ADMIN_PRIVATE_TOKEN}`,
    ])
  })

  it('asks for a fresh private token once when a write answers 401', async () => {
    asAdmin()
    const seen = recordRequests()
    let answered = 0
    server.use(
      http.post(writePath, () => {
        answered += 1
        return answered === 1
          ? HttpResponse.json<ErrorAnswer>({ message: 'Unauthorized' }, { status: 401 })
          : HttpResponse.json(written)
      }),
    )

    await expect(call(FaqAdminCalls.create, { body: newFaq })).resolves.toEqual(written)
    expect(tokenRequests(seen)).toHaveLength(2)
    expect(answered).toBe(2)
  })

  it('gives up after one refresh', async () => {
    asAdmin()
    const seen = recordRequests()
    server.use(
      http.post(writePath, () =>
        HttpResponse.json<ErrorAnswer>({ message: 'Unauthorized' }, { status: 401 }),
      ),
    )

    await expect(call(FaqAdminCalls.create, { body: newFaq })).rejects.toMatchObject({
      status: 401,
    })
    expect(tokenRequests(seen)).toHaveLength(2)
  })

  it('fails with the token answer when the session cannot get one', async () => {
    const seen = recordRequests()

    await expect(call(FaqAdminCalls.create, { body: newFaq })).rejects.toMatchObject({
      status: 401,
    })
    expect(seen.filter((seenRequest) => seenRequest.method === 'POST')).toHaveLength(0)
  })
})

describe('uploads', () => {
  const form = () => {
    const data = new FormData()
    data.append('file', new File(['x'.repeat(4096)], 'a.png', { type: 'image/png' }))
    return data
  }

  it('sends a FormData with the private token and reports its progress', async () => {
    asAdmin()
    const seen = recordRequests()
    server.use(http.post(uploadPath, () => HttpResponse.json(uploaded)))
    const progress: UploadProgress[] = []

    const answer = await call(ArticleAdminCalls.upload, {
      body: form(),
      onUploadProgress: (event) => progress.push(event),
    })

    expect(answer).toEqual(uploaded)
    const upload = seen.find((seenRequest) => seenRequest.path === '/api/upload/')
    expect(upload?.authorization).toBe(`Bearer ${ADMIN_PRIVATE_TOKEN}`)
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total)
  })

  it('maps an upload refused by the server to an ApiError', async () => {
    asAdmin()
    server.use(
      http.post(uploadPath, () =>
        HttpResponse.json<ErrorAnswer>({ message: 'Too large' }, { status: 413 }),
      ),
    )

    await expect(call(ArticleAdminCalls.upload, { body: form() })).rejects.toMatchObject({
      status: 413,
      message: 'Too large',
    })
  })

  it('stops an upload when its signal aborts', async () => {
    asAdmin()
    let arrived!: () => void
    const started = new Promise<void>((resolve) => (arrived = resolve))
    server.use(
      http.post(uploadPath, async () => {
        arrived()
        await new Promise(() => undefined)
        return HttpResponse.json(uploaded)
      }),
    )
    const controller = new AbortController()

    const upload = call(ArticleAdminCalls.upload, {
      body: form(),
      signal: controller.signal,
    }).catch((error: unknown) => error)
    await started
    controller.abort()

    expect(isAbortError(await upload)).toBe(true)
  })
})

describe('download', () => {
  it('reads a private file with the cookie, and maps a refusal to an ApiError', async () => {
    asAdmin()
    const seen = recordRequests()
    server.use(
      http.get('*/files/front.png', () => new HttpResponse('bytes', { status: 200 })),
      http.get('*/files/gone.png', () =>
        HttpResponse.json<ErrorAnswer>({ message: 'Not found' }, { status: 404 }),
      ),
    )

    const file = await download('/files/front.png')

    expect(await file.text()).toBe('bytes')
    expect(seen[0]?.authorization).toBe(`Bearer ${testUsers.admin.token}`)
    await expect(download('/files/gone.png')).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    })
  })
})
