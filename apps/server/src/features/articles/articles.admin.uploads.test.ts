import { describe, expect, it } from 'vitest'
import { ArticleWritePaths, UploadAnswerSchema } from '@aula/contract/articles'
import { adminWriteHeaders, auditRows, type UploadFile } from '#test/admin.ts'
import { buildDocx } from '@aula/testkit/docx'
import { buildTestApp } from '#test/helper.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

const t = await buildTestApp()
const { png, exe, file, send, get, assetRow, expectNothingStored } = await articleAdminKit(t)

describe('POST /api/upload/', () => {
  const upload = async (files: UploadFile[]) =>
    send('POST', ArticleWritePaths.upload, {}, files, await adminWriteHeaders(t))

  it('stores the picture re-encoded and answers where the editor can show it', async () => {
    for (const field of ['file', 'upload', 'image']) {
      const res = await upload([file(field, png, 'image/png', 'foto.png')])
      expect(res.statusCode, res.body).toBe(200)
      const answer = UploadAnswerSchema.parse(res.json())
      expect(answer.url).toMatch(/^\/media\/images\/.+-\d+\.webp$/)
      expect(answer.location).toBe(answer.url)
      // Never wider than the picture itself: 640 is the largest standard width under 800.
      expect(answer.image).toMatchObject({ url: answer.url, width: 640, height: 480 })
      const served = await get(answer.url)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toContain('image/webp')
      const id = /images\/(.+)-\d+\.webp$/.exec(answer.url)![1]!
      expect(await assetRow(id)).toMatchObject({ kind: 'image', mime: 'image/webp' })
      expect(await auditRows(t, 'article.image-upload', id)).toHaveLength(1)
    }
  })

  it('refuses what is not an image (415), too big (413), missing (400) or not multipart', async () => {
    await expectNothingStored(() => upload([file('file', exe, 'image/jpeg', 'setup.jpg')]), 415)
    await expectNothingStored(
      () => upload([file('file', buildDocx([{ paragraph: 'x' }]), 'image/png', 'x.png')]),
      415,
    )
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)])
    await expectNothingStored(() => upload([file('file', big, 'image/png', 'big.png')]), 413)
    const none = await expectNothingStored(() => upload([]), 400)
    expect(none.json().errors).toEqual([{ path: 'file', message: 'Required' }])
    await expectNothingStored(() => upload([file('altro', png, 'image/png', 'foto.png')]), 400)
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.upload,
          payload: { file: png.toString('base64') },
          headers: await adminWriteHeaders(t),
        }),
      415,
    )
    await expectNothingStored(
      async () =>
        t.app.inject({
          method: 'POST',
          url: ArticleWritePaths.upload,
          payload: '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
          headers: {
            ...(await adminWriteHeaders(t)),
            'content-type': 'multipart/form-data; boundary=B',
          },
        }),
      400,
    )
  })
})
