import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema, endpoint, pathOf } from '@aula/contract/endpoint'
import { HttpError } from '#src/lib/http-error.ts'
import { addRoute } from '#src/lib/routes.ts'
import { bearer, buildTestApp, loginAs } from '#test/helper.ts'
import { adminWriteHeaders } from '#test/admin.ts'

// Calls described the way every feature describes its own in the contract.
const Probe = {
  note: endpoint({
    method: 'PUT',
    path: '/api/test/note/:id',
    access: 'user',
    params: IdParamsSchema,
    query: z.object({ lang: z.optional(z.enum(['it', 'en'])) }),
    body: z.object({ text: z.string().check(z.minLength(1), z.maxLength(20)) }),
    response: z.object({ id: z.number(), text: z.string(), lang: z.string(), by: z.string() }),
    errors: [404],
  }),
  adminOnly: endpoint({
    method: 'DELETE',
    path: '/api/test/admin-only',
    access: 'adminWrite',
    response: z.object({ message: z.literal('Success') }),
  }),
  open: endpoint({ method: 'GET', path: '/api/test/open', access: 'public' }),
  queue: endpoint({
    method: 'POST',
    path: '/api/test/queue',
    access: 'public',
    response: z.object({ queued: z.boolean() }),
    status: 202,
  }),
}

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, Probe.note, async (request) => {
    if (request.params.id === 404) throw new HttpError(404, 'Not found')
    return {
      id: request.params.id,
      text: request.body.text,
      lang: request.query.lang ?? 'it',
      by: request.user!.email,
    }
  })
  addRoute(app, Probe.adminOnly, async () => ({ message: 'Success' as const }))
  addRoute(app, Probe.queue, async () => ({ queued: true }))
  addRoute(app, Probe.open, async (_request, reply) =>
    reply.type('text/calendar').send('BEGIN:VCALENDAR'),
  )
}

const t = await buildTestApp({}, { plugins: [probeRoutes] })

describe('a route registered from its contract description', () => {
  it('answers at the described method and path with the parsed params, query and body', async () => {
    const user = await loginAs(t)
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(Probe.note, { id: 7 }, { lang: 'en' }),
      headers: bearer(user.token),
      payload: { text: 'hello' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: 7, text: 'hello', lang: 'en', by: user.email })
  })

  it('checks who is asking before reading the input', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(Probe.note, { id: 7 }),
      payload: { text: '' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Unauthorized' })
  })

  it('refuses a bad param, query or body with 400 naming the field', async () => {
    const user = await loginAs(t)
    const put = (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(user.token), payload: payload as object })
    const badId = await put('/api/test/note/abc', { text: 'x' })
    expect(badId.statusCode).toBe(400)
    const badQuery = await put(pathOf(Probe.note, { id: 1 }, { lang: 'de' }), { text: 'x' })
    expect(badQuery.statusCode).toBe(400)
    const badBody = await put(pathOf(Probe.note, { id: 1 }), { text: 'x'.repeat(21) })
    expect(badBody.statusCode).toBe(400)
    expect(JSON.stringify(badBody.json())).toContain('text')
  })

  it('answers a described error status with {message}', async () => {
    const user = await loginAs(t)
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(Probe.note, { id: 404 }),
      headers: bearer(user.token),
      payload: { text: 'x' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })

  it("holds an admin write to the admin's private token", async () => {
    const user = await loginAs(t)
    const admin = await loginAs(t, 'admin')
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: Probe.adminOnly.path, headers })
    expect((await call(bearer(user.token))).statusCode).toBe(401)
    expect((await call(bearer(admin.token))).statusCode).toBe(401)
    const ok = await call(await adminWriteHeaders(t))
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ message: 'Success' })
  })

  it('answers the success status the description names', async () => {
    const res = await t.app.inject({ method: 'POST', url: Probe.queue.path })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ queued: true })
  })

  it('lets a call without a JSON answer send its own', async () => {
    const res = await t.app.inject({ method: 'GET', url: Probe.open.path })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/calendar')
    expect(res.body).toBe('BEGIN:VCALENDAR')
  })
})

describe('pathOf', () => {
  it('encodes each value and leaves out undefined query values', () => {
    expect(pathOf({ path: '/api/article/:title' }, { title: 'Pizza & co/1' })).toBe(
      '/api/article/Pizza%20%26%20co%2F1',
    )
    expect(pathOf({ path: '/api/x' }, {}, { a: 1, b: undefined, c: 'é' })).toBe(
      '/api/x?a=1&c=%C3%A9',
    )
  })

  it('refuses to build a path with a missing value', () => {
    expect(() => pathOf({ path: '/api/course/:title' })).toThrow(/needs title/)
  })
})
