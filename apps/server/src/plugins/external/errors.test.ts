import { describe, expect, it } from 'vitest'
import { buildTestApp } from '#test/helper.ts'

// An upload route that reads its parts the way the admin forms will.
const t = await buildTestApp(
  {},
  {
    plugins: [
      async (app) => {
        app.post('/api/test-upload', async (request) => {
          let files = 0
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              files += 1
              await part.toBuffer()
            }
          }
          return { files }
        })
      },
    ],
  },
)

describe('error answers', () => {
  it('answers 400 with a message for a multipart body without its boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'not really multipart',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })

  it('answers 400 for a multipart body cut off in the middle of a part', async () => {
    const boundary = 'aulaboundary'
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`,
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })

  it('keeps the {message} shape for a broken %-encoding in the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/check-reset-token/%E0%A4%A' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })
})
