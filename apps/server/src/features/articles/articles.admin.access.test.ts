import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ArticleWritePaths } from '@aula/contract/articles'
import { adminWriteHeaders, expectRefused, snapshot } from '#test/admin.ts'
import { buildDocx } from '@aula/testkit/docx'
import { buildTestApp } from '#test/helper.ts'
import { articleAdminKit } from '#test/fixtures/articles.admin.ts'

const t = await buildTestApp()
const {
  callers,
  png,
  file,
  foto,
  docxFile,
  uniqueTitle,
  fieldsOf,
  send,
  article,
  remove,
  createArticle,
  storedFiles,
  TABLES,
} = await articleAdminKit(t)

describe('article admin writes: who may call them', () => {
  let target = ''
  const writes: {
    name: string
    run: (headers: Record<string, string>) => Promise<LightMyRequestResponse>
  }[] = [
    {
      name: 'POST /api/article/',
      run: (headers) => article('POST', fieldsOf(uniqueTitle()), [foto()], headers),
    },
    {
      name: 'PUT /api/article/',
      run: (headers) =>
        article('PUT', fieldsOf(target, { content: '<p>Nuovo</p>' }), [foto()], headers),
    },
    { name: 'DELETE /api/article/', run: (headers) => remove({ title: target }, headers) },
    {
      name: 'POST /api/upload/',
      run: (headers) =>
        send(
          'POST',
          ArticleWritePaths.upload,
          {},
          [file('file', png, 'image/png', 'a.png')],
          headers,
        ),
    },
    {
      name: 'POST /api/convert-docx-to-html/',
      run: (headers) =>
        send(
          'POST',
          ArticleWritePaths.convertDocx,
          {},
          [docxFile(buildDocx([{ paragraph: 'Ciao' }, { image: png }]))],
          headers,
        ),
    },
  ]
  for (const write of writes) {
    it(`${write.name} accepts only an admin's private token`, async () => {
      target = (await createArticle()).title
      const before = await snapshot(t, [...TABLES])
      const files = storedFiles()
      for (const caller of callers) {
        expectRefused(await write.run(caller.headers), caller.status)
      }
      expect(await snapshot(t, [...TABLES])).toEqual(before)
      expect(storedFiles()).toEqual(files)
      const res = await write.run(await adminWriteHeaders(t))
      expect(res.statusCode, res.body).toBe(200)
    })
  }
})
