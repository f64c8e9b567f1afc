import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { TopicLimits, TopicWritePaths } from '@aula/contract/topics'
import { buildTestApp } from '#test/helper.ts'
import {
  adminWriteHeaders,
  expectClientError,
  snapshot,
  expectNothingStored as expectNothingStoredIn,
} from '#test/admin.ts'
import { TABLES, topicAdmin, uniqueTitle } from '#test/fixtures/topics.admin.ts'

const t = await buildTestApp()
const { png, foto, newTopic, form, remove } = await topicAdmin(t)

describe('topic admin writes: bad input is a 4xx and leaves no row and no file', () => {
  const expectNothingStored = (run: () => Promise<LightMyRequestResponse>, status?: number) =>
    expectNothingStoredIn(t, TABLES, run, status)

  it('a text file as foto is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    const text = Buffer.from('non è una foto\n'.repeat(50))
    await expectNothingStored(
      () =>
        form(
          'POST',
          { title: uniqueTitle(), description: 'D' },
          [foto(text, 'image/png')],
          headers,
        ),
      415,
    )
    const { title } = await newTopic()
    await expectNothingStored(
      () => form('PUT', { title, description: 'D' }, [foto(text, 'text/plain', 'a.txt')], headers),
      415,
    )
  })

  it('a picture with a broken body after a valid signature is a 415', async () => {
    const headers = await adminWriteHeaders(t)
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(512, 7)])
    await expectNothingStored(
      () => form('POST', { title: uniqueTitle(), description: 'D' }, [foto(broken)], headers),
      415,
    )
  })

  it('a picture over 10 MB is a 413', async () => {
    const headers = await adminWriteHeaders(t)
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)])
    await expectNothingStored(
      () => form('POST', { title: uniqueTitle(), description: 'D' }, [foto(big)], headers),
      413,
    )
  })

  const badFields: [string, 'POST' | 'PUT', Record<string, string>][] = [
    ['POST without title', 'POST', { description: 'D' }],
    ['POST without description', 'POST', { title: 'Senza descrizione' }],
    ['POST with a blank title', 'POST', { title: '   ', description: 'D' }],
    [
      'POST with an over-long title',
      'POST',
      { title: 't'.repeat(TopicLimits.title + 1), description: 'D' },
    ],
    [
      'POST with an over-long description',
      'POST',
      { title: 'Lunga', description: 'd'.repeat(TopicLimits.description + 1) },
    ],
    ['PUT without title', 'PUT', { newTitle: 'X', description: 'D' }],
    [
      'PUT with an over-long newTitle',
      'PUT',
      { title: 'X', newTitle: 'n'.repeat(TopicLimits.title + 1), description: 'D' },
    ],
  ]
  for (const [name, method, fields] of badFields) {
    it(`${name} is a 400 naming the field`, async () => {
      const headers = await adminWriteHeaders(t)
      const before = await snapshot(t, [...TABLES])
      const res = await form(method, fields, [foto()], headers)
      expectClientError(res, 400)
      expect(res.json().errors.length).toBeGreaterThan(0)
      expect(await snapshot(t, [...TABLES])).toEqual(before)
    })
  }

  it('JSON instead of multipart, and a broken multipart body, are 4xx', async () => {
    const headers = await adminWriteHeaders(t)
    await expectNothingStored(() =>
      t.app.inject({
        method: 'POST',
        url: TopicWritePaths.topic,
        payload: { title: uniqueTitle(), description: 'D' },
        headers,
      }),
    )
    await expectNothingStored(() =>
      t.app.inject({
        method: 'POST',
        url: TopicWritePaths.topic,
        payload: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
      }),
    )
  })

  const badDeletes: [string, unknown][] = [
    ['without id', {}],
    ['with a text id', { id: 'tutti' }],
    ['with a negative id', { id: -3 }],
    ['with an object id', { id: { in: [1, 2] } }],
  ]
  for (const [name, payload] of badDeletes) {
    it(`DELETE ${name} is a 400`, async () => {
      const headers = await adminWriteHeaders(t)
      await expectNothingStored(() => remove(payload, headers), 400)
    })
  }

  it('DELETE with malformed JSON is a 400', async () => {
    const headers = { ...(await adminWriteHeaders(t)), 'content-type': 'application/json' }
    await expectNothingStored(
      () =>
        t.app.inject({ method: 'DELETE', url: TopicWritePaths.topic, payload: '{"id":', headers }),
      400,
    )
  })
})
